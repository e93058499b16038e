import { BULK_FILE_PART, CONTACT_US_PARTS, INCIDENT_PARTS } from '@partner-insights/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMultipart } from '../testing/multipart-post';
import { callApi, errorMessageOf, openSeededTestApp, signIn, type SeededTestApp } from '../testing/seeded-test-app';
import { tableFingerprints } from '../testing/table-fingerprints';
import { companyIdNamed } from '../testing/demo-records';
import { testDatabaseTargets } from '../testing/test-databases';
import { declaredRoutes, routeName, type DeclaredRoute } from './declared-routes';
import { VIEW_ONLY_MESSAGE } from './guard';
import { changesState as routeChangesState } from './route-policy';

const SPECTATOR_LOGIN_ID = 'mbell';
const SOME_TICKET_ID = '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';
const SOME_TASK_ID = '0b6f5c1e-2d3a-4b5c-8d7e-9f0a1b2c3d4e';
const SOME_USER = 'user@acme-foods.test';
const NEW_USER = {
  firstName: 'Nora',
  lastName: 'Quinn',
  email: 'nora.quinn@acme-foods.test',
  role: 'REGULAR_USER',
  products: ['SHOPPER_BEHAVIOR'],
};
const SOME_ACCESS_REQUEST_ID = '0b8e7d6c-5a4f-4e3d-9c2b-1a0f9e8d7c6b';

/** What a browser would send to each write route: the list of routes itself comes from their declarations. */
type PlausibleRequest =
  | { readonly query: string }
  | { readonly query?: string; readonly json: unknown }
  | {
      readonly query?: string;
      readonly multipart: { parts: typeof INCIDENT_PARTS | typeof CONTACT_US_PARTS; detail: unknown };
    }
  | { readonly query?: string; readonly spreadsheet: string; readonly headers?: Readonly<Record<string, string>> };

/** A bulk user spreadsheet of one valid row. */
const BULK_CSV = `Email,First name,Last name,Role,Products\r\n${NEW_USER.email},Nora,Quinn,REGULAR_USER,SHOPPER_BEHAVIOR`;

