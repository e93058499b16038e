// What the demo companies' admins did, as the services that make each change record it: the same events,
// sentences and details, so that the demo's history reads like one the portal wrote itself.
import type { Activity } from '../../../platform/audit/audit-trail';

/** A seeded user of the company, as the entries name them. */
export interface DemoSubject {
  readonly loginId: string;
  readonly role: string;
  /** Codes of the products the user has. */
  readonly products: readonly string[];
}

/** A user waiting to register: their invitation is the request the service names as the task. */
export interface DemoInvitee extends DemoSubject {
  readonly taskId: string;
}

export interface DemoDomain {
  readonly domain: string;
  readonly allowSubDomains: boolean;
  readonly is3pDomain: boolean;
}

export interface DemoPartner {
  readonly name: string;
  readonly businessCode: string;
  readonly apps: readonly string[];
}

/** The company's seeded people and things the entries are made of. */
export interface CompanyMaterial {
  readonly users: readonly DemoSubject[];
  readonly invitees: readonly DemoInvitee[];
  readonly domains: readonly DemoDomain[];
  readonly partners: readonly DemoPartner[];
}

/** The change `make` makes of one of `items`, chosen by `index`; nothing when there are none. */
function madeOf<T>(items: readonly T[], index: number, make: (item: T) => Activity): Activity | undefined {
  const item = items[index % Math.max(items.length, 1)];
  return item === undefined ? undefined : make(item);
}

export const signedIn = (loginId: string): Activity => ({
  event: 'SIGN_IN',
  entityId: loginId,
  details: { method: 'password' },
});

export const userInvited = ({ loginId, role, products, taskId }: DemoInvitee): Activity => ({
  event: 'USER_INVITED',
  entityId: loginId,
  details: { role, products: products.join(','), taskId },
});

const invitationResent = ({ loginId, taskId }: DemoInvitee): Activity => ({
  event: 'INVITATION_RESENT',
  entityId: loginId,
  details: { taskId },
});

const accessChanged = ({ loginId, role, products }: DemoSubject): Activity => ({
  event: 'USER_ACCESS_CHANGED',
  entityId: loginId,
  details: { role, products: products.join(',') },
});

export const userBlocked = (loginId: string, reason: string): Activity => ({
  event: 'USER_BLOCKED',
  entityId: loginId,
  details: { reason },
});

const userUnblocked = ({ loginId }: DemoSubject): Activity => ({
  event: 'USER_UNBLOCKED',
  entityId: loginId,
  details: {},
});

const usersExported = (tab: string, search: string): Activity => ({
  event: 'USERS_EXPORTED',
  entityId: tab,
  details: { search },
});

const bulkUsersApplied = (taskId: string, applied: number, failed: number): Activity => ({
  event: 'BULK_USERS_APPLIED',
  entityId: taskId,
  details: { kind: 'edit', fileName: 'user-access.xlsx', applied, failed, rejected: 0 },
});

export const domainAdded = ({ domain, allowSubDomains, is3pDomain }: DemoDomain): Activity => ({
  event: 'EMAIL_DOMAIN_ADDED',
  entityId: domain,
  details: { domain, allowSubDomains, is3pDomain },
});

const domainChanged = ({ domain, allowSubDomains, is3pDomain }: DemoDomain): Activity => ({
  event: 'EMAIL_DOMAIN_CHANGED',
  entityId: domain,
  details: { domain, allowSubDomains, is3pDomain },
});

export const partnerAssociated = ({ name, businessCode, apps }: DemoPartner): Activity => ({
  event: 'PARTNER_ASSOCIATED',
  entityId: businessCode,
  details: { partner: name, apps: apps.join(', '), endsOn: null },
});

const partnerAccessChanged = ({ name, businessCode, apps }: DemoPartner): Activity => ({
  event: 'PARTNER_ACCESS_CHANGED',
  entityId: businessCode,
  details: { partner: name, apps: apps.join(', '), endsOn: null },
});

const EXPORTED_TABS = ['userManagement', 'pendingUserManagement', 'blockedUserManagement'] as const;
const EXPORT_SEARCHES = ['', '', 'smith', ''] as const;

/**
 * An admin's month, one change at a time: mostly access changes and invitations, now and then an export, a
 * domain, an agency or a bulk edit. Each maker answers nothing when the company has nothing it could apply to.
 */
const MONTH: readonly ((material: CompanyMaterial, turn: number) => Activity | undefined)[] = [
  ({ users }, turn) => madeOf(users, turn * 7, accessChanged),
  ({ invitees }, turn) => madeOf(invitees, turn, userInvited),
  ({ users }, turn) => madeOf(users, turn * 5 + 3, accessChanged),
  ({ invitees }, turn) => madeOf(invitees, turn + 1, invitationResent),
  (_, turn) =>
    madeOf(EXPORTED_TABS, turn, (tab) => usersExported(tab, EXPORT_SEARCHES[turn % EXPORT_SEARCHES.length] ?? '')),
  ({ users }, turn) => madeOf(users, turn * 3 + 1, userUnblocked),
  ({ domains }, turn) => (turn % 3 === 0 ? madeOf(domains, turn, domainChanged) : undefined),
  ({ partners }, turn) => (turn % 2 === 0 ? madeOf(partners, turn, partnerAccessChanged) : undefined),
  (_, turn) =>
    turn % 2 === 1 ? bulkUsersApplied(bulkTaskIdOf(turn), 3 + (turn % 9), turn % 4 === 1 ? 1 : 0) : undefined,
];

/** A bulk task id made from the turn: the demo keeps no file behind it, and every seed makes the same one. */
function bulkTaskIdOf(turn: number): string {
  const hex = ((turn * 2654435761) >>> 0).toString(16).padStart(8, '0');
  return `${hex}-0000-4000-8000-${String(turn).padStart(12, '0')}`;
}

/** The `index`th change of the company's history, an access change when the turn has nothing to change. */
export function changeOf(material: CompanyMaterial, index: number): Activity | undefined {
  const turn = Math.floor(index / MONTH.length);
  return MONTH[index % MONTH.length]?.(material, turn) ?? madeOf(material.users, index, accessChanged);
}
