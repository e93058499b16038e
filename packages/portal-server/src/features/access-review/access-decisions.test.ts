import {
  AccessApprovalsResultSchema,
  LaunchCatalogueSchema,
  MAX_DECISION_NOTE_LENGTH,
  SESSION_ERROR_MESSAGES,
  type AccessApproval,
} from '@partner-insights/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityLog } from '../../platform/audit/activity-log.schema';
import { createAuditTrail } from '../../platform/audit/audit-trail';
import { JobHandlers, jobs, startJobWorker } from '../../platform/jobs';
import { emailOutbox } from '../../platform/mail';
import { NOT_YOUR_COMPANY_MESSAGE, VIEW_ONLY_MESSAGE } from '../../platform/policy/guard';
import { companyIdNamed } from '../../platform/testing/demo-records';
import { callApi, errorMessageOf, openSeededTestApp, type SeededTestApp } from '../../platform/testing/seeded-test-app';
import { tableFingerprints } from '../../platform/testing/table-fingerprints';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { users } from '../identity';
import { productAccess, products } from '../launch-list';
import { accessRequests } from '../profile/profile.schema';
import { accessLapseHandler, accessLapseJob } from './access-lapse-job';
import { utcDayOf } from './calendar-days';
import { ALREADY_DECIDED_MESSAGE, PAST_END_DATE_MESSAGE, UNKNOWN_REQUESTS_MESSAGE } from './access-request-routes';
import {
  ACME_ADMIN,
  ACME_USER,
  ASSOCIATE,
  SPECTATOR,
  SUPER_ADMIN,
  openRequestIdsOf,
  signInFor,
} from './access-review.fixture';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseTargets)(
  'POST /api/v1/identity/accounts/:tenantId/bulk-access-requests on $name',
  (target) => {
    let portal: SeededTestApp;
    let retailerId: string;
    let approver: string;

    const decisionsPath = (companyId: string) => `/api/v1/identity/accounts/${companyId}/bulk-access-requests`;
    const decide = (approvals: readonly Partial<AccessApproval>[], cookie = approver, companyId = retailerId) =>
      callApi(portal.app, decisionsPath(companyId), {
        method: 'POST',
        cookie,
        body: { tenantId: companyId, approvals },
      });

    const userIdOf = async (email: string) => {
      const [user] = await portal.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) throw new Error(`No user ${email}`);
      return user.id;
    };
    const accessOf = async (email: string, code: string) => {
      const [row] = await portal.database.db
        .select({ status: productAccess.status, endsOn: productAccess.endsOn })
        .from(productAccess)
        .innerJoin(products, eq(products.id, productAccess.productId))
        .where(and(eq(productAccess.userId, await userIdOf(email)), eq(products.code, code)));
      return row ?? null;
    };
    const requestRow = async (id: string) => {
      const [row] = await portal.database.db.select().from(accessRequests).where(eq(accessRequests.id, id));
      return row;
    };
    const mailsTo = (address: string) =>
      portal.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, address))
        .orderBy(emailOutbox.createdAt);
    const entriesFor = (entityId: string) =>
      portal.database.db.select().from(activityLog).where(eq(activityLog.entityId, entityId));

    /** The associate asks for `codes` on the request access page; answers the new request's id. */
    async function associateRequests(codes: string[]): Promise<string> {
      const cookie = await signInFor(portal, ASSOCIATE);
      const before = await openRequestIdsOf(portal, ASSOCIATE);
      const response = await callApi(portal.app, '/api/v1/identity/users/tbecker/access-requests', {
        method: 'POST',
        cookie,
        body: { tenant_id: retailerId, userId: 'tbecker', requestor_note: 'For the weekly review', products: codes },
      });
      expect(response.status).toBe(201);
      const id = (await openRequestIdsOf(portal, ASSOCIATE)).find((open) => !before.includes(open));
      if (!id) throw new Error('The request was not filed');
      return id;
    }

    beforeAll(async () => {
      portal = await openSeededTestApp(target);
      retailerId = await companyIdNamed(portal.database.db, 'Retailer');
    });

    // Each test its own session: one moves the clock days ahead, past any session's lifetime.
    beforeEach(async () => {
      approver = await signInFor(portal, SUPER_ADMIN, 'Retailer');
    });

    afterAll(() => portal?.close());

    it('approves an associate’s request: the tile turns launchable, the request is decided, audited and mailed', async () => {
      const requestId = await associateRequests(['REPORT_BUILDER']);
      const response = await decide([{ requestId, decision: 'APPROVED' }]);
      expect(response.status).toBe(200);
      expect(v.parse(AccessApprovalsResultSchema, await response.json())).toEqual({ approved: 1, rejected: 0 });

      const launchList = await callApi(portal.app, '/api/products', { cookie: await signInFor(portal, ASSOCIATE) });
      const { products: tiles } = v.parse(LaunchCatalogueSchema, await launchList.json());
      expect(tiles.find(({ code }) => code === 'REPORT_BUILDER')?.accessStatus).toBe('ACCESS_COMPLETE');
      expect(await accessOf(ASSOCIATE, 'REPORT_BUILDER')).toEqual({ status: 'ACCESS_COMPLETE', endsOn: null });

      expect(await requestRow(requestId)).toMatchObject({
        status: 'APPROVED',
        decidedBy: 'dwhitfield',
        decidedAt: portal.now(),
        decisionNote: '',
        endDate: null,
      });
      expect(await entriesFor(requestId)).toEqual([
        expect.objectContaining({ event: 'ACCESS_REQUESTED' }),
        expect.objectContaining({
          event: 'ACCESS_REQUEST_APPROVED',
          actor: 'dwhitfield',
          actingSuperAdmin: 'dwhitfield',
          companyId: retailerId,
          eventDescription: 'Approved access of tbecker to REPORT_BUILDER',
        }),
      ]);
      const [mail] = await mailsTo(ASSOCIATE);
      expect(mail).toMatchObject({ template: 'access-request-approved', locale: 'en-US' });
      expect(mail?.text).toContain('you now have access to Report Builder');
      expect(mail?.text).toContain('http://localhost:3000/apps');
    });

    it('decides many at once, and mails each requester in their own language', async () => {
      const [morales] = await openRequestIdsOf(portal, 'jmorales@retailer.test');
      const [gagnon] = await openRequestIdsOf(portal, 'sgagnon@retailer.test');
      const [chen] = await openRequestIdsOf(portal, 'kchen@retailer.test');
      if (!morales || !gagnon || !chen) throw new Error('The demo requests are missing');
      const response = await decide([
        { requestId: morales, decision: 'APPROVED' },
        { requestId: chen, decision: 'APPROVED' },
        { requestId: gagnon, decision: 'REJECTED', note: 'Merci d’utiliser les rapports partagés' },
      ]);
      expect(v.parse(AccessApprovalsResultSchema, await response.json())).toEqual({ approved: 2, rejected: 1 });

      expect(await accessOf('jmorales@retailer.test', 'CHANNEL_INSIGHTS')).toMatchObject({ status: 'ACCESS_COMPLETE' });
      expect(await accessOf('jmorales@retailer.test', 'REPORT_BUILDER')).toMatchObject({ status: 'ACCESS_COMPLETE' });
      const [approvedMail] = await mailsTo('jmorales@retailer.test');
      expect(approvedMail).toMatchObject({
        locale: 'es-MX',
        subject: 'Su solicitud de acceso a Partner Insights fue aprobada',
      });

      // The rejection takes back the pending mark, keeps the note and points to support.
      expect(await accessOf('sgagnon@retailer.test', 'CUSTOMER_PERCEPTION')).toBeNull();
      expect(await requestRow(gagnon)).toMatchObject({
        status: 'REJECTED',
        decisionNote: 'Merci d’utiliser les rapports partagés',
      });
      const [rejectedMail] = await mailsTo('sgagnon@retailer.test');
      expect(rejectedMail).toMatchObject({ template: 'access-request-rejected', locale: 'fr-CA' });
      expect(rejectedMail?.text).toContain('Merci d’utiliser les rapports partagés');
      expect(rejectedMail?.text).toContain('http://localhost:3000/support');
      expect(await entriesFor(gagnon)).toEqual([
        expect.objectContaining({
          event: 'ACCESS_REQUEST_REJECTED',
          eventDescription: 'Rejected access of sgagnon to CUSTOMER_PERCEPTION',
        }),
      ]);
    });

    it('never takes back an access given already, nor a mark another open request still needs', async () => {
      const given = await associateRequests(['CUSTOMER_PERCEPTION']);
      const [perception] = await portal.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.code, 'CUSTOMER_PERCEPTION'));
      await portal.database.db
        .update(productAccess)
        .set({ status: 'ACCESS_COMPLETE' })
        .where(
          and(eq(productAccess.userId, await userIdOf(ASSOCIATE)), eq(productAccess.productId, perception?.id ?? '')),
        );
      expect((await decide([{ requestId: given, decision: 'REJECTED' }])).status).toBe(200);
      expect(await accessOf(ASSOCIATE, 'CUSTOMER_PERCEPTION')).toMatchObject({ status: 'ACCESS_COMPLETE' });

      const first = await associateRequests(['INSIGHTS_ACTIVATION']);
      const second = await associateRequests(['INSIGHTS_ACTIVATION']);
      expect((await decide([{ requestId: first, decision: 'REJECTED' }])).status).toBe(200);
      expect(await accessOf(ASSOCIATE, 'INSIGHTS_ACTIVATION')).toMatchObject({ status: 'ACCESS_PENDING' });
      expect((await decide([{ requestId: second, decision: 'REJECTED' }])).status).toBe(200);
      expect(await accessOf(ASSOCIATE, 'INSIGHTS_ACTIVATION')).toBeNull();
    });

    it('gives access until an end date, after which a job takes it back once, as the portal itself', async () => {
      const lasting = await associateRequests(['DIGITAL_LANDSCAPES']);
      const changedSince = await associateRequests(['MODULAR_INTELLIGENCE']);
      const endDate = '2026-11-30';
      const response = await decide([
        { requestId: lasting, decision: 'APPROVED', endDate },
        { requestId: changedSince, decision: 'APPROVED', endDate },
      ]);
      expect(response.status).toBe(200);
      expect(await accessOf(ASSOCIATE, 'DIGITAL_LANDSCAPES')).toEqual({ status: 'ACCESS_COMPLETE', endsOn: endDate });
      expect(await requestRow(lasting)).toMatchObject({ endDate });
      const mail = (await mailsTo(ASSOCIATE)).find(({ text }) => text.includes('Digital Landscapes'));
      expect(mail?.text).toContain('This access ends after November 30, 2026.');

      const lapses = await portal.database.db.select().from(jobs).where(eq(jobs.kind, accessLapseJob.name));
      const planned = lapses.filter(({ payload }) =>
        [lasting, changedSince].includes((payload as { requestId: string }).requestId),
      );
      expect(planned.map(({ runAt }) => runAt)).toEqual([
        new Date('2026-12-01T00:00:00.000Z'),
        new Date('2026-12-01T00:00:00.000Z'),
      ]);

      // Given again without an end meanwhile: that access is no longer the one that lapses.
      const modular = await portal.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.code, 'MODULAR_INTELLIGENCE'));
      await portal.database.db
        .update(productAccess)
        .set({ endsOn: null })
        .where(
          and(eq(productAccess.userId, await userIdOf(ASSOCIATE)), eq(productAccess.productId, modular[0]?.id ?? '')),
        );

      portal.advanceClockBy(9 * DAY_MS);
      const worker = startJobWorker({
        db: portal.database.db,
        handlers: new JobHandlers().register(
          accessLapseJob,
          accessLapseHandler(portal.now, createAuditTrail(portal.now)),
        ),
        clock: portal.now,
        idlePollMs: 20,
        // Other kinds of jobs (mail) have no handler here; their failed attempts are no concern of this test.
        report: () => {},
      });
      try {
        await vi.waitFor(
          async () => {
            const rows = await portal.database.db
              .select({ status: jobs.status })
              .from(jobs)
              .where(
                inArray(
                  jobs.id,
                  planned.map(({ id }) => id),
                ),
              );
            expect(rows.map(({ status }) => status)).toEqual(['succeeded', 'succeeded']);
          },
          { timeout: 20_000, interval: 50 },
        );
      } finally {
        await worker.stop();
      }

      expect(await accessOf(ASSOCIATE, 'DIGITAL_LANDSCAPES')).toBeNull();
      expect(await accessOf(ASSOCIATE, 'MODULAR_INTELLIGENCE')).toEqual({ status: 'ACCESS_COMPLETE', endsOn: null });
      const lapsed = await portal.database.db.select().from(activityLog).where(eq(activityLog.event, 'ACCESS_LAPSED'));
      expect(lapsed.filter(({ entityId }) => [lasting, changedSince].includes(entityId))).toEqual([
        expect.objectContaining({
          entityId: lasting,
          actor: 'system',
          actorUserId: null,
          companyId: retailerId,
          eventDescription: `Access of tbecker to DIGITAL_LANDSCAPES lapsed after ${endDate}`,
        }),
      ]);

      // Run again, the job finds nothing left to take back and records nothing.
      const again = await accessLapseHandler(
        portal.now,
        createAuditTrail(portal.now),
      )({
        payload: { requestId: lasting },
        job: { id: UNKNOWN_ID, kind: accessLapseJob.name, attempt: 1, maxAttempts: 1 },
        db: portal.database.db,
        complete: (work) => portal.database.db.transaction(work),
      });
      expect(again).toEqual({ lapsed: 0 });
      expect(await portal.database.db.$count(activityLog, eq(activityLog.event, 'ACCESS_LAPSED'))).toBe(lapsed.length);
    });

    describe('refusals', () => {
      it('refuses another company’s admin, a regular user and the spectator with 403, a visitor with 401', async () => {
        const [open] = await openRequestIdsOf(portal, 'olopez@retailer.test');
        const approval = [{ requestId: open ?? UNKNOWN_ID, decision: 'APPROVED' as const }];
        const acmeAdmin = await signInFor(portal, ACME_ADMIN);
        expect(await errorMessageOf(await decide(approval, acmeAdmin), 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
        const acmeId = await companyIdNamed(portal.database.db, 'Acme Foods');
        const regular = await signInFor(portal, ACME_USER);
        expect(await errorMessageOf(await decide(approval, regular, acmeId), 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
        const spectator = await signInFor(portal, SPECTATOR, 'Retailer');
        expect(await errorMessageOf(await decide(approval, spectator), 403)).toBe(VIEW_ONLY_MESSAGE);
        const visitor = await callApi(portal.app, decisionsPath(retailerId), {
          method: 'POST',
          body: { tenantId: retailerId, approvals: approval },
        });
        expect(await errorMessageOf(visitor, 401)).toBe(SESSION_ERROR_MESSAGES.missingToken);
        expect(await requestRow(open ?? '')).toMatchObject({ status: 'OPEN' });
      });

      it('refuses a body naming another company than the path with 403', async () => {
        const [open] = await openRequestIdsOf(portal, 'olopez@retailer.test');
        const acmeId = await companyIdNamed(portal.database.db, 'Acme Foods');
        const response = await callApi(portal.app, decisionsPath(retailerId), {
          method: 'POST',
          cookie: approver,
          body: { tenantId: acmeId, approvals: [{ requestId: open, decision: 'APPROVED' }] },
        });
        expect(await errorMessageOf(response, 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
      });

      it('answers 404 for another company’s request or an unknown one, 409 for a decided one', async () => {
        const [acmeRequest] = await openRequestIdsOf(portal, ACME_USER);
        expect(await errorMessageOf(await decide([{ requestId: acmeRequest, decision: 'APPROVED' }]), 404)).toBe(
          UNKNOWN_REQUESTS_MESSAGE,
        );
        expect(await errorMessageOf(await decide([{ requestId: UNKNOWN_ID, decision: 'REJECTED' }]), 404)).toBe(
          UNKNOWN_REQUESTS_MESSAGE,
        );
        const [decided] = await portal.database.db
          .select({ id: accessRequests.id })
          .from(accessRequests)
          .where(and(eq(accessRequests.companyId, retailerId), ne(accessRequests.status, 'OPEN')));
        expect(await errorMessageOf(await decide([{ requestId: decided?.id, decision: 'REJECTED' }]), 409)).toBe(
          ALREADY_DECIDED_MESSAGE,
        );
      });

      it('refuses an end date before today with 400, and takes today', async () => {
        const [first, second] = await openRequestIdsOf(portal, 'lfischer@retailer.test');
        const today = utcDayOf(portal.now());
        const yesterday = utcDayOf(new Date(portal.now().getTime() - DAY_MS));
        const approval = (requestId: string | undefined, endDate: string) => [
          { requestId, decision: 'APPROVED' as const, endDate },
        ];
        expect(await errorMessageOf(await decide(approval(first, yesterday)), 400)).toBe(PAST_END_DATE_MESSAGE);
        expect(await requestRow(first ?? '')).toMatchObject({ status: 'OPEN' });
        expect((await decide(approval(second, today))).status).toBe(200);
      });

      it('refuses malformed decisions with 400', async () => {
        const [open] = await openRequestIdsOf(portal, 'olopez@retailer.test');
        for (const approvals of [
          [],
          [{ requestId: 'not-an-id', decision: 'APPROVED' }],
          [{ requestId: open, decision: 'MAYBE' }],
          [{ requestId: open, decision: 'REJECTED', note: 'x'.repeat(MAX_DECISION_NOTE_LENGTH + 1) }],
          [{ requestId: open, decision: 'APPROVED', endDate: '30/11/2026' }],
          [
            { requestId: open, decision: 'APPROVED' },
            { requestId: open, decision: 'REJECTED' },
          ],
        ]) {
          await errorMessageOf(await decide(approvals as Partial<AccessApproval>[]), 400);
        }
        expect(await requestRow(open ?? '')).toMatchObject({ status: 'OPEN' });
      });

      it('writes nothing when one request of a batch cannot be decided', async () => {
        const [olopez] = await openRequestIdsOf(portal, 'olopez@retailer.test');
        const [mwangi] = await openRequestIdsOf(portal, 'pmwangi@retailer.test');
        const before = await tableFingerprints(portal.database.db);
        const batch = (third: string) => [
          { requestId: olopez, decision: 'APPROVED' as const },
          { requestId: mwangi, decision: 'REJECTED' as const },
          { requestId: third, decision: 'APPROVED' as const },
        ];
        await errorMessageOf(await decide(batch(UNKNOWN_ID)), 404);
        const [decided] = await portal.database.db
          .select({ id: accessRequests.id })
          .from(accessRequests)
          .where(and(eq(accessRequests.companyId, retailerId), eq(accessRequests.status, 'REJECTED')));
        await errorMessageOf(await decide(batch(decided?.id ?? '')), 409);
        expect(await tableFingerprints(portal.database.db)).toEqual(before);
        expect(await requestRow(olopez ?? '')).toMatchObject({ status: 'OPEN' });
        expect(await requestRow(mwangi ?? '')).toMatchObject({ status: 'OPEN' });
      });
    });
  },
);
