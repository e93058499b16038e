import { UserListPageSchema, type UserRowTab } from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOUR_COMPANY_MESSAGE } from '../../platform/policy/guard';
import { XLSX_CONTENT_TYPE } from '../../platform/spreadsheets/xlsx-stream';
import {
  callApi,
  errorMessageOf,
  openSeededTestApp,
  signIn,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { companyIdNamed } from '../../platform/testing/demo-records';
import { users } from '../identity';
import { ddMmYyyy } from './export-columns';
import {
  ACME_ADMIN,
  ACME_USER,
  companyIds,
  entriesOf,
  NOPAL_ADMIN,
  sheetOf,
  signInWithContext,
  SPECTATOR,
} from './user-management.fixture';

describe.each(testDatabaseTargets)('exporting user tabs on $name', (target) => {
  let portal: SeededTestApp;
  let acme: string;
  let adminCookie: string;

  const exportTab = (tab: string, query = '', cookie = adminCookie, acceptLanguage?: string) =>
    callApi(portal.app, `/api/companies/${acme}/users/export/${tab}${query}`, { cookie, acceptLanguage });
  const everyRow = async (tab: UserRowTab, search: string) => {
    const response = await callApi(
      portal.app,
      `/api/companies/${acme}/users?tab=${tab}&search=${encodeURIComponent(search)}&pageSize=100&sortBy=name`,
      { cookie: adminCookie },
    );
    return v.parse(UserListPageSchema, await response.json());
  };

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    ({ acme } = await companyIds(portal));
    adminCookie = await signIn(portal.app, ACME_ADMIN);
  });

  afterAll(() => portal?.close());

  it('exports every row of the tab that matches the search, not just a page, as the list has them', async () => {
    const response = await exportTab('userManagement', '?search=son');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="user_list_userManagement_2026-11-22.xlsx"',
    );
    const [headers, ...rows] = await sheetOf(response);
    expect(headers).toEqual([
      'Name',
      'Email',
      'User Type',
      'Company Type',
      'App Access',
      'Role',
      'Status',
      'Last Login',
    ]);
    const listed = await everyRow('userManagement', 'son');
    expect(listed.total).toBeGreaterThan(10);
    expect(rows.map((row) => row[1])).toEqual(listed.items.map((item) => item.email));
    const first = listed.items[0];
    expect(rows[0]).toEqual([
      `${first?.firstName} ${first?.lastName}`,
      first?.email,
      'EXTERNAL',
      'Supplier',
      first?.uiAppAccess.join(', '),
      first?.role,
      'ACTIVE',
      ddMmYyyy(first?.uiLastLoginTime ?? null) ?? '',
    ]);
    expect(await entriesOf(portal, 'USERS_EXPORTED', 'userManagement')).toEqual([
      expect.objectContaining({ actor: ACME_ADMIN, companyId: acme }),
    ]);
  });

  it('neutralises a cell that would start a formula', async () => {
    await portal.database.db
      .update(users)
      .set({ firstName: '=HYPERLINK("http://evil.test","click")' })
      .where(eq(users.email, ACME_USER));
    const rows = await sheetOf(await exportTab('userManagement', '?search=patel'));
    expect(rows[1]?.[0]).toBe('\'=HYPERLINK("http://evil.test","click") Patel');
  });

  it('labels the columns in the reader’s language, and exports the other tabs with theirs', async () => {
    const [spanish] = await sheetOf(await exportTab('blockedUserManagement', '', adminCookie, 'es-MX'));
    expect(spanish).toContain('Fecha de bloqueo');
    const blocked = await sheetOf(await exportTab('blockedUserManagement'));
    expect(blocked[0]).toEqual([
      'Name',
      'Email',
      'User Type',
      'App Access',
      'Role',
      'Blocked Date',
      'Blocked by',
      'Reason',
    ]);
    expect(blocked).toHaveLength(9);
    expect(blocked[1]?.[5]).toMatch(/^\d{2}-\d{2}-\d{4}$/);

    // Without Accept-Language, the user's own language.
    const maple = await signIn(portal.app, 'admin@maple-goods.test');
    const mapleId = await companyIdNamed(portal.database.db, 'Maple Goods');
    const french = await callApi(portal.app, `/api/companies/${mapleId}/users/export/pendingUserManagement`, {
      cookie: maple,
    });
    expect((await sheetOf(french))[0]).toContain('Étape');
  });

  it('refuses an unknown tab, other companies and regular users; lets the spectator read', async () => {
    expect((await exportTab('everyone')).status).toBe(400);
    expect((await exportTab('userManagement', `?search=${'x'.repeat(101)}`)).status).toBe(400);
    for (const email of [NOPAL_ADMIN, ACME_USER]) {
      const response = await exportTab('userManagement', '', await signIn(portal.app, email));
      expect(await errorMessageOf(response, 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
    }
    const spectator = await signInWithContext(portal, SPECTATOR, acme);
    expect((await exportTab('sponsoredSupplier', '', spectator)).status).toBe(200);
  });
});
