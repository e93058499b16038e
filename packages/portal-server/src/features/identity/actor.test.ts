import { describe, expect, it } from 'vitest';
import { actingCompanyOf, actorOf } from './actor';

const HOME = 'company-home';
const CHOSEN = 'company-chosen';
const ADDRESS = '198.51.100.7';

const user = (role: 'SUPER_ADMIN' | 'SUPER_ADMIN_SPECTATOR' | 'REGULAR_USER') => ({
  id: `user-${role}`,
  loginId: role.toLowerCase(),
  role,
  companyId: HOME,
});

describe('actingCompanyOf', () => {
  it('gives a super admin or spectator no company until they choose one', () => {
    for (const role of ['SUPER_ADMIN', 'SUPER_ADMIN_SPECTATOR'] as const) {
      expect(actingCompanyOf(user(role), null)).toBeNull();
      expect(actingCompanyOf(user(role), CHOSEN)).toBe(CHOSEN);
    }
  });

  it('gives everyone else their home company until they switch', () => {
    expect(actingCompanyOf(user('REGULAR_USER'), null)).toBe(HOME);
    expect(actingCompanyOf(user('REGULAR_USER'), CHOSEN)).toBe(CHOSEN);
  });
});

describe('actorOf', () => {
  it('records a super admin acting for the chosen company as the acting super admin', () => {
    expect(actorOf(user('SUPER_ADMIN'), ADDRESS, CHOSEN)).toEqual({
      userId: 'user-SUPER_ADMIN',
      loginId: 'super_admin',
      companyId: CHOSEN,
      actingSuperAdmin: { userId: 'user-SUPER_ADMIN', loginId: 'super_admin' },
      address: ADDRESS,
    });
  });

  it('records a super admin without a chosen company acting for none', () => {
    expect(actorOf(user('SUPER_ADMIN'), ADDRESS)).toMatchObject({ companyId: null, actingSuperAdmin: null });
  });

  it('records a user who switched company as acting for it, with no super admin', () => {
    expect(actorOf(user('REGULAR_USER'), null, CHOSEN)).toMatchObject({
      companyId: CHOSEN,
      actingSuperAdmin: null,
      address: null,
    });
  });
});
