import { CONTEXT_REASON_MAX_LENGTH, UserDetailsSchema, type ActivityEvent } from '@partner-insights/contracts';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../platform/audit/activity-log.schema';
import { emailOutbox } from '../../platform/mail';
import { VIEW_ONLY_MESSAGE } from '../../platform/policy/guard';
import {
  callApi,
  errorMessageOf,
  openSeededTestApp,
  signIn,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { companyIdNamed } from '../../platform/testing/demo-records';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { NO_SUCH_COMPANY_MESSAGE, NOT_ONE_OF_YOURS_MESSAGE } from './company-context-routes';
import { companies, sessions } from './identity.schema';

const SUPER_ADMIN = 'superadmin@partner-insights.test';
const SPECTATOR = 'spectator@partner-insights.test';
const SPONSORED = 'sponsored@brightside-agency.test';

describe.each(testDatabaseTargets)('the company a user acts for on $name', (target) => {
  let portal: SeededTestApp;
  let acme: string;

  const companyIdOf = (name: string) => companyIdNamed(portal.database.db, name);
  const setContext = (cookie: string, companyId: string, reason = 'Ticket 4411: users cannot sign in') =>
    callApi(portal.app, `/api/users/set-context?${new URLSearchParams({ companyId, reason }).toString()}`, { cookie });
  const resetContext = (cookie: string) => callApi(portal.app, '/api/users/reset-context', { cookie });
  const switchContext = (cookie: string, companyId: string) =>
    callApi(portal.app, `/api/users/switch-context?companyId=${companyId}`, { cookie });
  const detailsIn = async (response: Response) => {
    expect(response.status).toBe(200);
    return v.parse(UserDetailsSchema, await response.json());
  };
  const userContext = async (cookie: string) =>
    detailsIn(await callApi(portal.app, '/api/v1/identity/user-context', { cookie }));
  const entries = (event: ActivityEvent, entityId: string) =>
    portal.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.event, event), eq(activityLog.entityId, entityId)));
  /** Expects the event's one entry on the company: the super admin acting for it, named by the company's id. */
  const expectSuperAdminEntry = async (event: ActivityEvent, companyId: string, details: Record<string, string>) => {
    expect(await entries(event, companyId)).toEqual([
      expect.objectContaining({
        actor: 'dwhitfield',
        actingSuperAdmin: 'dwhitfield',
        companyId,
        entityId: companyId,
        details,
        createdAt: portal.now(),
      }),
    ]);
  };
  const storedContexts = () =>
    portal.database.db
      .select({
        actingCompanyId: sessions.actingCompanyId,
        contextReason: sessions.contextReason,
        contextSince: sessions.contextSince,
      })
      .from(sessions);

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    acme = await companyIdOf('Acme Foods');
  });

  afterAll(() => portal?.close());

  describe('GET /api/users/set-context', () => {
    it('gives a super admin no tenant before choosing, then the chosen company, recorded with the reason', async () => {
      const cookie = await signIn(portal.app, SUPER_ADMIN);
      expect((await userContext(cookie)).tenant).toBeNull();

      const chosen = await detailsIn(await setContext(cookie, acme, '  Ticket 4411: users cannot sign in '));
      expect(chosen).toMatchObject({
        tenant: { id: acme, name: 'Acme Foods', type: 'SUPPLIER' },
        companyType: 'SUPPLIER',
      });
      expect((await userContext(cookie)).tenant?.id).toBe(acme);
      expect(await storedContexts()).toContainEqual({
        actingCompanyId: acme,
        contextReason: 'Ticket 4411: users cannot sign in',
        contextSince: portal.now(),
      });
    });

    it('writes an audit entry naming the super admin and the company', async () => {
      const golden = await companyIdOf('Golden Prairie Mills');
      await setContext(await signIn(portal.app, SUPER_ADMIN), golden, 'Quarterly access review');
      await expectSuperAdminEntry('COMPANY_CONTEXT_SET', golden, {
        companyName: 'Golden Prairie Mills',
        reason: 'Quarterly access review',
      });
    });

    it('mails the company’s active admins in their language when a super admin starts acting for it', async () => {
      const maple = await companyIdOf('Maple Goods');
      const mailsToMaple = () =>
        portal.database.db
          .select()
          .from(emailOutbox)
          .where(
            and(eq(emailOutbox.toAddress, 'admin@maple-goods.test'), eq(emailOutbox.template, 'company-context-set')),
          );
      await setContext(await signIn(portal.app, SPECTATOR), maple, 'Looking only');
      expect(await mailsToMaple()).toHaveLength(0);

      await setContext(await signIn(portal.app, SUPER_ADMIN), maple, 'Ticket 5120: invitations bounce');
      const [mail] = await mailsToMaple();
      expect(mail?.subject).toContain('Maple Goods');
      expect(mail?.text).toContain('dwhitfield');
      expect(mail?.text).toContain('Ticket 5120: invitations bounce');
    });

    it.each([
      ['no reason', (companyId: string) => `companyId=${companyId}`],
      ['a blank reason', (companyId: string) => `companyId=${companyId}&reason=%20%20`],
      [
        'an overlong reason',
        (companyId: string) => `companyId=${companyId}&reason=${'x'.repeat(CONTEXT_REASON_MAX_LENGTH + 1)}`,
      ],
      ['no company', () => 'reason=Checking'],
    ])('refuses %s with 400 and records nothing', async (_, query) => {
      const cookie = await signIn(portal.app, SUPER_ADMIN);
      const before = await storedContexts();
      await errorMessageOf(await callApi(portal.app, `/api/users/set-context?${query(acme)}`, { cookie }), 400);
      expect(await storedContexts()).toEqual(before);
      expect((await userContext(cookie)).tenant).toBeNull();
    });

    it('refuses an unknown company and an inactive one with 404', async () => {
      const cookie = await signIn(portal.app, SUPER_ADMIN);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect(await errorMessageOf(await setContext(cookie, unknown), 404)).toBe(NO_SUCH_COMPANY_MESSAGE);
      const lakeside = await companyIdOf('Lakeside Insights');
      await portal.database.db.update(companies).set({ status: 'INACTIVE' }).where(eq(companies.id, lakeside));
      expect(await errorMessageOf(await setContext(cookie, lakeside), 404)).toBe(NO_SUCH_COMPANY_MESSAGE);
      expect(await entries('COMPANY_CONTEXT_SET', lakeside)).toEqual([]);
    });

    it('lets a spectator choose the company to view', async () => {
      const cookie = await signIn(portal.app, SPECTATOR);
      expect((await detailsIn(await setContext(cookie, acme))).tenant?.id).toBe(acme);
      expect((await entries('COMPANY_CONTEXT_SET', acme)).some((entry) => entry.actor === 'mbell')).toBe(true);
    });

    it('refuses users who are not super admins or spectators', async () => {
      for (const email of ['admin@acme-foods.test', SPONSORED, 'associate@retailer.test']) {
        await errorMessageOf(await setContext(await signIn(portal.app, email), acme), 403);
      }
    });

    it('keeps the context to its session: a new sign-in starts without one', async () => {
      await setContext(await signIn(portal.app, SUPER_ADMIN), acme);
      expect((await userContext(await signIn(portal.app, SUPER_ADMIN))).tenant).toBeNull();
    });
  });

  describe('GET /api/users/reset-context', () => {
    it('ends the context and records which company the super admin stopped acting for', async () => {
      const nopal = await companyIdOf('Nopal Foods');
      const cookie = await signIn(portal.app, SUPER_ADMIN);
      await setContext(cookie, nopal);
      expect((await detailsIn(await resetContext(cookie))).tenant).toBeNull();
      expect((await userContext(cookie)).tenant).toBeNull();
      await expectSuperAdminEntry('COMPANY_CONTEXT_RESET', nopal, { companyName: 'Nopal Foods' });
    });

    it('lets a spectator stop viewing a company', async () => {
      const cookie = await signIn(portal.app, SPECTATOR);
      await setContext(cookie, acme);
      expect((await detailsIn(await resetContext(cookie))).tenant).toBeNull();
    });

    it('records nothing when no company was chosen', async () => {
      const cookie = await signIn(portal.app, SUPER_ADMIN);
      const before = await portal.database.db.$count(activityLog);
      expect((await detailsIn(await resetContext(cookie))).tenant).toBeNull();
      expect(await portal.database.db.$count(activityLog)).toBe(before);
    });
  });

  describe('GET /api/users/switch-context', () => {
    it('lets a sponsored supplier work for a company tagged to them, and back for their own', async () => {
      const cookie = await signIn(portal.app, SPONSORED);
      const brightside = await companyIdOf('Brightside Agency');
      expect((await userContext(cookie)).tenant?.id).toBe(brightside);

      expect((await detailsIn(await switchContext(cookie, acme))).tenant?.id).toBe(acme);
      expect((await userContext(cookie)).tenant?.id).toBe(acme);
      const [switched] = await entries('COMPANY_CONTEXT_SWITCHED', acme);
      expect(switched).toMatchObject({ actor: SPONSORED, actingSuperAdmin: null, companyId: acme });

      expect((await detailsIn(await switchContext(cookie, brightside))).tenant?.id).toBe(brightside);
    });

    it('refuses a company not tagged to the user', async () => {
      const cookie = await signIn(portal.app, SPONSORED);
      const trueNorth = await companyIdOf('True North Marketing');
      expect(await errorMessageOf(await switchContext(cookie, trueNorth), 403)).toBe(NOT_ONE_OF_YOURS_MESSAGE);
      expect(await entries('COMPANY_CONTEXT_SWITCHED', trueNorth)).toEqual([]);
    });

    it('sends super admins to set-context, and refuses the spectator as any change', async () => {
      await errorMessageOf(await switchContext(await signIn(portal.app, SUPER_ADMIN), acme), 403);
      const spectator = await switchContext(await signIn(portal.app, SPECTATOR), acme);
      expect(await errorMessageOf(spectator, 403)).toBe(VIEW_ONLY_MESSAGE);
    });
  });

  it('needs a session', async () => {
    for (const path of ['set-context', 'reset-context', 'switch-context']) {
      await errorMessageOf(await callApi(portal.app, `/api/users/${path}?companyId=${acme}&reason=x`), 401);
    }
  });
});
