// Every API route, from the server's own declarations, called with a plausible request by every kind of caller:
// each answer, success or refusal, must be one the API description gives for the route, JSON matching the schema
// it gives (the error envelope for a failure), any other body of the media type it gives. Every route must succeed
// for someone, or say why it cannot. A route's answers and its description cannot part ways unnoticed.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUsers } from '../platform/db/seed/demo-data';
import { API_INFO } from '../app';
import { openApiDocument } from '../platform/openapi/openapi-document';
import { declaredRoutes, routeName, type DeclaredRoute } from '../platform/policy/declared-routes';
import { changesState } from '../platform/policy/route-policy';
import { callApi, openSeededTestApp, signIn, type SeededTestApp } from '../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../platform/testing/test-databases';
import { callRoute, plausibleRequest, type Caller, type PlausibleRequest } from './plausible-requests';
import { routeSubject, UNKNOWN_ID, type RouteSubject } from './route-subject';
import { makeSampledRecords, type SampledRecords } from './sampled-records';

const COMPANY = 'Acme Foods';
const REGULAR_USER = 'user@acme-foods.test';
const INTERNAL_USER = 'associate@retailer.test';
/** An internal user who asks for access and decides the retailer's own requests. */
const INTERNAL_APPROVER = 'approver@retailer.test';

/** Who calls, in this order; every caller calls every route, and each answer must be one the description gives. */
const CALLERS = [
  { email: 'superadmin@partner-insights.test', chooses: COMPANY },
  { email: 'admin@acme-foods.test' },
  { email: REGULAR_USER },
  { email: INTERNAL_APPROVER },
  {},
] as const;

const REGISTRATION = {
  firstName: 'Ines',
  lastName: 'Ortega',
  phone: '+1 312 555 0199',
  password: 'violet kettle harbour 73',
  acceptTerms: true,
};

/**
 * Requests that succeed where the matrix's plausible ones are made to be refused or leave optional parts out: a
 * wrong password, a missing query, a token nobody was sent.
 */
const successfulRequests = (
  { loginId, companyId }: RouteSubject,
  records: SampledRecords,
): Readonly<Record<string, PlausibleRequest>> => ({
  'POST /api/auth/login': { json: { email: REGULAR_USER, password: DEMO_PASSWORD } },
  'GET /api/users/companies': { query: `?loginId=${encodeURIComponent(loginId)}` },
  'GET /api/wem-secured/tags': { query: '?parentAssetFolder=release-notes' },
  'GET /api/content-fragments': { query: '?assetFolder=release-notes' },
  'GET /api/content-fragments/details': { query: '?assetPath=release-notes/2026-11-04-knowledge-base-search' },
  'GET /api/content-management/terms-and-conditions/:name/pdf': {
    query: '',
    headers: { Host: 'ca.localhost:3000', 'Accept-Language': 'fr-CA' },
  },
  'GET /api/v1/customer-support/tags': { query: '?tag_name=product' },
  'POST /api/v1/customer-support/search-glossaries': { json: { search_field: 'sales' } },
  'GET /api/registration/invitation': { query: `?token=${records.invitationToken}` },
  'PUT /api/companies/:companyId/users/complete-registration': {
    json: { ...REGISTRATION, token: records.invitationToken },
  },
  'PUT /api/companies/:companyId/users/complete-registration/basic': {
    json: { ...REGISTRATION, token: records.basicInvitationToken },
  },
  'POST /api/pwd-reset': { json: { token: records.passwordResetToken, password: REGISTRATION.password } },
  'GET /api/companies/:companyId/partner-associations/validate': { query: '?businessCode=3P7009' },
  'POST /api/v2/identity/tenants/:tenantId/fetch-active-partner-access-apps': {
    json: { partnerTenantIds: [records.basicCompanyId] },
  },
  'POST /api/activity-logs/download': {
    query: `?companyId=${companyId}`,
    json: { from: '2026-10-01', to: '2026-10-10', timeZone: 'America/Chicago', locale: 'en-US' },
  },
  'POST /api/analytics/events': {
    json: { events: [{ kind: 'pageView', name: 'apps', page: 'apps', at: '2026-11-22T09:00:00.000Z' }] },
  },
  'POST /api/v1/identity/accounts/:tenantId/bulk-access-requests': {
    json: {
      tenantId: records.retailerCompanyId,
      approvals: [{ requestId: records.accessRequestId, decision: 'APPROVED' }],
    },
  },
  'POST /api/v1/identity/users/:loginId/access-requests': {
    json: {
      userId: loginId,
      tenant_id: records.retailerCompanyId,
      products: ['REPORT_BUILDER'],
      requestor_note: 'For reviews',
    },
  },
});

