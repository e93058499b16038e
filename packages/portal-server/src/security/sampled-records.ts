// Records the sampled calls need and the seed has none of, made through the API as the app makes them: a mailed
// token is read from the outbox, as the person it was mailed to would read it.
import { BULK_FILE_PART, INCIDENT_PARTS } from '@partner-insights/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accessRequests, companies, emailOutbox } from '../platform/db/schema';
import { demoUsers } from '../platform/db/seed/demo-data';
import { postMultipart, pdfOfSize } from '../platform/testing/multipart-post';
import { callApi, signIn, type SeededTestApp } from '../platform/testing/seeded-test-app';

export interface SampledRecords {
  /** An invitation to the subject's company, and one to a basic vendor, with that vendor. */
  readonly invitationToken: string;
  readonly basicInvitationToken: string;
  readonly basicCompanyId: string;
  readonly passwordResetToken: string;
  /** A bulk task of the subject's company, validated and not yet applied. */
  readonly bulkTaskId: string;
  /** A ticket of the regular user's with a file attached. */
  readonly incidentId: string;
  /** The retailer's own company, and an open access request of one of its internal users. */
  readonly retailerCompanyId: string;
  readonly accessRequestId: string;
}

const INVITED = 'ines.ortega@acme-foods.test';
const BASIC_INVITED = 'ines.ortega@corner-basics.test';
const RESET_BY = 'merchant@retailer.test';
const BULK_CSV =
  'Email,First name,Last name,Role,Products\r\nomar.reyes@acme-foods.test,Omar,Reyes,REGULAR_USER,SHOPPER_BEHAVIOR';

async function companyIdOf(portal: SeededTestApp, name: string): Promise<string> {
  const [company] = await portal.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, name));
  if (!company) throw new Error(`No company ${name}`);
  return company.id;
}

/** The token of the last mail of `template` to `address`. */
async function mailedToken(portal: SeededTestApp, address: string, template: string): Promise<string> {
  const [mail] = await portal.database.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.template, template)))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`No ${template} mail to ${address}`);
  return token;
}

async function openAccessRequestOf(portal: SeededTestApp, companyId: string): Promise<string> {
  const [request] = await portal.database.db
    .select({ id: accessRequests.id })
    .from(accessRequests)
    .where(and(eq(accessRequests.companyId, companyId), eq(accessRequests.status, 'OPEN')))
    .limit(1);
  if (!request) throw new Error('No open access request');
  return request.id;
}

const newUser = (email: string, role: string, products: string[]) => ({
  firstName: 'Ines',
  lastName: 'Ortega',
  email,
  role,
  products,
});

async function expectStatus(response: Promise<Response> | Response, status: number): Promise<Response> {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBe(status);
  return answered;
}

/** Makes the records on company `companyName`, whose admin and regular user are the demo accounts. */
export async function makeSampledRecords(
  portal: SeededTestApp,
  companyName: string,
  accounts: { readonly superAdmin: string; readonly admin: string; readonly user: string; readonly internal: string },
): Promise<SampledRecords> {
  const { app } = portal;
  const companyId = await companyIdOf(portal, companyName);
  const basicCompanyId = await companyIdOf(portal, 'Corner Basics');
  const retailerCompanyId = await companyIdOf(portal, 'Retailer');
  const admin = await signIn(app, accounts.admin, '198.51.100.90');
  const invite = (cookie: string, company: string, email: string, role: string, products: string[]) =>
    expectStatus(
      callApi(app, `/api/companies/${company}/users`, {
        method: 'POST',
        cookie,
        body: { users: [newUser(email, role, products)] },
      }),
      201,
    );
  await invite(admin, companyId, INVITED, 'REGULAR_USER', ['SHOPPER_BEHAVIOR']);

  const superAdmin = await signIn(app, accounts.superAdmin, '198.51.100.91');
  await expectStatus(
    callApi(app, `/api/users/set-context?companyId=${basicCompanyId}&reason=Review`, { cookie: superAdmin }),
    200,
  );
  await invite(superAdmin, basicCompanyId, BASIC_INVITED, 'BASIC_USER', []);

  await expectStatus(callApi(app, '/api/pwd-reset-link', { method: 'POST', body: { email: RESET_BY } }), 202);

  const form = new FormData();
  form.set(BULK_FILE_PART, new File([BULK_CSV], 'users.csv', { type: 'text/csv' }));
  const preview = await expectStatus(
    app.request(`/api/companies/${companyId}/users/bulk-upload/validate-create?isOverrideConfirmed=true`, {
      method: 'POST',
      headers: { Host: 'localhost:3000', Cookie: admin },
      body: form,
    }),
    200,
  );

  const user = await signIn(app, accounts.user, '198.51.100.92');
  const ticket = await expectStatus(
    postMultipart(app, '/api/incidents?oscType=incident', {
      parts: INCIDENT_PARTS,
      detail: {
        supportType: 1463,
        issue: 2047,
        issueType: 3001,
        subIssueType: 4001,
        accountType: 23,
        firstName: 'Marcus',
        lastName: 'Bell',
        primaryContactEmail: accounts.user,
        companyName,
        callBackNumber: '+1 (555) 010-0100',
        situationDescription: 'The export is attached.',
        onBehalfOfSomeoneElse: false,
      },
      file: pdfOfSize(2_000),
      headers: { Host: 'localhost:3000', Cookie: user },
    }),
    201,
  );

  const internal = await signIn(app, accounts.internal, '198.51.100.93');
  const internalLoginId = demoUsers.find(({ email }) => email === accounts.internal)?.loginId ?? '';
  await expectStatus(
    callApi(app, `/api/v1/identity/users/${encodeURIComponent(internalLoginId ?? '')}/access-requests`, {
      method: 'POST',
      cookie: internal,
      body: {
        userId: internalLoginId,
        tenant_id: retailerCompanyId,
        products: ['REPORT_BUILDER'],
        requestor_note: 'For reviews',
      },
    }),
    201,
  );

  return {
    invitationToken: await mailedToken(portal, INVITED, 'user-invitation'),
    basicInvitationToken: await mailedToken(portal, BASIC_INVITED, 'user-invitation'),
    basicCompanyId,
    passwordResetToken: await mailedToken(portal, RESET_BY, 'password-reset'),
    bulkTaskId: ((await preview.json()) as { taskId: string }).taskId,
    incidentId: ((await ticket.json()) as { incidentId: string }).incidentId,
    retailerCompanyId,
    accessRequestId: await openAccessRequestOf(portal, retailerCompanyId),
  };
}
