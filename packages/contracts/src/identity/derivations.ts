// Classifications of the signed-in user that the app and analytics read (spec portal-shell §4 and §6).
import {
  BASIC_TENANT_TYPES,
  CATEGORY_MANAGER_PERSONA_CODE,
  CHARTER_TENANT_TYPES,
  type TenantType,
} from './identity-values';
import { AUTHZ_GROUPS, hasPermission, type Permission } from './permissions';
import type { UserDetails } from './user-details';

export type PersonaType = 'Supplier' | 'Merchant';

/** Both company and persona switching: Supplier persona; persona switching alone: Merchant; else none. */
export function personaType(permissions: readonly Permission[]): PersonaType | null {
  const switchesPersona = hasPermission(permissions, { action: 'SWITCH', resource: 'PERSONA' });
  if (!switchesPersona) return null;
  return hasPermission(permissions, { action: 'SWITCH', resource: 'COMPANY' }) ? 'Supplier' : 'Merchant';
}

const tenantTypeIn = (user: Pick<UserDetails, 'tenant'>, types: readonly TenantType[]): boolean =>
  user.tenant !== null && types.includes(user.tenant.type);

/** Basic users work for a basic vendor or a basic third-party agency. */
export function isBasicUser(user: Pick<UserDetails, 'tenant'>): boolean {
  return tenantTypeIn(user, BASIC_TENANT_TYPES);
}

export function isSponsoredThirdPartySupplier(user: Pick<UserDetails, 'third_party_user' | 'user_type'>): boolean {
  return user.third_party_user && user.user_type === 'EXTERNAL';
}

/** Spectators class as super admins: both pick a company before anything else. */
function isSuperAdminOrSpectator(user: Pick<UserDetails, 'authz'>): boolean {
  return user.authz.group === AUTHZ_GROUPS.superAdmin || user.authz.group === AUTHZ_GROUPS.superAdminSpectator;
}

export type AppUserType = 'SUPER_ADMIN' | 'BASIC' | 'CHARTER' | 'UNKNOWN';

export function appUserType(user: Pick<UserDetails, 'authz' | 'tenant'>): AppUserType {
  if (isSuperAdminOrSpectator(user)) return 'SUPER_ADMIN';
  if (isBasicUser(user)) return 'BASIC';
  if (tenantTypeIn(user, CHARTER_TENANT_TYPES)) return 'CHARTER';
  return 'UNKNOWN';
}

type AnalyticsUser = Pick<UserDetails, 'persona_access_codes' | 'third_party_user' | 'authz' | 'user_type' | 'tenant'>;

/**
 * The role analytics events carry. The retailer's own tenant counts as no tenant type: its users without
 * another classification are associates.
 */
export function analyticsRole(user: AnalyticsUser): string {
  if (user.persona_access_codes.includes(CATEGORY_MANAGER_PERSONA_CODE)) return 'Category Manager';
  if (user.third_party_user) return 'Third Party User';
  if (user.authz.group) return user.authz.group;
  if (user.user_type === 'EXTERNAL' && (user.tenant === null || user.tenant.type === 'UNKNOWN')) return 'Supplier';
  if (user.tenant && user.tenant.type !== 'INTERNAL') return user.tenant.type;
  return 'Associate';
}

export type SubscriptionPlan = 'Charter' | 'Basic';

/** Only external users of a partner tenant have a plan. */
export function subscriptionPlan(user: Pick<UserDetails, 'user_type' | 'tenant'>): SubscriptionPlan | null {
  if (user.user_type !== 'EXTERNAL') return null;
  if (tenantTypeIn(user, CHARTER_TENANT_TYPES)) return 'Charter';
  if (tenantTypeIn(user, BASIC_TENANT_TYPES)) return 'Basic';
  return null;
}

export type AccessTypeLabel = 'basic' | 'standard';

export function accessTypeLabel(user: Pick<UserDetails, 'tenant'>): AccessTypeLabel {
  return isBasicUser(user) ? 'basic' : 'standard';
}
