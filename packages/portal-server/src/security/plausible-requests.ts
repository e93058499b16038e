// What a browser would send to each route, for whichever company and user a call names: the list of routes
// itself always comes from their declarations.
import { BULK_FILE_PART, CONTACT_US_PARTS, INCIDENT_PARTS } from '@partner-insights/contracts';
import type { Hono } from 'hono';
import type { DeclaredRoute } from '../platform/policy/declared-routes';
import { routeName } from '../platform/policy/declared-routes';
import { postMultipart } from '../platform/testing/multipart-post';
import { fromAddress } from '../platform/testing/seeded-test-app';
import type { RouteSubject } from './route-subject';

export type PlausibleRequest =
  | { readonly query: string; readonly headers?: Readonly<Record<string, string>> }
  | { readonly query?: string; readonly json: unknown }
  | {
      readonly query?: string;
      readonly multipart: { parts: typeof INCIDENT_PARTS | typeof CONTACT_US_PARTS; detail: unknown };
    }
  | { readonly query?: string; readonly spreadsheet: string; readonly headers?: Readonly<Record<string, string>> };

const newUser = (email: string) => ({
  firstName: 'Nora',
  lastName: 'Quinn',
  email,
  role: 'REGULAR_USER',
  products: ['SHOPPER_BEHAVIOR'],
});
const NEW_USER_EMAIL = 'nora.quinn@acme-foods.test';

/** A bulk user spreadsheet of one valid row. */
const BULK_CSV = `Email,First name,Last name,Role,Products\r\n${NEW_USER_EMAIL},Nora,Quinn,REGULAR_USER,SHOPPER_BEHAVIOR`;

const supportChoice = { supportType: 1463, issue: 2047, issueType: 3001, subIssueType: 4001 };