/** The routes whose records belong to another company than the subject's, by that company. */
const RECORD_COMPANIES: Readonly<Record<string, (records: SampledRecords) => Partial<RouteSubject>>> = {
  'PUT /api/companies/:companyId/users/complete-registration/basic': ({ basicCompanyId }) => ({
    companyId: basicCompanyId,
  }),
  'POST /api/v1/identity/accounts/:tenantId/bulk-access-requests': ({ retailerCompanyId }) => ({
    companyId: retailerCompanyId,
  }),
};

/** Where a route's records are others than the subject's own. */
const subjectOf = (route: DeclaredRoute, subject: RouteSubject, records: SampledRecords): RouteSubject => ({
  ...subject,
  incidentId: records.incidentId,
  taskId: records.bulkTaskId,
  ...(RECORD_COMPANIES[routeName(route)]?.(records) ?? {}),
});

/** The routes no call can succeed on here, and why. */
const NEVER_SUCCEEDING: Readonly<Record<string, string>> = {
  'GET /api/login/callback':
    'answers only with an identity provider configured; the single sign-on tests walk it against the local one',
};

/** The path parameters that name a record, which an unknown id of must be answered with 404 by someone. */
const RECORD_PARAMETERS = ['incidentId', 'taskId', 'id', 'domainName', 'associationId', 'userId', 'campaignId'];

/** Every record of `subject` as an id no record has. */
const unknownRecords = (subject: RouteSubject): RouteSubject => ({
  ...subject,
  incidentId: UNKNOWN_ID,
  taskId: UNKNOWN_ID,
  userRequestId: UNKNOWN_ID,
  domainId: UNKNOWN_ID,
  domainName: 'unknown.test',
  associationId: UNKNOWN_ID,
  memberId: UNKNOWN_ID,
  campaignId: UNKNOWN_ID,
});

type Answer = { $ref?: string; content?: Record<string, { schema?: { format?: string } }> };
type Document = {
  paths: Record<string, Record<string, { responses: Record<string, Answer> }>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, Answer> };
};

interface SampledCaller extends Caller {
  readonly subject: RouteSubject;
}

/** Changes that end the record other changes are made to: the member deleted, the audit completed. */
const ENDING_CHANGES = ['POST /api/companies/:companyId/users/delete', 'PUT /api/companies/:companyId/access-audit'];

/**
 * Reads first, then changes, then the changes that end their record, then the calls that change the caller's own
 * session, signing in again (which ends the session the call came with) and out the very last.
 */
const callOrder = (route: DeclaredRoute) => {
  const { method, path, policy } = route;
  if (method === 'POST' && (path === '/api/logout' || path === '/api/auth/login')) return 4;
  if (policy?.access === 'signedIn' && policy.changesState) return 3;
  if (ENDING_CHANGES.includes(routeName(route))) return 2;
  return policy && changesState(method, policy) ? 1 : 0;
};

const sampleRequest = (route: DeclaredRoute, subject: RouteSubject, records: SampledRecords): PlausibleRequest =>
  successfulRequests(subject, records)[routeName(route)] ?? plausibleRequest(route, subject);

const DOCUMENT_ID = 'https://partner-insights.test/api/openapi.json';

const [embedded] = testDatabaseTargets;

