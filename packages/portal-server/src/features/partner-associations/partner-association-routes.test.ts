import {
  ActivePartnerAppsSchema,
  LaunchCatalogueSchema,
  PartnerAssociationListSchema,
  PartnerAssociationRowSchema,
  PartnerCheckSchema,
} from '@partner-insights/contracts';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditTrail } from '../../platform/audit/audit-trail';
import { activityLog } from '../../platform/audit/activity-log.schema';
import { NOT_YOUR_COMPANY_MESSAGE, VIEW_ONLY_MESSAGE } from '../../platform/policy/guard';
import { companyIdNamed } from '../../platform/testing/demo-records';
import { callApi, errorMessageOf, openSeededTestApp, type SeededTestApp } from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { ACME_ADMIN, ACME_USER, SPECTATOR, signInFor } from '../access-review/access-review.fixture';
import { NO_SUCH_ASSOCIATION_MESSAGE, PAST_END_DATE_MESSAGE, UNKNOWN_APPS_MESSAGE } from './partner-association-routes';
import { partnerLapseHandler, partnerLapseJob } from './partner-lapse-job';

const MAPLE_ADMIN = 'admin@maple-goods.test';
const AGENCY_USER = 'agency@brightside-agency.test';
const BRIGHTSIDE_CODE = '3P1042';
const DAY_MS = 24 * 60 * 60 * 1000;
const SOME_JOB_ID = '0b6f5c1e-2d3a-4b5c-8d7e-9f0a1b2c3d4e';

