import type { Permission } from '@partner-insights/contracts';
import type { MessageId } from '../i18n/catalogues';

/**
 * One card of the admin landing: where it leads, and the permission that shows it (administration §6). The route
 * table guards each path with its card's permission, and the header offers Admin to whoever holds any of them.
 */
export interface AdminCard {
  readonly id: AdminCardId;
  readonly path: string;
  readonly permission: Permission;
  readonly titleId: MessageId;
  readonly descriptionId: MessageId;
}

type AdminCardId = 'users' | 'domains' | 'thirdParty' | 'activityLog';

/** A card listing `resource`, titled and described by its id's messages. */
const card = (id: AdminCardId, path: string, resource: Permission['resource']): AdminCard => ({
  id,
  path,
  permission: { action: 'LIST', resource },
  titleId: `admin.card.${id}.title`,
  descriptionId: `admin.card.${id}.description`,
});

export const ADMIN_CARDS: readonly AdminCard[] = [
  card('users', '/admin/userList', 'USER'),
  card('domains', '/admin/domainsList', 'EMAIL_DOMAIN'),
  card('thirdParty', '/admin/thirdParty', 'COMPANY_PARTNER_ASSOCIATION'),
  card('activityLog', '/admin/activityLog', 'ACTIVITY_LOG'),
];

/** The permission of the card leading to `path`, which the route to it asks for. */
export function adminCardPermission(path: string): Permission {
  const card = ADMIN_CARDS.find((candidate) => candidate.path === path);
  if (!card) throw new Error(`No admin card leads to ${path}`);
  return card.permission;
}
