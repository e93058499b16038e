import { hasPermission, isWritePermission, type Permission, ROLE_AUTHZ, type Role } from '@partner-insights/contracts';

/** Who wants to act on a company's data: the role and every company the user works for. */
export interface CompanyActor {
  readonly role: Role;
  /** The home company, if any. */
  readonly companyId: string | null;
  /** Companies besides the home company (user_companies). */
  readonly otherCompanyIds: readonly string[];
}

/**
 * Whether the actor may read, or make a change that needs `permission` to, the data of company `companyId`.
 * Super admins act on any company; spectators read any and change none; everyone else reads their own
 * companies and changes them only with the permission the change needs.
 */
export function canActOnCompany(actor: CompanyActor, companyId: string, intent: 'read'): boolean;
export function canActOnCompany(
  actor: CompanyActor,
  companyId: string,
  intent: 'write',
  permission: Permission,
): boolean;
export function canActOnCompany(
  actor: CompanyActor,
  companyId: string,
  intent: 'read' | 'write',
  permission?: Permission,
): boolean {
  const worksFor = actor.companyId === companyId || actor.otherCompanyIds.includes(companyId);
  const inScope =
    actor.role === 'SUPER_ADMIN' || (actor.role === 'SUPER_ADMIN_SPECTATOR' && intent === 'read') || worksFor;
  if (!inScope) return false;
  if (intent === 'read') return true;
  // The role table gives spectators no write permission, so this also keeps them from their own company.
  return (
    permission !== undefined &&
    isWritePermission(permission) &&
    hasPermission(ROLE_AUTHZ[actor.role].permissions, permission)
  );
}
