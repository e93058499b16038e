import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../http/error-envelope';
import { requireJson } from '../http/require-json';
import { openSeededTestApp, type SeededTestApp } from '../testing/seeded-test-app';
import { testDatabaseTargets } from '../testing/test-databases';
import { assertRoutePolicies, declaredRoutes, routeName, routePolicyProblems } from './declared-routes';
import { createGuard } from './guard';
import { PUBLIC_ROUTES } from './public-routes';
import type { SessionGate } from './session-gate';

/** For guards that are declared but never called: no one is ever signed in. */
const noSessions: SessionGate = {
  requireSession: async (c) => errorResponse(c, 401, 'No one signs in here'),
  optionalSession: async () => undefined,
};
const guard = createGuard(noSessions, { trustProxy: false });
const ok = () => new Response(null, { status: 204 });

// Route declarations only: one database is enough.
const [embedded] = testDatabaseTargets;

describe('the API’s route policies', () => {
  let portal: SeededTestApp;
  /** The portal's API with `extra` mounted under /api as a feature would be. */
  const apiWith = (extra: Hono) => new Hono().route('/', portal.app).route('/api', extra);

  beforeAll(async () => {
    if (!embedded) throw new Error('No test database');
    portal = await openSeededTestApp(embedded);
  });

  afterAll(() => portal?.close());

  it('declares a policy on every /api route, and exactly the listed routes are public', () => {
    const routes = declaredRoutes(portal.app);
    expect(routes.length).toBeGreaterThan(PUBLIC_ROUTES.length);
    expect(routes.filter(({ policy }) => policy === undefined)).toEqual([]);
    const declaredPublic = routes.filter(({ policy }) => policy?.access === 'public').map(routeName);
    expect(declaredPublic.sort()).toEqual([...PUBLIC_ROUTES].sort());
    expect(routePolicyProblems(portal.app)).toEqual([]);
  });

  it('names the company route by its parameter and permission', () => {
    const profile = declaredRoutes(portal.app).find(
      (route) => routeName(route) === 'PUT /api/companies/:companyId/users/profile',
    );
    expect(profile?.policy).toEqual({
      access: 'company',
      param: 'companyId',
      permission: { action: 'UPDATE', resource: 'USER_SETTINGS' },
    });
  });

  it('fails for a route that declares no policy, and the app would not start with it', () => {
    const app = apiWith(new Hono().get('/forgotten', ok));
    expect(routePolicyProblems(app)).toEqual(['GET /api/forgotten declares no policy']);
    expect(() => assertRoutePolicies(app)).toThrow('GET /api/forgotten declares no policy');
  });

  it('fails for a route whose policy is not its first handler', () => {
    const app = apiWith(new Hono().post('/late', requireJson, guard({ access: 'signedIn' }), ok));
    expect(routePolicyProblems(app)).toEqual(['POST /api/late declares no policy']);
  });

  it('fails for a public route missing from the public list', () => {
    const app = apiWith(new Hono().get('/open', guard({ access: 'public' }), ok));
    expect(routePolicyProblems(app)).toEqual([
      'GET /api/open is declared public but is not in the list of public routes',
    ]);
  });

  it('fails for a listed public route that no route declares public', () => {
    const problems = routePolicyProblems(
      new Hono().route('/api', new Hono().get('/health', guard({ access: 'signedIn' }), ok)),
    );
    expect(problems).toContain('GET /api/health is listed as public but no route declares it so');
    expect(problems).toHaveLength(PUBLIC_ROUTES.length);
  });

  it('fails for a company-scoped path that declares no company policy', () => {
    const app = apiWith(
      new Hono()
        .get('/accounts/:tenantId/users', guard({ access: 'signedIn' }), ok)
        .get('/tenants/:tenantId/domains', guard({ access: 'signedIn' }), ok),
    );
    expect(routePolicyProblems(app)).toEqual([
      "GET /api/accounts/:tenantId/users is a company's data but declares no company policy",
      "GET /api/tenants/:tenantId/domains is a company's data but declares no company policy",
    ]);
  });

  it('accepts a company-scoped path only when it is declared and listed public', () => {
    const app = apiWith(
      new Hono()
        .put('/companies/:companyId/users/complete-registration', guard({ access: 'public' }), ok)
        .get('/companies/:companyId/unlisted', guard({ access: 'public' }), ok),
    );
    expect(routePolicyProblems(app)).toEqual([
      'GET /api/companies/:companyId/unlisted is declared public but is not in the list of public routes',
    ]);
  });

  it('fails for a company policy whose parameter is not in the path, or whose change needs no write permission', () => {
    const listUsers = { action: 'LIST', resource: 'USER' } as const;
    const app = apiWith(
      new Hono()
        .get('/companies/:id/widgets', guard({ access: 'company', param: 'companyId', permission: listUsers }), ok)
        .post(
          '/companies/:companyId/widgets',
          guard({ access: 'company', param: 'companyId', permission: listUsers }),
          ok,
        )
        .get(
          '/companies/:companyId/widgets/RESET',
          guard({ access: 'company', param: 'companyId', permission: listUsers, changesState: true }),
          ok,
        ),
    );
    expect(routePolicyProblems(app)).toEqual([
      'GET /api/companies/:id/widgets names its company by :companyId, not in its path',
      'POST /api/companies/:companyId/widgets changes data but declares a permission that changes nothing',
      'GET /api/companies/:companyId/widgets/RESET changes data but declares a permission that changes nothing',
    ]);
  });

  it('takes a company named in the query of a path that names none, and a POST that only reads', () => {
    const listLog = { action: 'LIST', resource: 'ACTIVITY_LOG' } as const;
    const queryCompany = { access: 'company', param: 'companyId', from: 'query', permission: listLog } as const;
    const app = apiWith(
      new Hono()
        .post('/activity-logs', guard({ ...queryCompany, readsOnly: true }), ok)
        .post('/activity-logs/clear', guard(queryCompany), ok)
        .get('/companies/:companyId/log', guard(queryCompany), ok),
    );
    expect(routePolicyProblems(app)).toEqual([
      'POST /api/activity-logs/clear changes data but declares a permission that changes nothing',
      'GET /api/companies/:companyId/log has its company in its path but declares it in the query',
    ]);
  });
});
