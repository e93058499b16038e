import { describe, expect, it } from 'vitest';
import { personaType } from './derivations';
import { ROLES } from './identity-values';
import { hasPermission, isWritePermission, ROLE_AUTHZ } from './permissions';

const LIST_USERS = { action: 'LIST', resource: 'USER' } as const;

describe('the role table', () => {
  it('gives the spectator view permissions only', () => {
    const { permissions } = ROLE_AUTHZ.SUPER_ADMIN_SPECTATOR;
    expect(permissions.filter(isWritePermission)).toEqual([]);
    expect(hasPermission(permissions, LIST_USERS)).toBe(true);
  });

  it('lists no permission twice for any role', () => {
    for (const role of ROLES) {
      const keys = ROLE_AUTHZ[role].permissions.map(({ action, resource }) => `${action} ${resource}`);
      expect(new Set(keys).size, role).toBe(keys.length);
    }
  });

  it('gives the admin cards’ LIST permissions to admins only', () => {
    const cards = ['USER', 'EMAIL_DOMAIN', 'COMPANY_PARTNER_ASSOCIATION', 'ACTIVITY_LOG'] as const;
    const admins = ROLES.filter((role) =>
      cards.every((resource) => hasPermission(ROLE_AUTHZ[role].permissions, { action: 'LIST', resource })),
    );
    expect(admins).toEqual(['SUPER_ADMIN', 'SUPER_ADMIN_SPECTATOR', 'SUPPLIER_ADMIN']);
  });

  it('makes super admins Supplier personas and merchants Merchant personas', () => {
    const personas = Object.fromEntries(ROLES.map((role) => [role, personaType(ROLE_AUTHZ[role].permissions)]));
    expect(personas).toMatchObject({ SUPER_ADMIN: 'Supplier', MERCHANT: 'Merchant', REGULAR_USER: null });
  });

  it('lets internal associates switch company', () => {
    expect(hasPermission(ROLE_AUTHZ.INTERNAL_ASSOCIATE.permissions, { action: 'SWITCH', resource: 'COMPANY' })).toBe(
      true,
    );
  });
});
