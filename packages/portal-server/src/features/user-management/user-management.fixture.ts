// What the user management tests share: the demo companies' ids, signed-in callers, inviting someone, reading the
// invitation mail, and running the jobs that follow a registration.
import type { NewUserInput } from '@partner-insights/contracts';
import { and, desc, eq, gte } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { createAuditTrail } from '../../platform/audit/audit-trail';
import { activityLog } from '../../platform/audit/activity-log.schema';
import { JobHandlers, startJobWorker } from '../../platform/jobs';
import { emailOutbox } from '../../platform/mail';
import { companyIdNamed } from '../../platform/testing/demo-records';
import { callApi, openSeededTestApp, signIn, type SeededTestApp } from '../../platform/testing/seeded-test-app';
import { TEST_CLOCK_START } from '../../platform/testing/test-clock';
import type { TestDatabaseTarget } from '../../platform/testing/test-databases';
import { users } from '../identity';
import { withRegistrationJobs } from './registration-jobs';
import { userRequests } from './user-management.schema';

export const ACME_ADMIN = 'admin@acme-foods.test';
export const ACME_USER = 'user@acme-foods.test';
export const NOPAL_ADMIN = 'admin@nopal-foods.test';
export const SUPER_ADMIN = 'superadmin@partner-insights.test';
export const SPECTATOR = 'spectator@partner-insights.test';

/** Someone an Acme Foods admin may add: an address at an authorised domain, a product Acme has. */
export const newAcmeUser = (name: string, rest: Partial<NewUserInput> = {}): NewUserInput => ({
  firstName: name,
  lastName: 'Newcomer',
  email: `${name.toLowerCase()}.newcomer@acme-foods.test`,
  role: 'REGULAR_USER',
  products: ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER'],
  ...rest,
});

export const companyIds = async (portal: SeededTestApp) => ({
  acme: await companyIdNamed(portal.database.db, 'Acme Foods'),
  nopal: await companyIdNamed(portal.database.db, 'Nopal Foods'),
  corner: await companyIdNamed(portal.database.db, 'Corner Basics'),
});

/** A seeded portal, Acme Foods' id and its admin signed in: where the company's user routes are tested from. */
export async function openAsAcmeAdmin(
  target: TestDatabaseTarget,
): Promise<{ portal: SeededTestApp; acme: string; adminCookie: string }> {
  const portal = await openSeededTestApp(target);
  const { acme } = await companyIds(portal);
  return { portal, acme, adminCookie: await signIn(portal.app, ACME_ADMIN) };
}

/** A super admin or spectator signed in and viewing the company. */
export async function signInWithContext(portal: SeededTestApp, email: string, companyId: string): Promise<string> {
  const cookie = await signIn(portal.app, email);
  const chosen = await callApi(portal.app, `/api/users/set-context?companyId=${companyId}&reason=Review`, { cookie });
  expect(chosen.status).toBe(200);
  return cookie;
}

/** The admin invites the users; answers the response. */
export const invite = (portal: SeededTestApp, cookie: string, companyId: string, newUsers: NewUserInput[]) =>
  callApi(portal.app, `/api/companies/${companyId}/users`, { method: 'POST', cookie, body: { users: newUsers } });

/** The token of the last invitation mailed to the address. */
export async function invitationTokenOf(portal: SeededTestApp, email: string): Promise<string> {
  const [mail] = await portal.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'user-invitation')))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`No invitation was mailed to ${email}`);
  return token;
}

/** The user's row, by email. */
export async function userByEmail(portal: SeededTestApp, email: string) {
  const [user] = await portal.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return user;
}

/** The email of one of the company's seeded everyday users (active, regular), the `nth` by address. */
export async function everydayUserOf(portal: SeededTestApp, companyId: string, nth: number): Promise<string> {
  const [user] = await portal.database.db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.status, 'ACTIVE'),
        eq(users.role, 'REGULAR_USER'),
        eq(users.createdBy, ACME_ADMIN),
      ),
    )
    .orderBy(users.email)
    .offset(nth)
    .limit(1);
  if (!user) throw new Error(`The company has no everyday user number ${nth}`);
  return user.email;
}

/** The open or last request of the user. */
export async function requestOf(portal: SeededTestApp, email: string) {
  const user = await userByEmail(portal, email);
  const [request] = await portal.database.db.select().from(userRequests).where(eq(userRequests.userId, user.id));
  return request;
}

/** Runs the registration jobs until the user's request has no more steps to take. */
export async function runRegistrationJobs(portal: SeededTestApp, email: string): Promise<void> {
  const worker = startJobWorker({
    db: portal.database.db,
    handlers: withRegistrationJobs(new JobHandlers(), portal.now, createAuditTrail(portal.now)),
    clock: portal.now,
    idlePollMs: 10,
    retryDelay: () => 60_000,
    // Mail delivery has no handler here: those jobs wait for a later attempt.
    report: () => {},
  });
  try {
    await expect
      .poll(async () => {
        const request = await requestOf(portal, email);
        return request?.completedAt !== null || request.stage === 'WAITING_FOR_ACCESS';
      })
      .toBe(true);
  } finally {
    await worker.stop();
  }
}

/** The activity-log entries of the event about the entity the test made (not the seeded history's), oldest first. */
export const entriesOf = (portal: SeededTestApp, event: (typeof activityLog.$inferSelect)['event'], entityId: string) =>
  portal.database.db
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.event, event),
        eq(activityLog.entityId, entityId),
        gte(activityLog.createdAt, TEST_CLOCK_START),
      ),
    )
    .orderBy(activityLog.createdAt);

/** The sheet's rows as text, headers first. */
export async function sheetOf(response: Response): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) cells.push(String(row.getCell(column).value ?? ''));
    rows.push(cells);
  });
  return rows;
}