/** By route name, a valid request to every route that changes state, on `subject`'s company as `subject`. */
export const plausibleWrites = ({
  companyId,
  loginId,
  memberEmail,
}: RouteSubject): Readonly<Record<string, PlausibleRequest>> => ({
  'POST /api/users/:loginId/preferences': { json: { language_code: 'es-MX', locale: { timezone: 'America/Chicago' } } },
  'PUT /api/companies/:companyId/users/profile': {
    json: { first_name: 'Marc', last_name: 'Bell', phone_number: null },
  },
  'POST /api/v1/identity/users/:loginId/access-requests': {
    json: { userId: loginId, tenant_id: companyId, products: ['REPORT_BUILDER'], requestor_note: 'For reviews' },
  },
  'POST /api/osc/user/incident/:incidentId/addThread': { json: { text: 'Any news?' } },
  'POST /api/incidents': {
    query: '?oscType=incident',
    multipart: {
      parts: INCIDENT_PARTS,
      detail: {
        ...supportChoice,
        accountType: 23,
        firstName: 'Marcus',
        lastName: 'Bell',
        primaryContactEmail: 'spectator@partner-insights.test',
        companyName: 'Retailer',
        callBackNumber: '+1 (555) 010-0100',
        situationDescription: 'Reports do not load.',
        onBehalfOfSomeoneElse: false,
      },
    },
  },
  'POST /api/lcs/contact-us': {
    multipart: {
      parts: CONTACT_US_PARTS,
      detail: {
        ...supportChoice,
        accountType: 23,
        firstName: 'Marcus',
        name: 'Bell',
        primaryContactEmail: 'spectator@partner-insights.test',
        contactPhone: '555 010 0100',
        companyName: 'Retailer',
        description: 'Reports do not load.',
        onBehalfOfSomeoneElse: false,
      },
    },
  },
  'GET /api/users/switch-context': { query: `?companyId=${companyId}` },
  'POST /api/companies/:companyId/users/validate': { json: { users: [newUser(NEW_USER_EMAIL)] } },
  'POST /api/companies/:companyId/users': { json: { users: [newUser(NEW_USER_EMAIL)] } },
  'PUT /api/companies/:companyId/users/access': {
    json: { loginId: memberEmail, role: 'REGULAR_USER', products: ['SHOPPER_BEHAVIOR'] },
  },
  'POST /api/companies/:companyId/users/access': { json: { loginIds: [memberEmail], products: ['REPORT_BUILDER'] } },
  'POST /api/companies/:companyId/users/delete': { json: { loginIds: [memberEmail] } },
  'POST /api/companies/:companyId/users/block': { json: { loginIds: [memberEmail], reason: 'Left the company' } },
  'POST /api/companies/:companyId/users/unblock': { json: { loginIds: [memberEmail] } },
  'GET /api/companies/:companyId/batch-tasks/:taskId/RESEND_INVITE': { query: '' },
  'POST /api/v1/identity/accounts/:tenantId/bulk-access-requests': {
    json: {
      tenantId: companyId,
      approvals: [{ requestId: '0b8e7d6c-5a4f-4e3d-9c2b-1a0f9e8d7c6b', decision: 'APPROVED' }],
    },
  },
  'POST /api/companies/:companyId/users/bulk-upload/validate-create': {
    query: '?isOverrideConfirmed=true',
    spreadsheet: BULK_CSV,
  },
  'POST /api/v1/identity/companies/:companyId/users/bulk-edit': {
    spreadsheet: BULK_CSV,
    headers: { tenant_id: companyId },
  },
  'POST /api/companies/:companyId/users/bulk-tasks/:taskId/apply': { json: {} },
  'PUT /api/companies/:companyId/access-audit': {
    json: { reviewedUsers: true, madeChanges: true, acknowledged: true },
  },
  'PUT /api/companies/:companyId/access-audit/users/:userId': { json: { decision: 'REMOVE' } },
  'POST /api/access-review-campaigns': { json: { dueDate: '2027-01-31', allCompanies: true, companyIds: [] } },
  'POST /api/companies/:companyId/email-domains/validate': { json: { domainName: 'acme-labs.test' } },
  'POST /api/companies/:companyId/email-domains': { json: { domainName: 'acme-labs.test' } },
  'PUT /api/companies/:companyId/email-domains/:id': {
    json: { allowSubDomains: false, is3pDomain: false },
  },
  'DELETE /api/companies/:companyId/email-domains/:domainName': { query: '' },
  'POST /api/companies/:companyId/partner-associations': {
    json: { businessCode: '3P7009', apps: ['SHOPPER_BEHAVIOR'] },
  },
  'PUT /api/companies/:companyId/partner-associations/:associationId': { json: { apps: ['SHOPPER_BEHAVIOR'] } },
  'DELETE /api/companies/:companyId/partner-associations/:associationId': { query: '' },
});

const ACTIVITY_LOG_FILTER = { from: '2026-10-01', to: '2026-10-10', timeZone: 'America/Chicago' };

/**
 * Valid requests to the routes that read or keep the session going and need a query or a body; any other such
 * route is called with none.
 */
export const plausibleReads = ({ companyId, loginId }: RouteSubject): Readonly<Record<string, PlausibleRequest>> => ({
  'POST /api/auth/login': { json: { email: loginId, password: 'not-the-password' } },
  'POST /api/logout': { json: {} },
  'POST /api/auth/keep-alive': { json: {} },
  'POST /api/analytics/events': { json: { events: [] } },
  'POST /api/pwd-reset-link': { json: { email: 'nobody@example.test' } },
  'POST /api/pwd-reset': { json: { token: 'not-a-token', password: 'a-new-password-1!' } },
  'PUT /api/companies/:companyId/users/complete-registration': { json: { token: 'not-a-token' } },
  'PUT /api/companies/:companyId/users/complete-registration/basic': { json: { token: 'not-a-token' } },
  'GET /api/users/set-context': { query: `?companyId=${companyId}&reason=Review` },
  'GET /api/registration/invitation': { query: '?token=not-a-token' },
  'POST /api/v2/identity/tenants/:tenantId/fetch-active-partner-access-apps': { json: { partnerTenantIds: [] } },
  'POST /api/activity-logs': { query: `?companyId=${companyId}`, json: ACTIVITY_LOG_FILTER },
  'POST /api/activity-logs/eventlist': { query: `?companyId=${companyId}` },
  'POST /api/activity-logs/applicationlist': { query: `?companyId=${companyId}` },
  'POST /api/activity-logs/download': { query: `?companyId=${companyId}`, json: ACTIVITY_LOG_FILTER },
  'POST /api/users': { json: {} },
  'POST /api/users/export': { json: {} },
  'POST /api/v1/content/execute-persisted-query': {
    json: { query: 'kb-search', variables: { workspace: 'charter', text: 'reports' } },
  },
  'POST /api/v1/customer-support/search-glossaries': { json: {} },
  'POST /api/v1/customer-support/export-glossaries': { json: {} },
});

