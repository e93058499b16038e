import { MULTIPLE_TENANTS_ACCESS_CLASS, ROLE_AUTHZ, type Role, type UserDetails } from '@partner-insights/contracts';

// Signed-in users of the shell's tests and stories, one per role and banner situation the shell treats differently.

function userOf(role: Role, details: Partial<UserDetails> = {}): UserDetails {
  return {
    first_name: 'Laura',
    last_name: 'Chen',
    login_id: 'admin@acme-foods.test',
    email_address: 'admin@acme-foods.test',
    phone_number: null,
    user_type: 'EXTERNAL',
    tenant: { id: 'acme-foods', name: 'Acme Foods', type: 'SUPPLIER' },
    site_id: 'US',
    third_party_user: false,
    user_preferences: { locale: { timezone: 'America/Chicago' }, language_code: 'en-US' },
    authz: { group: ROLE_AUTHZ[role].group, permissions: [...ROLE_AUTHZ[role].permissions] },
    persona_access_codes: [],
    products: [],
    accessClass: null,
    companyType: 'SUPPLIER',
    ...details,
  };
}

const RETAILER = { id: 'retailer', name: 'Retailer', type: 'INTERNAL' } as const;

export const users = {
  supplierAdmin: userOf('SUPPLIER_ADMIN'),
  regularUser: userOf('REGULAR_USER', { first_name: 'Sam', last_name: 'Ortiz', login_id: 'user@acme-foods.test' }),
  basicUser: userOf('BASIC_USER', {
    first_name: 'Blake',
    last_name: 'Rivera',
    login_id: 'basic@corner-basics.test',
    tenant: { id: 'corner-basics', name: 'Corner Basics', type: 'BASIC_VENDOR' },
  }),
  superAdmin: userOf('SUPER_ADMIN', {
    first_name: 'Morgan',
    last_name: 'Hale',
    user_type: 'INTERNAL',
    tenant: RETAILER,
    companyType: null,
  }),
  spectator: userOf('SUPER_ADMIN_SPECTATOR', {
    first_name: 'Quinn',
    last_name: 'Baker',
    user_type: 'INTERNAL',
    tenant: RETAILER,
    companyType: null,
  }),
  merchant: userOf('MERCHANT', {
    first_name: 'Riley',
    last_name: 'Park',
    user_type: 'INTERNAL',
    tenant: RETAILER,
    companyType: null,
  }),
  /** An associate who switches companies, tagged to Acme Foods. */
  companySwitcher: userOf('INTERNAL_ASSOCIATE', {
    first_name: 'Jordan',
    last_name: 'Lee',
    user_type: 'INTERNAL',
    tenant: { id: 'acme-foods', name: 'Acme Foods', type: 'SUPPLIER' },
    companyType: 'SUPPLIER',
  }),
  sponsoredSupplier: userOf('THIRD_PARTY_USER', {
    first_name: 'Casey',
    last_name: 'Nguyen',
    third_party_user: true,
    tenant: { id: 'brightside', name: 'Brightside Agency', type: 'THIRD_PARTY_AGENCY' },
    companyType: 'THIRD_PARTY_AGENCY',
    accessClass: MULTIPLE_TENANTS_ACCESS_CLASS,
  }),
} as const satisfies Readonly<Record<string, UserDetails>>;
