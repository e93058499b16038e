import type { Permission, Role } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { canActOnCompany, type CompanyActor } from './company-access';

const HOME = 'company-home';
const SPONSOR = 'company-sponsor';
const OTHER = 'company-other';

const CREATE_USER: Permission = { action: 'CREATE', resource: 'USER' };
const DELETE_DOMAIN: Permission = { action: 'DELETE', resource: 'EMAIL_DOMAIN' };
const LIST_USERS: Permission = { action: 'LIST', resource: 'USER' };

const actor = (role: Role, otherCompanyIds: string[] = []): CompanyActor => ({
  role,
  companyId: HOME,
  otherCompanyIds,
});

describe('canActOnCompany', () => {
  it('lets a super admin read and change any company', () => {
    const superAdmin = actor('SUPER_ADMIN');
    for (const company of [HOME, OTHER]) {
      expect(canActOnCompany(superAdmin, company, 'read')).toBe(true);
      expect(canActOnCompany(superAdmin, company, 'write', CREATE_USER)).toBe(true);
    }
  });

  it('lets a spectator read any company and change none, not even its own', () => {
    const spectator = actor('SUPER_ADMIN_SPECTATOR');
    for (const company of [HOME, OTHER]) {
      expect(canActOnCompany(spectator, company, 'read')).toBe(true);
      expect(canActOnCompany(spectator, company, 'write', CREATE_USER)).toBe(false);
    }
  });

  it('lets a company admin change its own company only', () => {
    const admin = actor('SUPPLIER_ADMIN');
    expect(canActOnCompany(admin, HOME, 'read')).toBe(true);
    expect(canActOnCompany(admin, HOME, 'write', DELETE_DOMAIN)).toBe(true);
    expect(canActOnCompany(admin, OTHER, 'read')).toBe(false);
    expect(canActOnCompany(admin, OTHER, 'write', DELETE_DOMAIN)).toBe(false);
  });

  it('lets a user read the other companies it works for, but change nothing without the permission', () => {
    const sponsored = actor('REGULAR_USER', [SPONSOR]);
    expect(canActOnCompany(sponsored, SPONSOR, 'read')).toBe(true);
    expect(canActOnCompany(sponsored, OTHER, 'read')).toBe(false);
    expect(canActOnCompany(sponsored, HOME, 'write', CREATE_USER)).toBe(false);
    expect(canActOnCompany(sponsored, SPONSOR, 'write', CREATE_USER)).toBe(false);
  });

  it('refuses a write named by a permission that changes nothing', () => {
    expect(canActOnCompany(actor('SUPER_ADMIN'), HOME, 'write', LIST_USERS)).toBe(false);
  });

  it('gives a user without a home company no company of its own', () => {
    const associate: CompanyActor = { role: 'INTERNAL_ASSOCIATE', companyId: null, otherCompanyIds: [] };
    expect(canActOnCompany(associate, HOME, 'read')).toBe(false);
  });
});
