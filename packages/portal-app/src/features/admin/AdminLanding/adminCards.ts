import type { Permission } from '@partner-insights/contracts';
import type { MessageId } from '../../../i18n/catalogues';

/** One card of the admin landing: where it leads, and the permission that shows it (administration §6). */
export interface AdminCard {
  readonly id: string;
  readonly path: string;
  readonly permission: Permission;
  readonly titleId: MessageId;
  readonly descriptionId: MessageId;
}

export const ADMIN_CARDS: readonly AdminCard[] = [
  {
    id: 'users',
    path: '/admin/userList',
    permission: { action: 'LIST', resource: 'USER' },
    titleId: 'admin.card.users.title',
    descriptionId: 'admin.card.users.description',
  },
  {
    id: 'domains',
    path: '/admin/domainsList',
    permission: { action: 'LIST', resource: 'EMAIL_DOMAIN' },
    titleId: 'admin.card.domains.title',
    descriptionId: 'admin.card.domains.description',
  },
  {
    id: 'thirdParty',
    path: '/admin/thirdParty',
    permission: { action: 'LIST', resource: 'COMPANY_PARTNER_ASSOCIATION' },
    titleId: 'admin.card.thirdParty.title',
    descriptionId: 'admin.card.thirdParty.description',
  },
  {
    id: 'activityLog',
    path: '/admin/activityLog',
    permission: { action: 'LIST', resource: 'ACTIVITY_LOG' },
    titleId: 'admin.card.activityLog.title',
    descriptionId: 'admin.card.activityLog.description',
  },
];
