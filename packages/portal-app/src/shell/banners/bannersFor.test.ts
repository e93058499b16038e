import { describe, expect, it } from 'vitest';
import { users } from '../../testing/userFixtures';
import { bannersFor } from './bannersFor';

const returnToCompanyList = { labelId: 'banner.returnToCompanyList', to: '/companyList' };

describe('bannersFor', () => {
  it('shows none to visitors and to users without a special context', () => {
    expect(bannersFor(null)).toEqual([]);
    for (const user of [users.supplierAdmin, users.regularUser, users.basicUser]) expect(bannersFor(user)).toEqual([]);
  });

  it('asks super admins to pick a company to represent, spectators one to view, both with the way back', () => {
    // Before choosing, the server names no tenant.
    expect(bannersFor({ ...users.superAdmin, tenant: null })).toEqual([
      { id: 'super-admin', messageId: 'banner.superAdmin', link: returnToCompanyList },
    ]);
    expect(bannersFor({ ...users.spectator, tenant: null })).toEqual([
      { id: 'spectator', messageId: 'banner.spectator', link: returnToCompanyList },
    ]);
  });

  it('offers no way back to the company list on the company list itself', () => {
    expect(bannersFor({ ...users.superAdmin, tenant: null }, '/companyList')).toEqual([
      { id: 'super-admin', messageId: 'banner.superAdmin' },
    ]);
    expect(bannersFor({ ...users.spectator, tenant: null }, '/companyList')).toEqual([
      { id: 'spectator', messageId: 'banner.spectator' },
    ]);
  });

  it('names the company a super admin represents, or a spectator views, once chosen', () => {
    const tenant = { id: 'c-1', name: 'Maple Goods', type: 'SUPPLIER' } as const;
    expect(bannersFor({ ...users.superAdmin, tenant })).toEqual([
      { id: 'super-admin', messageId: 'banner.superAdminFor', companyName: 'Maple Goods', link: returnToCompanyList },
    ]);
    expect(bannersFor({ ...users.spectator, tenant })).toEqual([
      { id: 'spectator', messageId: 'banner.spectatorFor', companyName: 'Maple Goods', link: returnToCompanyList },
    ]);
  });

  it('tells merchants they are in the merchant view', () => {
    expect(bannersFor(users.merchant)).toEqual([{ id: 'merchant', messageId: 'banner.merchant' }]);
  });

  it('names the company a company-switch user is tagged to, and none while untagged', () => {
    expect(bannersFor(users.companySwitcher)).toEqual([
      { id: 'company-switch', messageId: 'banner.companySwitch', companyName: 'Acme Foods' },
    ]);
    expect(bannersFor({ ...users.companySwitcher, companyType: null })).toEqual([]);
  });

  it('names the company a sponsored third-party supplier of several companies works in', () => {
    expect(bannersFor(users.sponsoredSupplier)).toEqual([
      { id: 'sponsored-supplier', messageId: 'banner.sponsoredSupplier', companyName: 'Brightside Agency' },
    ]);
    expect(bannersFor({ ...users.sponsoredSupplier, accessClass: null })).toEqual([]);
  });
});
