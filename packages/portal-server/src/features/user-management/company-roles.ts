import { BASIC_TENANT_TYPES, type Role, type TenantType } from '@partner-insights/contracts';

/**
 * The roles an admin may give the users of a company, by its tenant type. Each tier has its user role and the one
 * admin role ROLE_AUTHZ gives a company (SUPPLIER_ADMIN: LIST/CREATE/UPDATE/DELETE on what admins manage): basic
 * tenants get BASIC_USER and SUPPLIER_ADMIN too, since their admins manage users like anyone's and contracts have
 * no basic admin role. Internal and unclassified companies are not managed here: no role may be given.
 */
const ASSIGNABLE_ROLES: Readonly<Record<TenantType, readonly Role[]>> = {
  SUPPLIER: ['REGULAR_USER', 'SUPPLIER_ADMIN'],
  THIRD_PARTY_AGENCY: ['THIRD_PARTY_USER', 'SUPPLIER_ADMIN'],
  BASIC_VENDOR: ['BASIC_USER', 'SUPPLIER_ADMIN'],
  BASIC_THIRD_PARTY_AGENCY: ['BASIC_USER', 'SUPPLIER_ADMIN'],
  UNKNOWN: [],
  INTERNAL: [],
};

export const assignableRoles = (tenantType: TenantType): readonly Role[] => ASSIGNABLE_ROLES[tenantType];

/** Basic tenants complete registration through the /basic call. */
export const isBasicTenant = (tenantType: TenantType): boolean =>
  (BASIC_TENANT_TYPES as readonly TenantType[]).includes(tenantType);