describe('sampled answers of every route', () => {
  let portal: SeededTestApp;
  let callers: SampledCaller[];
  let document: Document;
  let records: SampledRecords;
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

  beforeAll(async () => {
    if (!embedded) throw new Error('No test database');
    portal = await openSeededTestApp(embedded);
    records = await makeSampledRecords(portal, COMPANY, {
      superAdmin: 'superadmin@partner-insights.test',
      admin: 'admin@acme-foods.test',
      user: REGULAR_USER,
      internal: INTERNAL_USER,
    });
    document = openApiDocument(portal.app, API_INFO) as Document;
    ajv.addSchema({ $id: DOCUMENT_ID, components: document.components });
    callers = await Promise.all(
      CALLERS.map(async (spec, index) => {
        const email = 'email' in spec ? spec.email : undefined;
        const address = `198.51.100.${index + 60}`;
        const cookie = email ? await signIn(portal.app, email, address) : undefined;
        const loginId = demoUsers.find((user) => user.email === email)?.loginId ?? 'nobody';
        const subject = await routeSubject(portal.database.db, COMPANY, loginId);
        if ('chooses' in spec) {
          const chosen = await callApi(
            portal.app,
            `/api/users/set-context?companyId=${subject.companyId}&reason=Review`,
            {
              cookie,
            },
          );
          expect(chosen.status).toBe(200);
        }
        return { cookie, address, subject };
      }),
    );
  }, 60_000);

  afterAll(() => portal?.close());

  /** What is wrong with an answer of `route`, success or failure, by the description's word for it. */
  async function problemsOf(route: DeclaredRoute, response: Response): Promise<string[]> {
    const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
    const answer = document.paths[path]?.[route.method.toLowerCase()]?.responses[String(response.status)];
    // Failures many routes share are given once, under the document's responses.
    const described = answer?.$ref ? document.components.responses[answer.$ref.split('/').at(-1) ?? ''] : answer;
    const name = `${routeName(route)} answered ${response.status}`;
    if (!described) return [`${name}, which its description does not give: ${await response.text()}`];
    const mediaType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    const content = described.content;
    if (!content)
      return response.body && (await response.text()) !== '' ? [`${name} with a body it describes not`] : [];
    const schema = content[mediaType]?.schema;
    if (!schema) return [`${name} as ${mediaType}, not as ${Object.keys(content).join(' or ')}`];
    if (schema.format === 'binary') return [];
    const $ref = '$ref' in schema ? `${DOCUMENT_ID}${String(schema.$ref)}` : undefined;
    const validate = ajv.compile($ref ? { $ref } : schema);
    if (validate(await response.json())) return [];
    return [`${name} not as its schema says: ${ajv.errorsText(validate.errors, { separator: '; ' })}`];
  }

  const succeeded = (response: Response) => response.status >= 200 && response.status < 400;

  it('answers an unknown record with 404 and the failure the description gives', async () => {
    const routes = declaredRoutes(portal.app).filter(({ path }) =>
      RECORD_PARAMETERS.some((name) => path.includes(`:${name}`)),
    );
    const problems: string[] = [];
    const neverNotFound: string[] = [];
    for (const route of routes) {
      const statuses: number[] = [];
      for (const caller of callers) {
        const subject = unknownRecords(subjectOf(route, caller.subject, records));
        const response = await callRoute(portal.app, route, subject, plausibleRequest(route, subject), caller);
        statuses.push(response.status);
        problems.push(...(await problemsOf(route, response)));
      }
      if (!statuses.includes(404)) neverNotFound.push(`${routeName(route)} answered ${statuses.join(', ')}`);
    }
    expect(problems).toEqual([]);
    expect(neverNotFound).toEqual([]);
  }, 60_000);

  it('answers every caller as the API description says, and succeeds for one who may', async () => {
    const routes = declaredRoutes(portal.app).sort((a, b) => callOrder(a) - callOrder(b));
    const problems: string[] = [];
    const unsampled: string[] = [];
    for (const route of routes) {
      let sampled = false;
      for (const caller of callers) {
        const subject = subjectOf(route, caller.subject, records);
        const response = await callRoute(portal.app, route, subject, sampleRequest(route, subject, records), caller);
        sampled ||= succeeded(response);
        problems.push(...(await problemsOf(route, response)));
      }
      if (!sampled) unsampled.push(routeName(route));
    }
    console.info(
      `Sampled answers: ${routes.length - unsampled.length} of ${routes.length} routes answered with success and were checked, and every caller's answer to each`,
    );
    expect(problems).toEqual([]);
    expect(
      unsampled.sort(),
      'Give these routes a request that succeeds, or say in NEVER_SUCCEEDING why none can',
    ).toEqual(Object.keys(NEVER_SUCCEEDING).sort());
  }, 120_000);
});