const supportChoice = { supportType: 1463, issue: 2047, issueType: 3001, subIssueType: 4001 };
/** By route name, for a spectator viewing company `companyId`. */
const plausibleRequests = (companyId: string): Readonly<Record<string, PlausibleRequest>> => ({
  'POST /api/users/:loginId/preferences': { json: { language_code: 'es-MX', locale: { timezone: 'America/Chicago' } } },
  'PUT /api/companies/:companyId/users/profile': {
    json: { first_name: 'Marc', last_name: 'Bell', phone_number: null },
  },
  'POST /api/v1/identity/users/:loginId/access-requests': {
    json: {
      userId: SPECTATOR_LOGIN_ID,
      tenant_id: 'retailer',
      products: ['REPORT_BUILDER'],
      requestor_note: 'For reviews',
    },
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
  'POST /api/companies/:companyId/users/validate': { json: { users: [NEW_USER] } },
  'POST /api/companies/:companyId/users': { json: { users: [NEW_USER] } },
  'PUT /api/companies/:companyId/users/access': {
    json: { loginId: SOME_USER, role: 'REGULAR_USER', products: ['SHOPPER_BEHAVIOR'] },
  },
  'POST /api/companies/:companyId/users/access': { json: { loginIds: [SOME_USER], products: ['REPORT_BUILDER'] } },
  'POST /api/companies/:companyId/users/delete': { json: { loginIds: [SOME_USER] } },
  'POST /api/companies/:companyId/users/block': { json: { loginIds: [SOME_USER], reason: 'Left the company' } },
  'POST /api/companies/:companyId/users/unblock': { json: { loginIds: [SOME_USER] } },
  'GET /api/companies/:companyId/batch-tasks/:taskId/RESEND_INVITE': { query: '' },
  'POST /api/v1/identity/accounts/:tenantId/bulk-access-requests': {
    json: { tenantId: companyId, approvals: [{ requestId: SOME_ACCESS_REQUEST_ID, decision: 'APPROVED' }] },
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

const changesState = ({ method, policy }: DeclaredRoute) => policy !== undefined && routeChangesState(method, policy);
const isHousekeeping = ({ policy }: DeclaredRoute) => policy?.access === 'signedIn' && policy.sessionHousekeeping;
const readsNoSession = ({ policy }: DeclaredRoute) => policy?.access === 'public' && policy.session !== 'optional';

describe.each(testDatabaseTargets)('the super admin spectator on $name', (target) => {
  let portal: SeededTestApp;
  let cookie: string;
  let viewedCompanyId: string;

  /** The spectator calls the route as the app would, viewing the company it chose. */
  const callAsSpectator = (route: DeclaredRoute) => {
    const request = plausibleRequests(viewedCompanyId)[routeName(route)];
    if (!request) throw new Error(`Give ${routeName(route)} a plausible request in this test`);
    const path =
      route.path
        .replace(':companyId', viewedCompanyId)
        .replace(':tenantId', viewedCompanyId)
        .replace(':loginId', SPECTATOR_LOGIN_ID)
        .replace(':incidentId', SOME_TICKET_ID)
        .replace(':taskId', SOME_TASK_ID)
        .replace(':id', SOME_TASK_ID)
        .replace(':domainName', 'acme-foods.test')
        .replace(':associationId', SOME_TASK_ID)
        .replace(':userId', SOME_TASK_ID) + (request.query ?? '');
    const headers = { Host: 'localhost:3000', Cookie: cookie };
    if ('multipart' in request) return postMultipart(portal.app, path, { ...request.multipart, headers });
    if ('spreadsheet' in request) {
      const form = new FormData();
      form.set(BULK_FILE_PART, new File([request.spreadsheet], 'users.csv', { type: 'text/csv' }));
      return portal.app.request(path, { method: 'POST', headers: { ...headers, ...request.headers }, body: form });
    }
    return callApi(portal.app, path, {
      method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
      cookie,
      body: 'json' in request ? request.json : undefined,
    });
  };

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    viewedCompanyId = await companyIdNamed(portal.database.db, 'Acme Foods');
    cookie = await signIn(portal.app, 'spectator@partner-insights.test');
    const chosen = await callApi(portal.app, `/api/users/set-context?companyId=${viewedCompanyId}&reason=Review`, {
      cookie,
    });
    expect(chosen.status).toBe(200);
  });

  afterAll(() => portal?.close());

  it('may still keep the session going and choose the company to view, and nothing else of its own', () => {
    const writes = declaredRoutes(portal.app).filter(changesState);
    expect(writes.filter(isHousekeeping).map(routeName)).toEqual([
      'POST /api/auth/keep-alive',
      'GET /api/users/set-context',
      'GET /api/users/reset-context',
    ]);
    // Public routes that never look at the session cannot tell a spectator from a visitor.
    expect(writes.filter(readsNoSession).map(routeName).sort()).toEqual([
      'POST /api/analytics/events',
      'POST /api/auth/login',
      'POST /api/logout',
      'POST /api/pwd-reset',
      'POST /api/pwd-reset-link',
      'PUT /api/companies/:companyId/users/complete-registration',
      'PUT /api/companies/:companyId/users/complete-registration/basic',
    ]);
  });

  it('is refused every other write route with 403, and no row changes', async () => {
    const refused = declaredRoutes(portal.app).filter(
      (route) => changesState(route) && !isHousekeeping(route) && !readsNoSession(route),
    );
    expect(refused.map(routeName).sort()).toEqual(Object.keys(plausibleRequests(viewedCompanyId)).sort());
    const before = await tableFingerprints(portal.database.db);
    expect(Object.values(before).filter((digest) => digest !== null).length).toBeGreaterThan(10);
    for (const route of refused) {
      const response = await callAsSpectator(route);
      expect([routeName(route), await errorMessageOf(response, 403)]).toEqual([routeName(route), VIEW_ONLY_MESSAGE]);
    }
    expect(await tableFingerprints(portal.database.db)).toEqual(before);
  });

  it('keeps its session alive and signs out', async () => {
    const own = await signIn(portal.app, 'spectator@partner-insights.test');
    expect((await callApi(portal.app, '/api/auth/keep-alive', { method: 'POST', cookie: own })).status).toBe(200);
    expect((await callApi(portal.app, '/api/logout', { method: 'POST', cookie: own })).status).toBe(204);
  });
});