describe.each(testDatabaseTargets)(
  'partner associations, /api/companies/:companyId/partner-associations, on $name',
  (target) => {
    let portal: SeededTestApp;

    const partnersPath = async (companyName: string, rest = '') =>
      `/api/companies/${await companyIdNamed(portal.database.db, companyName)}/partner-associations${rest}`;
    const listOf = async (cookie: string, companyName: string, query = '') => {
      const response = await callApi(portal.app, await partnersPath(companyName, query), { cookie });
      expect(response.status).toBe(200);
      return v.parse(PartnerAssociationListSchema, await response.json());
    };
    const checkCode = async (cookie: string, companyName: string, businessCode: string) => {
      const response = await callApi(
        portal.app,
        await partnersPath(companyName, `/validate?businessCode=${encodeURIComponent(businessCode)}`),
        { cookie },
      );
      expect(response.status).toBe(200);
      return v.parse(PartnerCheckSchema, await response.json());
    };
    const associate = async (cookie: string, companyName: string, body: unknown) =>
      callApi(portal.app, await partnersPath(companyName), { method: 'POST', cookie, body });
    /** The apps the agency's user may launch on the US site. */
    const agencyApps = async () => {
      const cookie = await signInFor(portal, AGENCY_USER);
      const response = await callApi(portal.app, '/api/products', { cookie });
      expect(response.status).toBe(200);
      const { products } = v.parse(LaunchCatalogueSchema, await response.json());
      return products
        .filter(({ accessStatus }) => accessStatus === 'ACCESS_COMPLETE')
        .map(({ code }) => code)
        .sort();
    };
    const eventsOf = async (companyName: string) =>
      (
        await portal.database.db
          .select({ event: activityLog.event, actor: activityLog.actor })
          .from(activityLog)
          .where(eq(activityLog.companyId, await companyIdNamed(portal.database.db, companyName)))
          .orderBy(asc(activityLog.createdAt))
      ).filter(({ event }) => event.startsWith('PARTNER_'));

    beforeAll(async () => {
      portal = await openSeededTestApp(target);
    });

    afterAll(() => portal?.close());

    it('lists Acme Foods’ seeded agency with its apps, searched and sorted', async () => {
      const cookie = await signInFor(portal, ACME_ADMIN);
      const { items, total } = await listOf(cookie, 'Acme Foods', '?search=bright&sortBy=partnerCode&sortOrder=DESC');
      expect(total).toBe(1);
      expect(items[0]?.partnerCompany).toMatchObject({
        companyName: 'Brightside Agency',
        businessCode: BRIGHTSIDE_CODE,
      });
      expect(items[0]?.appAccess.map(({ code }) => code).sort()).toEqual(['CUSTOMER_PERCEPTION', 'SHOPPER_BEHAVIOR']);
      expect((await listOf(cookie, 'Acme Foods', '?search=nothing-like-it')).total).toBe(0);
    });

    it('checks a partner code: unknown, not an agency, already associated, or the agency', async () => {
      const cookie = await signInFor(portal, ACME_ADMIN);
      expect(await checkCode(cookie, 'Acme Foods', 'NOPE-1')).toEqual({ problem: 'unknownCode' });
      expect((await checkCode(cookie, 'Acme Foods', '104877')).problem).toBe('notAgency');
      expect((await checkCode(cookie, 'Acme Foods', BRIGHTSIDE_CODE)).problem).toBe('alreadyAssociated');
      const maple = await signInFor(portal, MAPLE_ADMIN);
      expect(await checkCode(maple, 'Maple Goods', '3p1042')).toEqual({
        partnerCompany: expect.objectContaining({ companyName: 'Brightside Agency', businessCode: BRIGHTSIDE_CODE }),
      });
      await errorMessageOf(
        await callApi(portal.app, await partnersPath('Maple Goods', '/validate'), { cookie: maple }),
        400,
      );
    });

    it('lists the company’s apps a partner may be given, marking the partner’s own', async () => {
      const cookie = await signInFor(portal, ACME_ADMIN);
      const acmeId = await companyIdNamed(portal.database.db, 'Acme Foods');
      const brightsideId = await companyIdNamed(portal.database.db, 'Brightside Agency');
      const response = await callApi(
        portal.app,
        `/api/v2/identity/tenants/${acmeId}/products?associated_tenant_id=${brightsideId}`,
        { cookie },
      );
      expect(response.status).toBe(200);
      const apps = (await response.json()) as { code: string; associated: boolean }[];
      expect(
        apps
          .filter(({ associated }) => associated)
          .map(({ code }) => code)
          .sort(),
      ).toEqual(['CUSTOMER_PERCEPTION', 'SHOPPER_BEHAVIOR']);
      expect(apps.length).toBeGreaterThan(2);
      const active = await callApi(portal.app, `/api/v2/identity/tenants/${acmeId}/fetch-active-partner-access-apps`, {
        method: 'POST',
        cookie,
        body: { partnerTenantIds: [brightsideId] },
      });
      expect(v.parse(ActivePartnerAppsSchema, await active.json())).toEqual([
        { partnerTenantId: brightsideId, apps: ['CUSTOMER_PERCEPTION', 'SHOPPER_BEHAVIOR'] },
      ]);
    });

    it('associates an agency with apps, which its users then reach; a change and the end take them away', async () => {
      expect(await agencyApps()).toEqual(['CUSTOMER_PERCEPTION', 'SHOPPER_BEHAVIOR']);
      const cookie = await signInFor(portal, MAPLE_ADMIN);
      const unknown = await associate(cookie, 'Maple Goods', {
        businessCode: BRIGHTSIDE_CODE,
        apps: ['CUSTOMER_PERCEPTION'],
      });
      expect(await errorMessageOf(unknown, 400)).toBe(UNKNOWN_APPS_MESSAGE);
      const created = await associate(cookie, 'Maple Goods', {
        businessCode: BRIGHTSIDE_CODE,
        apps: ['REPORT_BUILDER'],
      });
      expect(created.status).toBe(201);
      const association = v.parse(PartnerAssociationRowSchema, await created.json());
      expect(association.appAccess.map(({ code }) => code)).toEqual(['REPORT_BUILDER']);
      expect(await agencyApps()).toEqual(['CUSTOMER_PERCEPTION', 'REPORT_BUILDER', 'SHOPPER_BEHAVIOR']);
      expect(
        await errorMessageOf(
          await associate(cookie, 'Maple Goods', { businessCode: BRIGHTSIDE_CODE, apps: ['REPORT_BUILDER'] }),
          409,
        ),
      ).toBeTruthy();

      // A second apart, so the log's order by time is the order of the changes.
      portal.advanceClockBy(1000);
      const changed = await callApi(portal.app, await partnersPath('Maple Goods', `/${association.id}`), {
        method: 'PUT',
        cookie,
        body: { apps: ['SHOPPER_BEHAVIOR'] },
      });
      expect(changed.status).toBe(200);
      expect(await agencyApps()).toEqual(['CUSTOMER_PERCEPTION', 'SHOPPER_BEHAVIOR']);

      portal.advanceClockBy(1000);
      const ended = await callApi(portal.app, await partnersPath('Maple Goods', `/${association.id}`), {
        method: 'DELETE',
        cookie,
      });
      expect(ended.status).toBe(204);
      const again = await callApi(portal.app, await partnersPath('Maple Goods', `/${association.id}`), {
        method: 'DELETE',
        cookie,
      });
      expect(await errorMessageOf(again, 404)).toBe(NO_SUCH_ASSOCIATION_MESSAGE);
      expect((await eventsOf('Maple Goods')).map(({ event }) => event)).toEqual([
        'PARTNER_ASSOCIATED',
        'PARTNER_ACCESS_CHANGED',
        'PARTNER_ASSOCIATION_ENDED',
      ]);
    });

    it('ends a time-limited association by itself after its last day', async () => {
      const cookie = await signInFor(portal, MAPLE_ADMIN);
      const today = portal.now().toISOString().slice(0, 10);
      const past = await associate(cookie, 'Maple Goods', {
        businessCode: BRIGHTSIDE_CODE,
        apps: ['REPORT_BUILDER'],
        endsOn: '2020-01-01',
      });
      expect(await errorMessageOf(past, 400)).toBe(PAST_END_DATE_MESSAGE);
      const created = await associate(cookie, 'Maple Goods', {
        businessCode: BRIGHTSIDE_CODE,
        apps: ['REPORT_BUILDER'],
        endsOn: today,
      });
      const association = v.parse(PartnerAssociationRowSchema, await created.json());
      expect(association.endsOn).toBe(today);
      const lapse = () =>
        partnerLapseHandler(
          portal.now,
          createAuditTrail(portal.now),
        )({
          payload: { associationId: association.id },
          job: { id: SOME_JOB_ID, kind: partnerLapseJob.name, attempt: 1, maxAttempts: 1 },
          db: portal.database.db,
          complete: (work) => portal.database.db.transaction(work),
        });
      expect(await lapse()).toEqual({ lapsed: false });
      portal.advanceClockBy(DAY_MS);
      expect(await lapse()).toEqual({ lapsed: true });
      expect(await lapse()).toEqual({ lapsed: false });
      // A day later the session has ended too.
      expect((await listOf(await signInFor(portal, MAPLE_ADMIN), 'Maple Goods')).total).toBe(0);
      expect((await eventsOf('Maple Goods')).at(-1)).toEqual({ event: 'PARTNER_ASSOCIATION_LAPSED', actor: 'system' });
    });

    it('lets the spectator read but not write, and refuses another company’s admin and a regular user', async () => {
      const spectator = await signInFor(portal, SPECTATOR, 'Acme Foods');
      expect((await listOf(spectator, 'Acme Foods')).total).toBe(1);
      const write = await associate(spectator, 'Acme Foods', { businessCode: '3P7009', apps: ['SHOPPER_BEHAVIOR'] });
      expect(await errorMessageOf(write, 403)).toBe(VIEW_ONLY_MESSAGE);
      const acmeAdmin = await signInFor(portal, ACME_ADMIN);
      const other = await callApi(portal.app, await partnersPath('Maple Goods'), { cookie: acmeAdmin });
      expect(await errorMessageOf(other, 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
      const otherWrite = await associate(acmeAdmin, 'Maple Goods', {
        businessCode: '3P7009',
        apps: ['SHOPPER_BEHAVIOR'],
      });
      expect(await errorMessageOf(otherWrite, 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
      const regular = await signInFor(portal, ACME_USER);
      await errorMessageOf(await callApi(portal.app, await partnersPath('Acme Foods'), { cookie: regular }), 403);
      for (const body of [
        {},
        { businessCode: '3P7009', apps: [] },
        { businessCode: '3P7009', apps: ['X'], endsOn: 'soon' },
      ]) {
        await errorMessageOf(await associate(acmeAdmin, 'Acme Foods', body), 400);
      }
    });
  },
);
