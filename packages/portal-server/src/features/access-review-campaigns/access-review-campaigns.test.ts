import {
  AccessAuditStateSchema,
  AccessReviewCampaignListSchema,
  AccessReviewUserListSchema,
  CampaignCompanyListSchema,
  SESSION_ERROR_MESSAGES,
} from '@partner-insights/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../platform/audit/activity-log.schema';
import { createAuditTrail } from '../../platform/audit/audit-trail';
import type { DbTransaction } from '../../platform/db/database';
import { createJobQueue, jobs, type JobHandler } from '../../platform/jobs';
import { createOutbox } from '../../platform/mail';
import { emailOutbox } from '../../platform/mail/outbox.schema';
import { NOT_PERMITTED_MESSAGE, NOT_YOUR_COMPANY_MESSAGE, VIEW_ONLY_MESSAGE } from '../../platform/policy/guard';
import { companyIdNamed } from '../../platform/testing/demo-records';
import {
  callApi,
  errorMessageOf,
  openSeededTestApp,
  signIn,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { ACME_ADMIN, ACME_USER, SPECTATOR, SUPER_ADMIN } from '../access-review/access-review.fixture';
import { OWN_ACCESS_MESSAGE } from '../access-review/access-review-users-routes';
import { users } from '../identity';
import { campaignDeadlineHandler, campaignDeadlineJob, campaignMailHandler, campaignMailJob } from './campaign-jobs';
import { PAST_DUE_DATE_MESSAGE, UNKNOWN_COMPANIES_MESSAGE } from './campaign-routes';
import { DEMO_REVIEWED_COMPANIES } from './seed/seed-campaign';

const MAPLE_ADMIN = 'admin@maple-goods.test';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseTargets)('access review campaigns on $name', (target) => {
  let portal: SeededTestApp;
  let superAdmin: string;
  let acmeAdmin: string;

  const day = (inDays: number) => new Date(portal.now().getTime() + inDays * 86_400_000).toISOString().slice(0, 10);
  const open = (cookie: string, body: unknown) =>
    callApi(portal.app, '/api/access-review-campaigns', { method: 'POST', cookie, body });
  const runJob = <P, R>(handler: JobHandler<P, R>, kind: string, payload: P) =>
    handler({
      payload,
      job: { id: UNKNOWN_ID, kind, attempt: 1, maxAttempts: 1 },
      db: portal.database.db,
      complete: (work: (tx: DbTransaction) => Promise<R>) => portal.database.db.transaction(work),
    });
  const mailHandler = () => campaignMailHandler(createOutbox(portal.now, createJobQueue(portal.now)));
  const campaignsPage = async () => {
    const response = await callApi(portal.app, '/api/access-review-campaigns?sortBy=createdAt&sortOrder=ASC', {
      cookie: superAdmin,
    });
    expect(response.status).toBe(200);
    return v.parse(AccessReviewCampaignListSchema, await response.json());
  };
  /** The seeded campaign: the one of many companies (seeded on the real clock, not the test's). */
  const seededCampaignId = async () =>
    (await campaignsPage()).items.find(({ companies }) => companies > DEMO_REVIEWED_COMPANIES.length)?.id ?? UNKNOWN_ID;
  const progressOf = async (campaignId: string, query = '') => {
    const response = await callApi(portal.app, `/api/access-review-campaigns/${campaignId}/companies${query}`, {
      cookie: superAdmin,
    });
    expect(response.status).toBe(200);
    return v.parse(CampaignCompanyListSchema, await response.json());
  };
  const userNamed = async (email: string) => {
    const [user] = await portal.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`No user ${email}`);
    return user;
  };

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    superAdmin = await signIn(portal.app, SUPER_ADMIN);
    acmeAdmin = await signIn(portal.app, ACME_ADMIN);
  });
  afterAll(() => portal?.close());

  describe('refusals', () => {
    it('refuses a supplier admin every campaign route, a spectator opening one, and a visitor', async () => {
      const body = { dueDate: day(10), allCompanies: true, companyIds: [] };
      expect(await errorMessageOf(await open(acmeAdmin, body), 403)).toBe(NOT_PERMITTED_MESSAGE);
      for (const path of ['', `/${UNKNOWN_ID}/companies`, `/${UNKNOWN_ID}/evidence`]) {
        const read = await callApi(portal.app, `/api/access-review-campaigns${path}`, { cookie: acmeAdmin });
        expect(await errorMessageOf(read, 403)).toBe(NOT_PERMITTED_MESSAGE);
      }
      const spectator = await signIn(portal.app, SPECTATOR);
      expect(await errorMessageOf(await open(spectator, body), 403)).toBe(VIEW_ONLY_MESSAGE);
      expect((await callApi(portal.app, '/api/access-review-campaigns', { cookie: spectator })).status).toBe(200);
      expect(await errorMessageOf(await open('', body), 401)).toBe(SESSION_ERROR_MESSAGES.missingToken);
    });

    it('refuses a past due date, unknown companies, no company and an unknown campaign', async () => {
      const maple = await companyIdNamed(portal.database.db, 'Maple Goods');
      const past = await open(superAdmin, { dueDate: day(-1), allCompanies: false, companyIds: [maple] });
      expect(await errorMessageOf(past, 422)).toBe(PAST_DUE_DATE_MESSAGE);
      const unknown = await open(superAdmin, { dueDate: day(5), allCompanies: false, companyIds: [maple, UNKNOWN_ID] });
      expect(await errorMessageOf(unknown, 404)).toBe(UNKNOWN_COMPANIES_MESSAGE);
      await errorMessageOf(await open(superAdmin, { dueDate: day(5), allCompanies: false, companyIds: [] }), 400);
      await errorMessageOf(
        await callApi(portal.app, `/api/access-review-campaigns/nope/companies`, { cookie: superAdmin }),
        404,
      );
    });

    it('refuses the review of a company the caller does not act for', async () => {
      const nopal = await companyIdNamed(portal.database.db, 'Nopal Foods');
      const path = `/api/companies/${nopal}/access-audit/users`;
      expect(await errorMessageOf(await callApi(portal.app, path, { cookie: acmeAdmin }), 403)).toBe(
        NOT_YOUR_COMPANY_MESSAGE,
      );
      expect(await errorMessageOf(await callApi(portal.app, path, { cookie: superAdmin }), 403)).toBe(
        NOT_YOUR_COMPANY_MESSAGE,
      );
      const regular = await signIn(portal.app, ACME_USER);
      const acme = await companyIdNamed(portal.database.db, 'Acme Foods');
      const decide = await callApi(portal.app, `/api/companies/${acme}/access-audit/users/${UNKNOWN_ID}`, {
        method: 'PUT',
        cookie: regular,
        body: { decision: 'KEEP' },
      });
      expect(await errorMessageOf(decide, 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
    });
  });

  it('opens a campaign, records it, mails the admins in their language and reminds them once', async () => {
    const maple = await companyIdNamed(portal.database.db, 'Maple Goods');
    const opened = await open(superAdmin, { dueDate: day(20), allCompanies: false, companyIds: [maple] });
    expect(opened.status).toBe(201);
    const { id } = v.parse(v.object({ id: v.string() }), await opened.json());

    const mapleAdmin = await signIn(portal.app, MAPLE_ADMIN);
    const state = await callApi(portal.app, `/api/companies/${maple}/access-audit`, { cookie: mapleAdmin });
    expect(v.parse(AccessAuditStateSchema, await state.json()).audit).toMatchObject({
      dueDate: day(20),
      completedAt: null,
    });
    const [entry] = await portal.database.db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(entry).toMatchObject({ event: 'ACCESS_REVIEW_CAMPAIGN_OPENED', actor: 'dwhitfield', companyId: null });

    const planned = await portal.database.db
      .select({ kind: jobs.kind, payload: jobs.payload, runAt: jobs.runAt })
      .from(jobs)
      .where(inArray(jobs.kind, [campaignMailJob.name, campaignDeadlineJob.name]));
    const ofCampaign = planned.filter(({ payload }) => (payload as { campaignId: string }).campaignId === id);
    const deadline = new Date(`${day(21)}T00:00:00.000Z`);
    expect(ofCampaign.map(({ kind, runAt }) => [kind, runAt.toISOString()]).sort()).toEqual(
      [
        [campaignDeadlineJob.name, deadline.toISOString()],
        [campaignMailJob.name, portal.now().toISOString()],
        [campaignMailJob.name, new Date(deadline.getTime() - 7 * 86_400_000).toISOString()],
        [campaignMailJob.name, new Date(deadline.getTime() - 86_400_000).toISOString()],
      ].sort(),
    );

    const mailsToMaple = () =>
      portal.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, MAPLE_ADMIN));
    const admins = await portal.database.db.$count(
      users,
      and(eq(users.companyId, maple), eq(users.role, 'SUPPLIER_ADMIN'), eq(users.status, 'ACTIVE')),
    );
    const mail = (daysBefore: number | null) =>
      runJob(mailHandler(), campaignMailJob.name, { campaignId: id, daysBefore });
    expect(await mail(null)).toEqual({ mailed: admins });
    expect(await mail(7)).toEqual({ mailed: admins });
    expect(await mail(7)).toEqual({ mailed: 0 });
    const mails = await mailsToMaple();
    expect(mails.map(({ locale, subject }) => [locale, subject])).toEqual([
      ['fr-CA', 'Vérifiez qui a accès à Partner Insights'],
      ['fr-CA', 'Rappel\u00a0: il reste 7 jours pour terminer l’audit des accès'],
    ]);
  });

  it('lists the company’s users for review, paged, sorted and searched, and records each decision', async () => {
    const acme = await companyIdNamed(portal.database.db, 'Acme Foods');
    const listPath = `/api/companies/${acme}/access-audit/users`;
    const list = async (query: string) => {
      const response = await callApi(portal.app, `${listPath}${query}`, { cookie: acmeAdmin });
      expect(response.status).toBe(200);
      return v.parse(AccessReviewUserListSchema, await response.json());
    };
    const all = await list('?pageSize=100&sortBy=email&sortOrder=DESC');
    expect(all.items.map(({ email }) => email)).toEqual(
      all.items
        .map(({ email }) => email)
        .sort()
        .reverse(),
    );
    expect(all.items.every(({ decision }) => decision === null)).toBe(true);
    const firstPage = await list('?pageSize=10');
    expect(firstPage.items.length).toBe(Math.min(10, all.total));
    expect((await list(`?search=${encodeURIComponent('user@acme')}`)).items.map(({ email }) => email)).toEqual([
      ACME_USER,
    ]);

    const decide = (userId: string, decision: string) =>
      callApi(portal.app, `${listPath}/${userId}`, { method: 'PUT', cookie: acmeAdmin, body: { decision } });
    const regular = await userNamed(ACME_USER);
    const admin = await userNamed(ACME_ADMIN);
    expect((await decide(regular.id, 'KEEP')).status).toBe(204);
    expect((await decide(regular.id, 'REMOVE')).status).toBe(204);
    expect(await errorMessageOf(await decide(admin.id, 'REMOVE'), 409)).toBe(OWN_ACCESS_MESSAGE);
    await errorMessageOf(await decide(UNKNOWN_ID, 'KEEP'), 404);
    await errorMessageOf(await decide(regular.id, 'MAYBE'), 400);
    const decided = (await list('?search=user%40acme')).items[0];
    expect(decided).toMatchObject({ decision: 'REMOVE', decidedBy: ACME_ADMIN, decidedAt: portal.now().toISOString() });
    const entries = await portal.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.event, 'ACCESS_REVIEW_DECIDED'), eq(activityLog.entityId, regular.id)));
    expect(entries).toHaveLength(2);
  });

  it('completes the review: undecided users kept, removed ones blocked; progress and evidence show it', async () => {
    const acme = await companyIdNamed(portal.database.db, 'Acme Foods');
    const completed = await callApi(portal.app, `/api/companies/${acme}/access-audit`, {
      method: 'PUT',
      cookie: acmeAdmin,
      body: { reviewedUsers: true, madeChanges: true, acknowledged: true },
    });
    expect(completed.status).toBe(200);
    expect((await userNamed(ACME_USER)).status).toBe('BLOCKED');
    expect((await userNamed(ACME_ADMIN)).status).toBe('ACTIVE');

    const campaignId = await seededCampaignId();
    const progress = await progressOf(campaignId, `?search=${encodeURIComponent('Acme Foods')}`);
    const acmeTotal = await portal.database.db.$count(users, eq(users.companyId, acme));
    expect(progress.items).toEqual([
      expect.objectContaining({
        companyName: 'Acme Foods',
        status: 'COMPLETED',
        completedBy: ACME_ADMIN,
        kept: acmeTotal - 1,
        removed: 1,
      }),
    ]);
    const paged = await progressOf(campaignId, '?pageSize=10&page=2&sortBy=companyName');
    expect(paged.total).toBeGreaterThan(20);
    expect(paged.items).toHaveLength(10);

    const evidence = await callApi(portal.app, `/api/access-review-campaigns/${campaignId}/evidence`, {
      cookie: superAdmin,
    });
    expect(evidence.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await evidence.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(5).value).toBe('Decision');
    const rows = sheet?.getSheetValues().slice(2) as unknown[][];
    expect(rows.find((row) => row[4] === ACME_USER)?.slice(1)).toEqual([
      'Acme Foods',
      'COMPLETED',
      expect.any(String),
      ACME_USER,
      'REMOVE',
      ACME_ADMIN,
      expect.any(String),
      ACME_ADMIN,
      expect.any(String),
      'Yes',
      'Yes',
      'Yes',
    ]);
  });

  it('at the deadline blocks the users of the companies that did not complete, their admins excepted, once', async () => {
    const campaignId = await seededCampaignId();
    const deadline = () =>
      runJob(campaignDeadlineHandler(portal.now, createAuditTrail(portal.now)), campaignDeadlineJob.name, {
        campaignId,
      });
    const { total } = await progressOf(campaignId);
    expect(await deadline()).toEqual({ blockedCompanies: total - 1 });
    expect(await deadline()).toEqual({ blockedCompanies: 0 });

    const open = await progressOf(campaignId, '?pageSize=100&sortBy=status');
    expect(open.items.filter(({ status }) => status === 'OPEN')).toEqual([]);
    const lapsedCompanyIds = open.items.filter(({ status }) => status === 'BLOCKED').map(({ companyId }) => companyId);
    const stillActive = await portal.database.db
      .select({ role: users.role })
      .from(users)
      .where(and(inArray(users.companyId, lapsedCompanyIds), eq(users.status, 'ACTIVE')));
    expect(new Set(stillActive.map(({ role }) => role))).toEqual(new Set(['SUPPLIER_ADMIN']));
    expect((await userNamed('admin@nopal-foods.test')).status).toBe('ACTIVE');
    const recorded = await portal.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.event, 'ACCESS_REVIEW_DEADLINE_PASSED'));
    expect(recorded).toHaveLength(total - 1);
    expect(recorded.every(({ actor }) => actor === 'system')).toBe(true);
  });

  it('with the short deadline setting, ends a campaign seconds after it opens', async () => {
    const shortLived = portal.appWith({ accessReviewDeadlineSeconds: 30 });
    const maple = await companyIdNamed(portal.database.db, 'Maple Goods');
    const opened = await callApi(shortLived, '/api/access-review-campaigns', {
      method: 'POST',
      cookie: superAdmin,
      body: { dueDate: day(0), allCompanies: false, companyIds: [maple] },
    });
    expect(opened.status).toBe(201);
    const { id } = v.parse(v.object({ id: v.string() }), await opened.json());
    const { items } = await campaignsPage();
    expect(items.find((campaign) => campaign.id === id)?.deadlineAt).toBe(
      new Date(portal.now().getTime() + 30_000).toISOString(),
    );
  });
});
