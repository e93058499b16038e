import type { Locale } from '@partner-insights/contracts';
import { ApiClient } from '../api/ApiClient';
import { LOCALE_STORAGE_KEY } from '../stores/LocaleStore';
import { RootStore } from '../stores/RootStore';
import { createFixtureTransport, type Fixtures } from './fixtureTransport';
import { createMemoryStorage } from './memoryStorage';

export interface TestRootStoreOptions {
  readonly locale?: Locale;
  /** Added to (or replacing) the default fixtures, which accept analytics events. */
  readonly fixtures?: Fixtures;
}

/** A RootStore as the app builds it, over a fixture transport and in-memory storage, for tests and stories. */
export function createTestRootStore({ locale = 'en-US', fixtures = {} }: TestRootStoreOptions = {}) {
  const transport = createFixtureTransport({ 'POST /api/analytics/events': { status: 204 }, ...fixtures });
  const rootStore = new RootStore({
    api: new ApiClient({ fetch: transport.fetch }),
    storage: createMemoryStorage({ [LOCALE_STORAGE_KEY]: locale }),
  });
  return { rootStore, transport };
}
