import { AccessAuditStateSchema, SESSION_ERROR_MESSAGES } from '@partner-insights/contracts';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../platform/audit/activity-log.schema';
import { NOT_YOUR_COMPANY_MESSAGE, VIEW_ONLY_MESSAGE } from '../../platform/policy/guard';
import { companyIdNamed } from '../../platform/testing/demo-records';
import { callApi, errorMessageOf, openSeededTestApp, type SeededTestApp } from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { ACCESS_AUDIT_COMPLETED_MESSAGE, NO_ACCESS_AUDIT_MESSAGE } from './access-audit-routes';
import { ACME_ADMIN, ACME_USER, SPECTATOR, SUPER_ADMIN, signInFor } from './access-review.fixture';

const ALL_CONFIRMED = { reviewedUsers: true, madeChanges: true, acknowledged: true } as const;

describe.each(testDatabaseTargets)('the access audit, /api/companies/:companyId/access-audit, on $name', (target) => {
  let portal: SeededTestApp;

  const auditPath = async (companyName: string) =>
    `/api/companies/${await companyIdNamed(portal.database.db, companyName)}/access-audit`;
  const stateOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return v.parse(AccessAuditStateSchema, await response.json());
  };
  const complete = async (cookie: string, companyName: string, body: unknown = ALL_CONFIRMED) =>
    callApi(portal.app, await auditPath(companyName), { method: 'PUT', cookie, body });
  const completions = async (companyName: string) =>
    portal.database.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.event, 'ACCESS_AUDIT_COMPLETED'),
          eq(activityLog.companyId, await companyIdNamed(portal.database.db, companyName)),
        ),
      );

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
  });

  afterAll(() => portal?.close());

  it('answers null for a company without an audit, and 404 to completing it', async () => {
    const cookie = await signInFor(portal, 'admin@maple-goods.test');
    expect(await stateOf(await callApi(portal.app, await auditPath('Maple Goods'), { cookie }))).toEqual({
      audit: null,
    });
    expect(await errorMessageOf(await complete(cookie, 'Maple Goods'), 404)).toBe(NO_ACCESS_AUDIT_MESSAGE);
  });

  it('needs each of the three confirmations', async () => {
    const cookie = await signInFor(portal, ACME_ADMIN);
    for (const body of [
      { reviewedUsers: true, madeChanges: true },
      { ...ALL_CONFIRMED, acknowledged: false },
      { ...ALL_CONFIRMED, reviewedUsers: 'yes' },
      {},
    ]) {
      await errorMessageOf(await complete(cookie, 'Acme Foods', body), 400);
    }
    expect(await completions('Acme Foods')).toEqual([]);
  });

  it('shows the company’s admin the audit due, completes it once, and records who did', async () => {
    const cookie = await signInFor(portal, ACME_ADMIN);
    const { audit: due } = await stateOf(await callApi(portal.app, await auditPath('Acme Foods'), { cookie }));
    expect(due).toMatchObject({ completedAt: null, completedBy: null });
    expect(due?.dueDate.localeCompare(portal.now().toISOString().slice(0, 10))).toBe(1);

    const completed = await stateOf(await complete(cookie, 'Acme Foods'));
    expect(completed).toEqual({
      audit: {
        dueDate: due?.dueDate,
        completedAt: portal.now().toISOString(),
        completedBy: ACME_ADMIN,
        blockedAt: null,
      },
    });
    expect(await stateOf(await callApi(portal.app, await auditPath('Acme Foods'), { cookie }))).toEqual(completed);
    expect(await errorMessageOf(await complete(cookie, 'Acme Foods'), 409)).toBe(ACCESS_AUDIT_COMPLETED_MESSAGE);
    expect(await completions('Acme Foods')).toEqual([
      expect.objectContaining({ actor: ACME_ADMIN, actingSuperAdmin: null, eventDescription: expect.any(String) }),
    ]);
  });

  it('lets the super admin complete it for the company it acts for, naming both', async () => {
    const cookie = await signInFor(portal, SUPER_ADMIN, 'Nopal Foods');
    expect((await stateOf(await complete(cookie, 'Nopal Foods'))).audit?.completedBy).toBe('dwhitfield');
    const nopalId = await companyIdNamed(portal.database.db, 'Nopal Foods');
    expect(await completions('Nopal Foods')).toEqual([
      expect.objectContaining({ actor: 'dwhitfield', actingSuperAdmin: 'dwhitfield', companyId: nopalId }),
    ]);
  });

  it('lets the spectator read it but not complete it', async () => {
    const cookie = await signInFor(portal, SPECTATOR, 'Nopal Foods');
    expect((await stateOf(await callApi(portal.app, await auditPath('Nopal Foods'), { cookie }))).audit).not.toBeNull();
    expect(await errorMessageOf(await complete(cookie, 'Nopal Foods'), 403)).toBe(VIEW_ONLY_MESSAGE);
  });

  it('refuses another company’s admin and a regular user with 403, a visitor with 401', async () => {
    const acmeAdmin = await signInFor(portal, ACME_ADMIN);
    const other = await callApi(portal.app, await auditPath('Nopal Foods'), { cookie: acmeAdmin });
    expect(await errorMessageOf(other, 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
    expect(await errorMessageOf(await complete(acmeAdmin, 'Nopal Foods'), 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
    const regular = await signInFor(portal, ACME_USER);
    const read = await callApi(portal.app, await auditPath('Acme Foods'), { cookie: regular });
    expect(await errorMessageOf(read, 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
    expect(await errorMessageOf(await callApi(portal.app, await auditPath('Acme Foods')), 401)).toBe(
      SESSION_ERROR_MESSAGES.missingToken,
    );
  });
});
