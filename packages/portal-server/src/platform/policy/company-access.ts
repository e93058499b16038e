import {
  AUTHZ_GROUPS,
  hasPermission,
  isWritePermission,
  type Permission,
  ROLE_AUTHZ,
  type Role,
} from '@partner-insights/contracts';

/** A role without a single write permission only views: the super admin spectator. */
export const isViewOnly = (role: Role): boolean => !ROLE_AUTHZ[role].permissions.some(isWritePermission);

const CONTEXT_GROUPS: readonly (string | null)[] = [AUTHZ_GROUPS.superAdmin, AUTHZ_GROUPS.superAdminSpectator];

/** Super admins and spectators have no company of their own to act for: they choose one as context first. */
export const choosesCompanyContext = (role: Role): boolean => CONTEXT_GROUPS.includes(ROLE_AUTHZ[role].group);

/** Who wants to act on a company's data. */
export interface CompanyActor {
  readonly role: Role;
  readonly homeCompanyId: string | null;
  /** The company chosen as context, if any. */
  readonly contextCompanyId: string | null;
  /** Companies tagged to the user besides the home company (user_companies). */
  readonly taggedCompanyIds: readonly string[];
}

/** Whether the actor may act on company `companyId` at all, whatever the permission. */
function actsOn(actor: CompanyActor, companyId: string): boolean {
  if (choosesCompanyContext(actor.role)) return actor.contextCompanyId === companyId;
  return actor.homeCompanyId === companyId || actor.taggedCompanyIds.includes(companyId);
}

/**
 * Whether the actor may read, or change, company `companyId`'s data where that needs `permission`: super
 * admins and spectators act only on the company chosen as context, everyone else on their home company and the
 * companies tagged to them. A change needs a write permission, which view-only roles never hold.
 */
export function canActOnCompany(
  actor: CompanyActor,
  companyId: string,
  permission: Permission,
  intent: 'read' | 'write',
): boolean {
  if (!actsOn(actor, companyId) || !hasPermission(ROLE_AUTHZ[actor.role].permissions, permission)) return false;
  return intent === 'read' || (isWritePermission(permission) && !isViewOnly(actor.role));
}
