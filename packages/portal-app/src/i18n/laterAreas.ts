import type { LoadedCatalogue } from './catalogues';

// The areas no first paint needs: their en-US messages load with their pages (useAreaMessages), so the entry
// stays within its budget however many areas the app grows.
const LATER_AREAS = {
  identity: () => import('../features/identity/messages/en-US.json'),
  'status-pages': () => import('../features/status-pages/messages/en-US.json'),
  home: () => import('../features/home/messages/en-US.json'),
  profile: () => import('../features/profile/messages/en-US.json'),
  support: () => import('../features/support/messages/en-US.json'),
  'contact-us': () => import('../features/contact-us/messages/en-US.json'),
  'user-management': () => import('../features/user-management/messages/en-US.json'),
  'bulk-users': () => import('../features/bulk-users/messages/en-US.json'),
  admin: () => import('../features/admin/messages/en-US.json'),
  registration: () => import('../features/registration/messages/en-US.json'),
  'access-requests': () => import('../features/access-requests/messages/en-US.json'),
  'access-reviews': () => import('../features/access-reviews/messages/en-US.json'),
  'activity-log': () => import('../features/activity-log/messages/en-US.json'),
  'email-domains': () => import('../features/email-domains/messages/en-US.json'),
  partners: () => import('../features/partners/messages/en-US.json'),
  'company-list': () => import('../features/company-list/messages/en-US.json'),
  'global-user-management': () => import('../features/global-user-management/messages/en-US.json'),
  'knowledge-base': () => import('../features/knowledge-base/messages/en-US.json'),
  'release-notes': () => import('../features/release-notes/messages/en-US.json'),
  legal: () => import('../features/legal/messages/en-US.json'),
  'data-dictionary': () => import('../features/data-dictionary/messages/en-US.json'),
  'report-builder': () => import('../features/report-builder/messages/en-US.json'),
} satisfies Record<string, () => Promise<{ default: LoadedCatalogue }>>;

/** Every area loaded later. */
export const laterAreas = Object.keys(LATER_AREAS) as LaterArea[];

export type LaterArea = keyof typeof LATER_AREAS;

/** An area's en-US messages. */
export async function loadSourceArea(area: LaterArea): Promise<LoadedCatalogue> {
  return (await LATER_AREAS[area]()).default;
}
