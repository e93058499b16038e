import type { Locale } from '@partner-insights/contracts';
import accountEnUS from '../messages/account/en-US.json';
import shellEnUS from '../messages/shell/en-US.json';
import supportEnUS from '../messages/support/en-US.json';
import ticketsEnUS from '../messages/tickets/en-US.json';

// One catalogue per area of the app (the shell; the launch list, profile and access requests; the support forms;
// ticket tracking), merged per locale.
const enUS = { ...shellEnUS, ...accountEnUS, ...supportEnUS, ...ticketsEnUS };

/** en-US is the source catalogue: its keys are the message ids. */
export type MessageId = keyof typeof enUS;
export type Catalogue = Readonly<Record<MessageId, string>>;

/** The catalogue the app starts with, and falls back to. */
export const SOURCE_CATALOGUE: Catalogue = enUS;

// Only the reader's language is downloaded: the translations are fetched when their locale is chosen.
const TRANSLATIONS: Readonly<Record<Exclude<Locale, 'en-US'>, () => Promise<Catalogue>>> = {
  'es-MX': async () => {
    const [shell, account, support, tickets] = await Promise.all([
      import('../messages/shell/es-MX.json'),
      import('../messages/account/es-MX.json'),
      import('../messages/support/es-MX.json'),
      import('../messages/tickets/es-MX.json'),
    ]);
    return { ...shell.default, ...account.default, ...support.default, ...tickets.default };
  },
  'fr-CA': async () => {
    const [shell, account, support, tickets] = await Promise.all([
      import('../messages/shell/fr-CA.json'),
      import('../messages/account/fr-CA.json'),
      import('../messages/support/fr-CA.json'),
      import('../messages/tickets/fr-CA.json'),
    ]);
    return { ...shell.default, ...account.default, ...support.default, ...tickets.default };
  },
};

/** A locale's messages; en-US when they cannot be loaded (a locale failure falls back to en-US). */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (locale === 'en-US') return SOURCE_CATALOGUE;
  try {
    return await TRANSLATIONS[locale]();
  } catch {
    return SOURCE_CATALOGUE;
  }
}

// Makes react-intl accept only ids that exist in the catalogues.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's typing hook is this global namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
