import { describe, expect, it } from 'vitest';
import {
  accessTypeLabel,
  analyticsRole,
  appUserType,
  isBasicUser,
  isSponsoredThirdPartySupplier,
  personaType,
  subscriptionPlan,
} from './derivations';
import type { TenantType } from './identity-values';
import { AUTHZ_GROUPS, type Permission } from './permissions';
import type { UserDetails } from './user-details';

const tenant = (type: TenantType): UserDetails['tenant'] => ({ id: 'c0ffee00', name: 'Acme Foods', type });

function user(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    first_name: 'Laura',
    last_name: 'Chen',
    login_id: 'admin@acme-foods.test',
    email_address: 'admin@acme-foods.test',
    phone_number: null,
    user_type: 'EXTERNAL',
    tenant: tenant('SUPPLIER'),
    site_id: 'US',
    third_party_user: false,
    user_preferences: { locale: { timezone: 'America/Chicago' }, language_code: 'en-US' },
    authz: { group: null, permissions: [] },
    persona_access_codes: [],
    products: [],
    accessClass: null,
    companyType: 'SUPPLIER',
    ...overrides,
  };
}

const SWITCH_COMPANY: Permission = { action: 'SWITCH', resource: 'COMPANY' };
const SWITCH_PERSONA: Permission = { action: 'SWITCH', resource: 'PERSONA' };

describe('personaType', () => {
  it.each([
    ['both switches', [SWITCH_COMPANY, SWITCH_PERSONA], 'Supplier'],
    ['persona switching alone', [SWITCH_PERSONA], 'Merchant'],
    ['company switching alone', [SWITCH_COMPANY], null],
    ['neither', [{ action: 'LIST', resource: 'USER' }], null],
  ] as const)('%s gives %s', (_, permissions, expected) => {
    expect(personaType(permissions)).toBe(expected);
  });
});

describe('appUserType', () => {
  it.each([
    ['a super admin', user({ user_type: 'INTERNAL', authz: { group: AUTHZ_GROUPS.superAdmin } }), 'SUPER_ADMIN'],
    ['a spectator', user({ authz: { group: AUTHZ_GROUPS.superAdminSpectator } }), 'SUPER_ADMIN'],
    ['a basic vendor', user({ tenant: tenant('BASIC_VENDOR') }), 'BASIC'],
    ['a basic agency', user({ tenant: tenant('BASIC_THIRD_PARTY_AGENCY') }), 'BASIC'],
    ['a supplier', user(), 'CHARTER'],
    ['an agency', user({ tenant: tenant('THIRD_PARTY_AGENCY') }), 'CHARTER'],
    ['an associate', user({ user_type: 'INTERNAL', tenant: tenant('INTERNAL') }), 'UNKNOWN'],
    ['a user without a tenant', user({ tenant: null }), 'UNKNOWN'],
  ])('classes %s as %s', (_, details, expected) => {
    expect(appUserType(details)).toBe(expected);
  });
});

describe('analyticsRole', () => {
  it.each([
    [
      'Category Manager for persona 2000',
      user({ persona_access_codes: [1000, 2000], third_party_user: true }),
      'Category Manager',
    ],
    [
      'Third Party User next',
      user({ third_party_user: true, authz: { group: AUTHZ_GROUPS.admin } }),
      'Third Party User',
    ],
    ['the authz group next', user({ authz: { group: AUTHZ_GROUPS.admin } }), 'Admin'],
    ['Supplier for an external user without a tenant', user({ tenant: null }), 'Supplier'],
    ['Supplier for an external user of a tenant of type UNKNOWN', user({ tenant: tenant('UNKNOWN') }), 'Supplier'],
    [
      'the authz group before an UNKNOWN tenant',
      user({ tenant: tenant('UNKNOWN'), authz: { group: AUTHZ_GROUPS.admin } }),
      'Admin',
    ],
    ['the tenant type next', user({ tenant: tenant('BASIC_VENDOR') }), 'BASIC_VENDOR'],
    [
      'Associate for the retailer’s own users',
      user({ user_type: 'INTERNAL', tenant: tenant('INTERNAL') }),
      'Associate',
    ],
    ['Associate for internal users without a tenant', user({ user_type: 'INTERNAL', tenant: null }), 'Associate'],
  ])('gives %s', (_, details, expected) => {
    expect(analyticsRole(details)).toBe(expected);
  });
});

describe('subscriptionPlan', () => {
  it.each([
    ['an external supplier', user(), 'Charter'],
    ['an external agency', user({ tenant: tenant('THIRD_PARTY_AGENCY') }), 'Charter'],
    ['an external basic vendor', user({ tenant: tenant('BASIC_VENDOR') }), 'Basic'],
    ['an external basic agency', user({ tenant: tenant('BASIC_THIRD_PARTY_AGENCY') }), 'Basic'],
    ['an internal user of a supplier', user({ user_type: 'INTERNAL' }), null],
    ['an associate', user({ user_type: 'INTERNAL', tenant: tenant('INTERNAL') }), null],
    ['an external user without a tenant', user({ tenant: null }), null],
  ])('for %s is %s', (_, details, expected) => {
    expect(subscriptionPlan(details)).toBe(expected);
  });
});

describe('basic users and their access label', () => {
  it('labels basic tenants basic and every other user standard', () => {
    for (const type of ['BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY'] as const) {
      expect(isBasicUser(user({ tenant: tenant(type) }))).toBe(true);
      expect(accessTypeLabel(user({ tenant: tenant(type) }))).toBe('basic');
    }
    for (const details of [user(), user({ tenant: tenant('INTERNAL') }), user({ tenant: null })]) {
      expect(isBasicUser(details)).toBe(false);
      expect(accessTypeLabel(details)).toBe('standard');
    }
  });
});

describe('isSponsoredThirdPartySupplier', () => {
  it('needs an external third-party user', () => {
    expect(isSponsoredThirdPartySupplier(user({ third_party_user: true }))).toBe(true);
    expect(isSponsoredThirdPartySupplier(user({ third_party_user: true, user_type: 'INTERNAL' }))).toBe(false);
    expect(isSponsoredThirdPartySupplier(user())).toBe(false);
  });
});
