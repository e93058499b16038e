// Every write path the portal has leaves exactly one activity-log entry when its change succeeds, and none when
// it fails.
import { CONTACT_US_PARTS, INCIDENT_PARTS, type ActivityEvent } from '@partner-insights/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeContactUsRequest } from './features/contact-us/contact-us-request.fixture';
import { companies, users } from './features/identity';
import { accessRequests } from './features/profile/profile.schema';
import { completeIncidentDetail } from './features/support/incident-detail.fixture';
import { activityLog } from './platform/audit/activity-log.schema';
import { postMultipart } from './platform/testing/multipart-post';
import {
  callApi,
  openSeededTestApp,
  postLogin,
  sessionCookieOf,
  signIn,
  type SeededTestApp,
} from './platform/testing/seeded-test-app';
import { testDatabaseTargets } from './platform/testing/test-databases';
import { DEMO_PASSWORD } from './platform/db/seed/demo-data';

const USER = 'user@acme-foods.test';
const ADMIN = 'admin@acme-foods.test';
const ASSOCIATE = 'associate@retailer.test';
const SUPER_ADMIN = 'superadmin@partner-insights.test';

describe.each(testDatabaseTargets)('the audit trail of every change on $name', (target) => {
  let portal: SeededTestApp;
  beforeAll(async () => {
    portal = await openSeededTestApp(target);
  });
  afterAll(() => portal?.close());

  const entries = (event: ActivityEvent) => portal.database.db.$count(activityLog, eq(activityLog.event, event));
  /** Runs the change and answers how many entries of `event` it added, after checking its status. */
  async function entriesAddedBy(event: ActivityEvent, status: number, change: () => Promise<Response> | Response) {
    const before = await entries(event);
    expect((await change()).status).toBe(status);
    return (await entries(event)) - before;
  }
  const userNamed = async (email: string) => {
    const [user] = await portal.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`No user ${email}`);
    return user;
  };

  it('signing in and out', async () => {
    expect(await entriesAddedBy('SIGN_IN', 401, () => postLogin(portal.app, { email: USER, password: 'wrong' }))).toBe(
      0,
    );
    let cookie = '';
    const signedIn = await entriesAddedBy('SIGN_IN', 200, async () => {
      const response = await postLogin(portal.app, { email: USER, password: DEMO_PASSWORD });
      cookie = sessionCookieOf(response);
      return response;
    });
    expect(signedIn).toBe(1);
    // The one made on the portal's clock: the demo seed's month of history holds sign-ins of its own.
    const [entry] = await portal.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.event, 'SIGN_IN'), eq(activityLog.createdAt, portal.now())));
    const user = await userNamed(USER);
    expect(entry).toMatchObject({ actorUserId: user.id, actor: user.loginId, companyId: user.companyId });

    const signOut = () => callApi(portal.app, '/api/logout', { method: 'POST', cookie, body: {} });
    expect(await entriesAddedBy('SIGN_OUT', 204, signOut)).toBe(1);
    // The session has ended already: nothing more to record.
    expect(await entriesAddedBy('SIGN_OUT', 204, signOut)).toBe(0);
  });

  it('saving preferences', async () => {
    const { loginId } = await userNamed(USER);
    const save = async (timezone: string) =>
      callApi(portal.app, `/api/users/${loginId}/preferences`, {
        method: 'POST',
        cookie: await signIn(portal.app, USER),
        body: { language_code: 'en-US', locale: { timezone } },
      });
    expect(await entriesAddedBy('PREFERENCES_UPDATED', 400, () => save('Mars/Olympus_Mons'))).toBe(0);
    expect(await entriesAddedBy('PREFERENCES_UPDATED', 200, () => save('America/Denver'))).toBe(1);
  });

  it('updating the profile', async () => {
    const [acme] = await portal.database.db.select().from(companies).where(eq(companies.name, 'Acme Foods'));
    const update = async (phone: string) =>
      callApi(portal.app, `/api/companies/${acme?.id}/users/profile`, {
        method: 'PUT',
        cookie: await signIn(portal.app, USER),
        body: { first_name: 'Kevin', last_name: 'Osei', phone_number: phone },
      });
    expect(await entriesAddedBy('PROFILE_UPDATED', 400, () => update('not a phone number'))).toBe(0);
    expect(await entriesAddedBy('PROFILE_UPDATED', 200, () => update('+1 (312) 555-0177'))).toBe(1);
  });

  it('raising a ticket and commenting on it', async () => {
    const cookie = await signIn(portal.app, USER);
    const raise = (detail: unknown) =>
      postMultipart(portal.app, '/api/incidents?oscType=incident', {
        parts: INCIDENT_PARTS,
        detail,
        headers: { Host: 'localhost', Cookie: cookie },
      });
    expect(await entriesAddedBy('TICKET_CREATED', 400, () => raise({ ...completeIncidentDetail, firstName: '' }))).toBe(
      0,
    );
    let incidentId = '';
    const raised = await entriesAddedBy('TICKET_CREATED', 201, async () => {
      const response = await raise(completeIncidentDetail);
      incidentId = ((await response.clone().json()) as { incidentId: string }).incidentId;
      return response;
    });
    expect(raised).toBe(1);

    const comment = (id: string, text: string) =>
      callApi(portal.app, `/api/osc/user/incident/${id}/addThread`, { method: 'POST', cookie, body: { text } });
    expect(await entriesAddedBy('TICKET_COMMENTED', 400, () => comment(incidentId, ''))).toBe(0);
    const unknownTicket = '00000000-0000-4000-8000-000000000000';
    expect(await entriesAddedBy('TICKET_COMMENTED', 404, () => comment(unknownTicket, 'Any news?'))).toBe(0);
    expect(await entriesAddedBy('TICKET_COMMENTED', 201, () => comment(incidentId, 'Any news?'))).toBe(1);
  });

  it('requesting access', async () => {
    const associate = await userNamed(ASSOCIATE);
    const request = async (products: string[]) =>
      callApi(portal.app, `/api/v1/identity/users/${associate.loginId}/access-requests`, {
        method: 'POST',
        cookie: await signIn(portal.app, ASSOCIATE),
        body: { tenant_id: associate.companyId, userId: associate.loginId, requestor_note: '', products },
      });
    expect(await entriesAddedBy('ACCESS_REQUESTED', 400, () => request(['NO_SUCH_APP']))).toBe(0);
    expect(await entriesAddedBy('ACCESS_REQUESTED', 201, () => request(['CUSTOMER_PERCEPTION']))).toBe(1);
  });

  it('deciding access requests', async () => {
    const [retailer] = await portal.database.db.select().from(companies).where(eq(companies.name, 'Retailer'));
    const [open] = await portal.database.db
      .select({ id: accessRequests.id })
      .from(accessRequests)
      .where(and(eq(accessRequests.companyId, retailer?.id ?? ''), eq(accessRequests.status, 'OPEN')));
    const cookie = await signIn(portal.app, SUPER_ADMIN);
    await callApi(portal.app, `/api/users/set-context?companyId=${retailer?.id}&reason=Review`, { cookie });
    const decide = (requestId: string) =>
      callApi(portal.app, `/api/v1/identity/accounts/${retailer?.id}/bulk-access-requests`, {
        method: 'POST',
        cookie,
        body: { tenantId: retailer?.id, approvals: [{ requestId, decision: 'APPROVED' }] },
      });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await entriesAddedBy('ACCESS_REQUEST_APPROVED', 404, () => decide(unknown))).toBe(0);
    expect(await entriesAddedBy('ACCESS_REQUEST_APPROVED', 200, () => decide(open?.id ?? ''))).toBe(1);
  });

  it('completing an access audit', async () => {
    const [acme] = await portal.database.db.select().from(companies).where(eq(companies.name, 'Acme Foods'));
    const complete = async (acknowledged: boolean) =>
      callApi(portal.app, `/api/companies/${acme?.id}/access-audit`, {
        method: 'PUT',
        cookie: await signIn(portal.app, 'admin@acme-foods.test'),
        body: { reviewedUsers: true, madeChanges: true, acknowledged },
      });
    expect(await entriesAddedBy('ACCESS_AUDIT_COMPLETED', 400, () => complete(false))).toBe(0);
    expect(await entriesAddedBy('ACCESS_AUDIT_COMPLETED', 200, () => complete(true))).toBe(1);
    expect(await entriesAddedBy('ACCESS_AUDIT_COMPLETED', 409, () => complete(true))).toBe(0);
  });

  it('opening an access review campaign and deciding on a user in a review', async () => {
    const [maple] = await portal.database.db.select().from(companies).where(eq(companies.name, 'Maple Goods'));
    const superAdmin = await signIn(portal.app, SUPER_ADMIN);
    const open = (dueDate: string) =>
      callApi(portal.app, '/api/access-review-campaigns', {
        method: 'POST',
        cookie: superAdmin,
        body: { dueDate, allCompanies: false, companyIds: [maple?.id] },
      });
    expect(await entriesAddedBy('ACCESS_REVIEW_CAMPAIGN_OPENED', 422, () => open('2020-01-01'))).toBe(0);
    expect(await entriesAddedBy('ACCESS_REVIEW_CAMPAIGN_OPENED', 201, () => open('2030-01-31'))).toBe(1);

    const mapleAdmin = await userNamed('admin@maple-goods.test');
    const decide = async (decision: string) =>
      callApi(portal.app, `/api/companies/${maple?.id}/access-audit/users/${mapleAdmin.id}`, {
        method: 'PUT',
        cookie: await signIn(portal.app, 'admin@maple-goods.test'),
        body: { decision },
      });
    expect(await entriesAddedBy('ACCESS_REVIEW_DECIDED', 409, () => decide('REMOVE'))).toBe(0);
    expect(await entriesAddedBy('ACCESS_REVIEW_DECIDED', 204, () => decide('KEEP'))).toBe(1);
  });

  it('sending a contact-us request as a visitor', async () => {
    const send = (fields: unknown) =>
      postMultipart(portal.app, '/api/lcs/contact-us', {
        parts: CONTACT_US_PARTS,
        detail: fields,
        address: '203.0.113.200',
        headers: { Host: 'localhost' },
      });
    const incomplete = { ...completeContactUsRequest, description: '' };
    expect(await entriesAddedBy('CONTACT_REQUEST_SENT', 400, () => send(incomplete))).toBe(0);
    expect(await entriesAddedBy('CONTACT_REQUEST_SENT', 201, () => send(completeContactUsRequest))).toBe(1);
    const [entry] = await portal.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.event, 'CONTACT_REQUEST_SENT'));
    expect(entry).toMatchObject({ actorUserId: null, actor: completeContactUsRequest.primaryContactEmail });
  });

  it('managing users: inviting, resending, changing access, blocking, unblocking, deleting, exporting', async () => {
    const acme = (await userNamed(USER)).companyId ?? '';
    const cookie = await signIn(portal.app, ADMIN);
    const call = (path: string, body?: unknown, method: 'GET' | 'POST' | 'PUT' = body === undefined ? 'GET' : 'POST') =>
      callApi(portal.app, `/api/companies/${acme}/${path}`, { method, cookie, body });
    const newUser = (email: string) => ({
      firstName: 'Audit',
      lastName: 'Trail',
      email,
      role: 'REGULAR_USER',
      products: [],
    });

    expect(await entriesAddedBy('USER_INVITED', 422, () => call('users', { users: [newUser(USER)] }))).toBe(0);
    let taskId = '';
    const invited = await entriesAddedBy('USER_INVITED', 201, async () => {
      const response = await call('users', { users: [newUser('audit.trail@acme-foods.test')] });
      taskId = ((await response.clone().json()) as { users: { taskId: string }[] }).users[0]?.taskId ?? '';
      return response;
    });
    expect(invited).toBe(1);
    const unknownTask = '00000000-0000-4000-8000-000000000000';
    expect(await entriesAddedBy('INVITATION_RESENT', 404, () => call(`batch-tasks/${unknownTask}/RESEND_INVITE`))).toBe(
      0,
    );
    expect(await entriesAddedBy('INVITATION_RESENT', 200, () => call(`batch-tasks/${taskId}/RESEND_INVITE`))).toBe(1);

    const access = (products: string[]) => () =>
      call('users/access', { loginId: USER, role: 'REGULAR_USER', products }, 'PUT');
    expect(await entriesAddedBy('USER_ACCESS_CHANGED', 400, access(['NO_SUCH_APP']))).toBe(0);
    expect(await entriesAddedBy('USER_ACCESS_CHANGED', 200, access(['SHOPPER_BEHAVIOR']))).toBe(1);

    const block = () => call('users/block', { loginIds: [USER], reason: 'Audit' });
    expect(await entriesAddedBy('USER_BLOCKED', 200, block)).toBe(1);
    expect(await entriesAddedBy('USER_BLOCKED', 409, block)).toBe(0);
    const unblock = () => call('users/unblock', { loginIds: [USER] });
    expect(await entriesAddedBy('USER_UNBLOCKED', 200, unblock)).toBe(1);
    expect(await entriesAddedBy('USER_UNBLOCKED', 409, unblock)).toBe(0);

    expect(await entriesAddedBy('USERS_EXPORTED', 400, () => call('users/export/everyone'))).toBe(0);
    expect(await entriesAddedBy('USERS_EXPORTED', 200, () => call('users/export/userManagement'))).toBe(1);

    const remove = () => call('users/delete', { loginIds: ['audit.trail@acme-foods.test'] });
    expect(await entriesAddedBy('USER_DELETED', 200, remove)).toBe(1);
    expect(await entriesAddedBy('USER_DELETED', 404, remove)).toBe(0);
  });
});
