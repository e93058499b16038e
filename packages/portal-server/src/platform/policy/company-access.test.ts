import { ROLES, type Permission, type Role } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { canActOnCompany, choosesCompanyContext, isViewOnly, type CompanyActor } from './company-access';

const HOME = 'company-home';
const TAGGED = 'company-tagged';
const CHOSEN = 'company-chosen';
const OTHER = 'company-other';

const CREATE_USER: Permission = { action: 'CREATE', resource: 'USER' };
const LIST_USERS: Permission = { action: 'LIST', resource: 'USER' };
const UPDATE_OWN_SETTINGS: Permission = { action: 'UPDATE', resource: 'USER_SETTINGS' };

const actor = (role: Role, { context = null as string | null, tagged = [] as string[] } = {}): CompanyActor => ({
  role,
  homeCompanyId: HOME,
  contextCompanyId: context,
  taggedCompanyIds: tagged,
});

/** Whether the actor may [read, change] the company's users. */
const usersAccess = (who: CompanyActor, companyId: string) => [
  canActOnCompany(who, companyId, LIST_USERS, 'read'),
  canActOnCompany(who, companyId, CREATE_USER, 'write'),
];

describe('canActOnCompany', () => {
  it('lets a super admin act only on the company chosen as context, not even its own before choosing', () => {
    for (const company of [HOME, OTHER]) expect(usersAccess(actor('SUPER_ADMIN'), company)).toEqual([false, false]);
    const chosen = actor('SUPER_ADMIN', { context: CHOSEN });
    expect(usersAccess(chosen, CHOSEN)).toEqual([true, true]);
    for (const company of [HOME, OTHER]) expect(usersAccess(chosen, company)).toEqual([false, false]);
  });

  it('lets a spectator read the company chosen as context and change nothing, there or anywhere', () => {
    const spectator = actor('SUPER_ADMIN_SPECTATOR', { context: CHOSEN });
    expect(usersAccess(spectator, CHOSEN)).toEqual([true, false]);
    expect(usersAccess(spectator, OTHER)).toEqual([false, false]);
    for (const company of [CHOSEN, HOME]) {
      expect(canActOnCompany(spectator, company, UPDATE_OWN_SETTINGS, 'write')).toBe(false);
    }
  });

  it('lets a company admin act on its own company only, even with a context recorded', () => {
    const admin = actor('SUPPLIER_ADMIN', { context: OTHER });
    expect(usersAccess(admin, HOME)).toEqual([true, true]);
    expect(usersAccess(admin, OTHER)).toEqual([false, false]);
  });

  it('lets company-switch and sponsored users act on the companies tagged to them besides their own', () => {
    for (const role of ['INTERNAL_ASSOCIATE', 'REGULAR_USER'] as const) {
      const user = actor(role, { tagged: [TAGGED] });
      for (const company of [HOME, TAGGED]) {
        expect(canActOnCompany(user, company, UPDATE_OWN_SETTINGS, 'write')).toBe(true);
      }
      expect(canActOnCompany(user, OTHER, UPDATE_OWN_SETTINGS, 'write')).toBe(false);
    }
  });

  it('needs the declared permission for reads and writes alike', () => {
    const user = actor('REGULAR_USER', { tagged: [TAGGED] });
    expect(canActOnCompany(user, HOME, LIST_USERS, 'read')).toBe(false);
    expect(canActOnCompany(user, TAGGED, CREATE_USER, 'write')).toBe(false);
  });

  it('refuses a write named by a permission that changes nothing', () => {
    expect(canActOnCompany(actor('SUPER_ADMIN', { context: CHOSEN }), CHOSEN, LIST_USERS, 'write')).toBe(false);
  });

  it('gives a user without a home company none of its own', () => {
    const associate: CompanyActor = { ...actor('INTERNAL_ASSOCIATE'), homeCompanyId: null };
    expect(canActOnCompany(associate, HOME, UPDATE_OWN_SETTINGS, 'read')).toBe(false);
  });
});

describe('roles', () => {
  it('makes the spectator the only view-only role', () => {
    expect(ROLES.filter(isViewOnly)).toEqual(['SUPER_ADMIN_SPECTATOR']);
  });

  it('has super admins and spectators, and no one else, choose a company context', () => {
    expect(ROLES.filter(choosesCompanyContext)).toEqual(['SUPER_ADMIN', 'SUPER_ADMIN_SPECTATOR']);
  });
});
