import { AccessRequestListSchema } from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOUR_COMPANY_MESSAGE } from '../../platform/policy/guard';
import { companyIdNamed } from '../../platform/testing/demo-records';
import {
  callApi,
  errorMessageOf,
  openSeededTestApp,
  signIn,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { accessRequests } from '../profile/profile.schema';
import { ddMmYyyy } from './export-columns';
import { ACME_ADMIN, entriesOf, sheetOf, signInWithContext, SUPER_ADMIN } from './user-management.fixture';

const TAB = 'accessRequestsUserManagement';

describe.each(testDatabaseTargets)('exporting the access requests tab on $name', (target) => {
  let portal: SeededTestApp;
  let retailer: string;
  let approver: string;

  const exportTab = (search: string, acceptLanguage?: string, cookie = approver) =>
    callApi(portal.app, `/api/companies/${retailer}/users/export/${TAB}?search=${encodeURIComponent(search)}`, {
      cookie,
      acceptLanguage,
    });
  /** The list call's rows for `search`, oldest first, all on one page. */
  const listed = async (search: string, acceptLanguage?: string) => {
    const response = await callApi(
      portal.app,
      `/api/v1/identity/accounts/${retailer}/access-requests?search=${encodeURIComponent(search)}&pageSize=100`,
      { cookie: approver, acceptLanguage },
    );
    return v.parse(AccessRequestListSchema, await response.json()).items;
  };

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    retailer = await companyIdNamed(portal.database.db, 'Retailer');
    approver = await signInWithContext(portal, SUPER_ADMIN, retailer);
  });

  afterAll(() => portal?.close());

  it('exports every open request matching the search, as the list call has them', async () => {
    for (const search of ['', 'mor']) {
      const response = await exportTab(search);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="user_list_${TAB}_2026-11-22.xlsx"`,
      );
      const [headers, ...rows] = await sheetOf(response);
      expect(headers).toEqual([
        'Requested by',
        'Email',
        'Products',
        'Requester Note',
        'Requested On',
        'Supplier Company Name',
      ]);
      const items = await listed(search);
      expect(items.length).toBeGreaterThan(0);
      expect(rows).toEqual(
        items.map((item) => [
          `${item.first_name} ${item.last_name}`,
          item.email,
          item.product_text,
          item.requestor_note,
          ddMmYyyy(item.create_time),
          item.companyName,
        ]),
      );
    }
    expect(await entriesOf(portal, 'USERS_EXPORTED', TAB)).toHaveLength(2);
  });

  it('labels the columns and titles the products in the reader’s language', async () => {
    const [headers, ...rows] = await sheetOf(await exportTab('', 'es-MX'));
    expect(headers).toEqual([
      'Solicitado por',
      'Correo electrónico',
      'Productos',
      'Nota del solicitante',
      'Solicitado el',
      'Nombre de la empresa proveedora',
    ]);
    expect(rows.map((row) => row[2])).toEqual((await listed('', 'es-MX')).map((item) => item.product_text));
  });

  it('neutralises a note that would start a formula', async () => {
    const [first] = await listed('');
    await portal.database.db
      .update(accessRequests)
      .set({ requestorNote: '=1+1' })
      .where(eq(accessRequests.id, first?.id ?? ''));
    const [, firstRow] = await sheetOf(await exportTab(''));
    expect(firstRow?.[3]).toBe("'=1+1");
  });

  it('refuses another company’s admin', async () => {
    const response = await exportTab('', undefined, await signIn(portal.app, ACME_ADMIN));
    expect(await errorMessageOf(response, 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
  });
});
