// The identity vocabulary stored in the database. Each list is the single source for its column's check
// constraint, its drizzle column type and the demo data. Markets and locales come from the contracts.

/** INTERNAL is the retailer's own company; the others are the spec's tenant types. */
export const TENANT_TYPES = [
  'SUPPLIER',
  'THIRD_PARTY_AGENCY',
  'BASIC_VENDOR',
  'BASIC_THIRD_PARTY_AGENCY',
  'INTERNAL',
] as const;
export type TenantType = (typeof TENANT_TYPES)[number];

export const COMPANY_TYPES = ['SUPPLIER', 'THIRD_PARTY_AGENCY', 'ACCOUNT'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const ACCOUNT_TYPES = ['CHARTER', 'BASIC'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const COMPANY_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const USER_TYPES = ['EXTERNAL', 'INTERNAL'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ROLES = [
  'SUPER_ADMIN',
  'SUPER_ADMIN_SPECTATOR',
  'SUPPLIER_ADMIN',
  'REGULAR_USER',
  'BASIC_USER',
  'INTERNAL_ASSOCIATE',
  'CATEGORY_MANAGER',
  'MERCHANT',
  'THIRD_PARTY_USER',
] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['ACTIVE', 'BLOCKED', 'PENDING'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const DEFAULT_TIMEZONE = 'America/Chicago';
