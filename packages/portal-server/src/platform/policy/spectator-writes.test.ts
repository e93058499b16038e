import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, plausibleWrites } from '../../security/plausible-requests';
import { routeSubject, type RouteSubject } from '../../security/route-subject';
import { callApi, errorMessageOf, openSeededTestApp, signIn, type SeededTestApp } from '../testing/seeded-test-app';
import { tableFingerprints } from '../testing/table-fingerprints';
import { testDatabaseTargets } from '../testing/test-databases';
import { declaredRoutes, routeName, type DeclaredRoute } from './declared-routes';
import { VIEW_ONLY_MESSAGE } from './guard';
import { changesState as routeChangesState } from './route-policy';

const SPECTATOR_LOGIN_ID = 'mbell';

const changesState = ({ method, policy }: DeclaredRoute) => policy !== undefined && routeChangesState(method, policy);
const isHousekeeping = ({ policy }: DeclaredRoute) => policy?.access === 'signedIn' && policy.sessionHousekeeping;
const readsNoSession = ({ policy }: DeclaredRoute) => policy?.access === 'public' && policy.session !== 'optional';

describe.each(testDatabaseTargets)('the super admin spectator on $name', (target) => {
  let portal: SeededTestApp;
  let cookie: string;

  let viewed: RouteSubject;

  /** The spectator calls the route as the app would, viewing the company it chose. */
  const callAsSpectator = (route: DeclaredRoute) => {
    const request = plausibleWrites(viewed)[routeName(route)];
    if (!request) throw new Error(`Give ${routeName(route)} a plausible request in plausible-requests.ts`);
    return callRoute(portal.app, route, viewed, request, { cookie });
  };

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    viewed = await routeSubject(portal.database.db, 'Acme Foods', SPECTATOR_LOGIN_ID);
    const viewedCompanyId = viewed.companyId;
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
    expect(refused.map(routeName).sort()).toEqual(Object.keys(plausibleWrites(viewed)).sort());
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
