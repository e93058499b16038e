// The identity vocabulary: each list is the single source for the server's column check constraints, its
// column types, the demo data, and the user details the app receives.

/**
 * The spec's tenant types, UNKNOWN among them (a company whose type is not known yet: company-switch users
 * untagged to a known company see it), and INTERNAL for the retailer's own company.
 */
export const TENANT_TYPES = [
  'SUPPLIER',
  'THIRD_PARTY_AGENCY',
  'BASIC_VENDOR',
  'BASIC_THIRD_PARTY_AGENCY',
  'UNKNOWN',
  'INTERNAL',
] as const;
export type TenantType = (typeof TENANT_TYPES)[number];

/** Tenants on the basic tier, with a reduced set of pages. */
export const BASIC_TENANT_TYPES = ['BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY'] as const satisfies readonly TenantType[];

/** Tenants on the charter tier. */
export const CHARTER_TENANT_TYPES = ['SUPPLIER', 'THIRD_PARTY_AGENCY'] as const satisfies readonly TenantType[];

export const COMPANY_TYPES = ['SUPPLIER', 'THIRD_PARTY_AGENCY', 'ACCOUNT'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** How each company type is shown to users. */
export const COMPANY_TYPE_LABELS: Readonly<Record<CompanyType, string>> = {
  SUPPLIER: 'Supplier',
  THIRD_PARTY_AGENCY: '3P Partner',
  ACCOUNT: 'Account',
};

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

/** The timezone of users who never chose one, and the fallback for a timezone outside the option list. */
export const DEFAULT_TIMEZONE = 'America/Chicago';

/** The persona access code of category managers. */
export const CATEGORY_MANAGER_PERSONA_CODE = 2000;

/** `accessClass` of a user who works for companies besides the home company. */
export const MULTIPLE_TENANTS_ACCESS_CLASS = 'MULTIPLE_TENANTS';
