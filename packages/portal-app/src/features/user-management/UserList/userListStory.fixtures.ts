import { resolveLocale, type Locale } from '@partner-insights/contracts';
import { within } from 'storybook/test';
import type { MessageId } from '../../../i18n/catalogues';
import type { Fixtures } from '../../../testing/fixtureTransport';
import type { AppStoryParameters } from '../../../testing/withAppProviders';
import enUS from '../messages/en-US.json';
import esMX from '../messages/es-MX.json';
import frCA from '../messages/fr-CA.json';
import { ADMIN, userManagementFixtures } from './userList.fixtures';

// What the user management stories share: the page's address and server, and its texts in the story's language,
// so one play function drives the page in every language.

const MESSAGES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  'en-US': enUS,
  'es-MX': esMX,
  'fr-CA': frCA,
};

/** A message of the area (one without arguments) in the story's language. */
export const textIn =
  (globals: Readonly<Record<string, unknown>>) =>
  (id: MessageId): string =>
    MESSAGES[resolveLocale(globals['locale'])][id] ?? id;

/** The page at `/admin/userList?<query>` for `user`, its server answering as `fixtures` say. */
export const userListApp = (
  query = '',
  fixtures: Fixtures = {},
  user: AppStoryParameters['user'] = ADMIN,
): { app: AppStoryParameters } => ({
  app: { user, path: `/admin/userList${query && `?${query}`}`, fixtures: userManagementFixtures(fixtures) },
});

/** A 375 px phone: the narrowest the stories show. */
export const PHONE = {
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Overlays (dialogs, menus) open outside the page's canvas: the screenshot takes the whole viewport. */
export const overlay = { screenshot: { target: 'viewport' } };

export const screen = () => within(document.body);

const FRAMES_AT_REST = 5;

/**
 * Waits for the table's rows to be all in: a long page draws the rows in view first and the rest in later frames,
 * and the columns take their widths from every row, so a screenshot waits for the count to rest.
 */
async function rowsAtRest(canvas: ReturnType<typeof within>): Promise<void> {
  let count = -1;
  for (let rest = 0; rest < FRAMES_AT_REST;) {
    await new Promise(requestAnimationFrame);
    const now = canvas.queryAllByRole('row').length;
    rest = now === count ? rest + 1 : 0;
    count = now;
  }
}

/** The table row of the person named `name`, once the tabs and every row of the page are in. */
export async function rowOf(canvas: ReturnType<typeof within>, name: string): Promise<HTMLElement> {
  // The first story in a language waits for its catalogue too. The table moves into its tab once every tab's count
  // is in (the access requests' may come last): a row found before would be gone by then.
  await canvas.findByRole('tablist', {}, { timeout: 5000 });
  const row = await canvas.findByRole('row', { name: new RegExp(name) }, { timeout: 5000 });
  await rowsAtRest(canvas);
  return row;
}
