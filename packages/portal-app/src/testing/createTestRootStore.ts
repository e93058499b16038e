import type { Locale, Market, UserDetails } from '@partner-insights/contracts';
import { ApiClient } from '../api/ApiClient';
import { systemClock, type Clock } from '../stores/Clock';
import { LOCALE_STORAGE_KEY } from '../stores/LocaleStore';
import { RootStore } from '../stores/RootStore';
import { createFixtureTransport, type Fixtures } from './fixtureTransport';
import { createMemoryStorage } from './memoryStorage';
import { shellFixtures } from './shellFixtures';

export interface TestRootStoreOptions {
  readonly locale?: Locale;
  readonly site?: Market;
  /** The signed-in user; a visitor without (or with null, which also overrides a user set higher up). */
  readonly user?: UserDetails | null;
  /** Added to (or replacing) the default fixtures: configuration, languages, session and analytics. */
  readonly fixtures?: Fixtures;
  readonly clock?: Clock;
}

/** "Now" in tests and stories, so nothing they show depends on today's date. */
export const FIXED_NOW = Date.parse('2026-03-02T09:00:00.000Z');
const fixedClock: Clock = { ...systemClock, now: () => FIXED_NOW };

/** A RootStore as the app builds it, over a fixture transport and in-memory storage, for tests and stories. */
export function createTestRootStore({
  locale = 'en-US',
  site = 'US',
  user,
  fixtures = {},
  clock = fixedClock,
}: TestRootStoreOptions = {}) {
  const transport = createFixtureTransport({ ...shellFixtures(site, user ?? null), ...fixtures });
  const rootStore = new RootStore({
    api: new ApiClient({ fetch: transport.fetch }),
    storage: createMemoryStorage({ [LOCALE_STORAGE_KEY]: locale }),
    draftStorage: createMemoryStorage(),
    site,
    clock,
  });
  return { rootStore, transport };
}

/** The same, started: configuration, session and language settled, as the app has them on its first render. */
export async function createStartedRootStore(options: TestRootStoreOptions = {}) {
  const created = createTestRootStore(options);
  await created.rootStore.start();
  return created;
}
