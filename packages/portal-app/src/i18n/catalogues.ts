import type { Locale } from '@partner-insights/contracts';
import contactUsEnUS from '../features/contact-us/messages/en-US.json';
import homeEnUS from '../features/home/messages/en-US.json';
import identityEnUS from '../features/identity/messages/en-US.json';
import launchListEnUS from '../features/launch-list/messages/en-US.json';
import profileEnUS from '../features/profile/messages/en-US.json';
import statusPagesEnUS from '../features/status-pages/messages/en-US.json';
import supportEnUS from '../features/support/messages/en-US.json';
import shellEnUS from '../shell/messages/en-US.json';

// One catalogue per area of the app, in its folder's `messages/` (the shell's, and each feature's), merged per locale.
const enUS = {
  ...shellEnUS,
  ...identityEnUS,
  ...homeEnUS,
  ...statusPagesEnUS,
  ...launchListEnUS,
  ...profileEnUS,
  ...supportEnUS,
  ...contactUsEnUS,
};

/** en-US is the source catalogue: its keys are the message ids. */
export type MessageId = keyof typeof enUS;
export type Catalogue = Readonly<Record<MessageId, string>>;

/** The catalogue the app starts with, and falls back to. */
export const SOURCE_CATALOGUE: Catalogue = enUS;

// Only the reader's language is downloaded: a locale's translations (of every area, in one file) are fetched when
// it is chosen.
const TRANSLATIONS: Readonly<Record<Exclude<Locale, 'en-US'>, () => Promise<{ default: Catalogue }>>> = {
  'es-MX': () => import('./translations/es-MX'),
  'fr-CA': () => import('./translations/fr-CA'),
};

/** A locale's messages; en-US when they cannot be loaded (a locale failure falls back to en-US). */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (locale === 'en-US') return SOURCE_CATALOGUE;
  try {
    return (await TRANSLATIONS[locale]()).default;
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
