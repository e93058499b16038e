import type { Locale } from '@partner-insights/contracts';
import type accessRequestsEnUS from '../features/access-requests/messages/en-US.json';
import type accessReviewsEnUS from '../features/access-reviews/messages/en-US.json';
import type adminEnUS from '../features/admin/messages/en-US.json';
import type bulkUsersEnUS from '../features/bulk-users/messages/en-US.json';
import type activityLogEnUS from '../features/activity-log/messages/en-US.json';
import type companyListEnUS from '../features/company-list/messages/en-US.json';
import type globalUserManagementEnUS from '../features/global-user-management/messages/en-US.json';
import type contactUsEnUS from '../features/contact-us/messages/en-US.json';
import type emailDomainsEnUS from '../features/email-domains/messages/en-US.json';
import type partnersEnUS from '../features/partners/messages/en-US.json';
import type dataDictionaryEnUS from '../features/data-dictionary/messages/en-US.json';
import type homeEnUS from '../features/home/messages/en-US.json';
import type identityEnUS from '../features/identity/messages/en-US.json';
import launchListEnUS from '../features/launch-list/messages/en-US.json';
import type profileEnUS from '../features/profile/messages/en-US.json';
import type registrationEnUS from '../features/registration/messages/en-US.json';
import type statusPagesEnUS from '../features/status-pages/messages/en-US.json';
import type supportEnUS from '../features/support/messages/en-US.json';
import type userManagementEnUS from '../features/user-management/messages/en-US.json';
import type knowledgeBaseEnUS from '../features/knowledge-base/messages/en-US.json';
import type releaseNotesEnUS from '../features/release-notes/messages/en-US.json';
import type legalEnUS from '../features/legal/messages/en-US.json';
import type reportBuilderEnUS from '../features/report-builder/messages/en-US.json';
import shellEnUS from '../shell/messages/en-US.json';
import { laterAreas, loadSourceArea } from './laterAreas';

// One catalogue per area of the app, in its folder's `messages/` (the shell's, and each feature's), merged per locale.
// The first paint's areas ship with the entry; the others' en-US messages come with their pages.
const firstPaint = {
  ...shellEnUS,
  ...launchListEnUS,
};

/** en-US is the source catalogue: its keys, of every area, are the message ids. */
export type MessageId = keyof (typeof firstPaint &
  typeof identityEnUS &
  typeof homeEnUS &
  typeof statusPagesEnUS &
  typeof profileEnUS &
  typeof supportEnUS &
  typeof contactUsEnUS &
  typeof userManagementEnUS &
  typeof bulkUsersEnUS &
  typeof adminEnUS &
  typeof registrationEnUS &
  typeof accessRequestsEnUS &
  typeof accessReviewsEnUS &
  typeof activityLogEnUS &
  typeof emailDomainsEnUS &
  typeof partnersEnUS &
  typeof companyListEnUS &
  typeof globalUserManagementEnUS &
  typeof knowledgeBaseEnUS &
  typeof releaseNotesEnUS &
  typeof legalEnUS &
  typeof reportBuilderEnUS &
  typeof dataDictionaryEnUS);
export type Catalogue = Readonly<Record<MessageId, string>>;
/** The messages loaded so far (ids of `MessageId`): in en-US, the first paint's and those of the areas opened. */
export type LoadedCatalogue = Readonly<Record<string, string>>;

/** The catalogue the app starts with, and falls back to: en-US, the first paint's areas. */
export const FIRST_PAINT_CATALOGUE: LoadedCatalogue = firstPaint;

/** The whole en-US catalogue, every area's. */
export async function loadSourceCatalogue(): Promise<Catalogue> {
  const areas = await Promise.all(laterAreas.map(loadSourceArea));
  return Object.assign({}, FIRST_PAINT_CATALOGUE, ...areas) as Catalogue;
}

// Only the reader's language is downloaded: a locale's translations (of every area, in one file) are fetched when
// it is chosen.
const TRANSLATIONS: Readonly<Record<Exclude<Locale, 'en-US'>, () => Promise<{ default: Catalogue }>>> = {
  'es-MX': () => import('./translations/es-MX'),
  'fr-CA': () => import('./translations/fr-CA'),
};

/** A translation's messages, every area's; null when they cannot be loaded (the reader then stays in en-US). */
export async function loadTranslation(locale: Exclude<Locale, 'en-US'>): Promise<Catalogue | null> {
  try {
    return (await TRANSLATIONS[locale]()).default;
  } catch {
    return null;
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