/** The value of each path parameter for `subject`: its own records, or a plain value where no record is named. */
function parameterValue(path: string, name: string, subject: RouteSubject): string {
  const values: Readonly<Record<string, string>> = {
    companyId: subject.companyId,
    tenantId: subject.companyId,
    loginId: subject.loginId,
    incidentId: subject.incidentId,
    // Invitations are resent by the user request's id; bulk tasks go by their own.
    taskId: path.includes('/batch-tasks/') ? subject.userRequestId : subject.taskId,
    id: subject.domainId,
    domainName: subject.domainName,
    associationId: subject.associationId,
    userId: subject.memberId,
    campaignId: subject.campaignId,
    site: 'US',
    folder: 'pages',
    name: path.includes('terms-and-conditions') ? 'supplier-terms-and-conditions' : 'landing',
    workspace: 'charter',
    contentId: 'exporting-a-report',
    tab: 'userManagement',
    file: 'swagger-ui.css',
  };
  const value = values[name];
  if (value === undefined) throw new Error(`Give :${name} of ${path} a value in plausible-requests.ts`);
  return value;
}

/** The route's path with every parameter filled in for `subject`. */
export const pathFor = (route: Pick<DeclaredRoute, 'path'>, subject: RouteSubject): string =>
  route.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(parameterValue(route.path, name, subject)),
  );

/** The plausible request to `route` for `subject`, reads and writes alike; a bare call when it needs nothing. */
export const plausibleRequest = (route: DeclaredRoute, subject: RouteSubject): PlausibleRequest =>
  plausibleWrites(subject)[routeName(route)] ?? plausibleReads(subject)[routeName(route)] ?? { query: '' };

export interface Caller {
  /** The `name=value` session cookie pair; none for a visitor. */
  readonly cookie?: string;
  /** The client's address, where a route counts calls by it. */
  readonly address?: string;
}

/** Calls `route` as a browser would with `request`, for `subject`. */
export function callRoute(
  app: Hono,
  route: DeclaredRoute,
  subject: RouteSubject,
  request: PlausibleRequest,
  { cookie, address }: Caller,
): Promise<Response> | Response {
  const path = pathFor(route, subject) + (request.query ?? '');
  const headers = {
    Host: 'localhost:3000',
    ...(cookie ? { Cookie: cookie } : {}),
    ...('headers' in request ? request.headers : {}),
  };
  const client = address ? fromAddress(address) : undefined;
  if ('multipart' in request) return postMultipart(app, path, { ...request.multipart, headers, address });
  if ('spreadsheet' in request) {
    const form = new FormData();
    form.set(BULK_FILE_PART, new File([request.spreadsheet], 'users.csv', { type: 'text/csv' }));
    return app.request(path, { method: 'POST', headers, body: form }, client);
  }
  const method = route.method;
  return app.request(
    path,
    {
      method,
      headers: { ...headers, ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }) },
      ...('json' in request ? { body: JSON.stringify(request.json) } : {}),
    },
    client,
  );
}
