// Every API route, from the server's own declarations, called with a plausible request by a caller who may: each
// success answer must be one the API description gives for the route, JSON matching the schema it gives, any
// other body of the media type it gives. A route's answer and its description cannot part ways unnoticed.
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
import { routeSubject, type RouteSubject } from './route-subject';

const COMPANY = 'Acme Foods';

/** Who calls, in the order tried: the first whose call succeeds gives the route's sampled answer. */
const CALLERS = [
  { email: 'superadmin@partner-insights.test', chooses: COMPANY },
  { email: 'admin@acme-foods.test' },
  { email: 'user@acme-foods.test' },
  {},
] as const;

/**
 * Requests that succeed where the matrix's plausible ones are made to be refused or leave optional parts out: a
 * wrong password, a missing query.
 */
const successfulRequests = ({ loginId }: RouteSubject): Readonly<Record<string, PlausibleRequest>> => ({
  'POST /api/auth/login': { json: { email: 'user@acme-foods.test', password: DEMO_PASSWORD } },
  'GET /api/users/companies': { query: `?loginId=${encodeURIComponent(loginId)}` },
  'GET /api/wem-secured/tags': { query: '?parentAssetFolder=release-notes' },
  'GET /api/content-fragments': { query: '?assetFolder=release-notes' },
  'GET /api/v1/customer-support/tags': { query: '?tag_name=product' },
  'POST /api/v1/customer-support/search-glossaries': { json: { search_field: 'sales' } },
});

type Operation = { responses: Record<string, { content?: Record<string, { schema?: { format?: string } }> }> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

interface SampledCaller extends Caller {
  readonly subject: RouteSubject;
}

/**
 * Reads first, then changes, then the calls that change the caller's own session, signing in again (which ends the
 * session the call came with) and out the very last.
 */
const callOrder = ({ method, path, policy }: DeclaredRoute) => {
  if (method === 'POST' && (path === '/api/logout' || path === '/api/auth/login')) return 3;
  if (policy?.access === 'signedIn' && policy.changesState) return 2;
  return policy && changesState(method, policy) ? 1 : 0;
};

const sampleRequest = (route: DeclaredRoute, subject: RouteSubject): PlausibleRequest =>
  successfulRequests(subject)[routeName(route)] ?? plausibleRequest(route, subject);

const DOCUMENT_ID = 'https://partner-insights.test/api/openapi.json';

const [embedded] = testDatabaseTargets;

describe('sampled answers of every route', () => {
  let portal: SeededTestApp;
  let callers: SampledCaller[];
  let document: Document;
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

  beforeAll(async () => {
    if (!embedded) throw new Error('No test database');
    portal = await openSeededTestApp(embedded);
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

  /** What is wrong with a success answer of `route`, by the description's word for it. */
  async function problemsOf(route: DeclaredRoute, response: Response): Promise<string[]> {
    const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
    const described = document.paths[path]?.[route.method.toLowerCase()]?.responses[String(response.status)];
    const name = `${routeName(route)} answered ${response.status}`;
    if (!described) return [`${name}, which its description does not give`];
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

  it('matches the answer the API description gives for it', async () => {
    const routes = declaredRoutes(portal.app).sort((a, b) => callOrder(a) - callOrder(b));
    const problems: string[] = [];
    const unsampled: string[] = [];
    for (const route of routes) {
      let sampled = false;
      for (const caller of callers) {
        const response = await callRoute(
          portal.app,
          route,
          caller.subject,
          sampleRequest(route, caller.subject),
          caller,
        );
        if (response.status < 200 || response.status >= 400) continue;
        problems.push(...(await problemsOf(route, response)));
        sampled = true;
        break;
      }
      if (!sampled) unsampled.push(routeName(route));
    }
    console.info(
      `Sampled answers: ${routes.length - unsampled.length} of ${routes.length} routes answered with success and were checked; no plausible call succeeds on: ${unsampled.join(', ') || 'none'}`,
    );
    expect(problems).toEqual([]);
  }, 120_000);
});
