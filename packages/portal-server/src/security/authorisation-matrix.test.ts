// Every API route, from the server's own declarations, called by every demo role on its own company and on
// another one with a valid request: each answer is the one the route's policy declares, no answer shows another
// company's data, and no refused call changes a row. A new route joins the matrix by being declared.
import { hasPermission, isWritePermission, ROLE_AUTHZ, type Role } from '@partner-insights/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../platform/db/schema';
import { demoCompanies, demoUsers } from '../platform/db/seed/demo-data';
import { declaredRoutes, routeName, type DeclaredRoute } from '../platform/policy/declared-routes';
import { choosesCompanyContext } from '../platform/policy/company-access';
import { NOT_PERMITTED_MESSAGE, NOT_YOUR_COMPANY_MESSAGE, VIEW_ONLY_MESSAGE } from '../platform/policy/guard';
import { changesState } from '../platform/policy/route-policy';
import { callApi, openSeededTestApp, signIn, type SeededTestApp } from '../platform/testing/seeded-test-app';
import { tableFingerprints } from '../platform/testing/table-fingerprints';
import { testDatabaseTargets } from '../platform/testing/test-databases';
import { callRoute, plausibleRequest, pathFor, type PlausibleRequest } from './plausible-requests';
import { routeSubject, type RouteSubject } from './route-subject';

const OTHER_COMPANY = 'Nopal Foods';
const OTHER_USER = 'admin@nopal-foods.test';
const CHOSEN_COMPANY = 'Acme Foods';
const GUARD_MESSAGES = [NOT_PERMITTED_MESSAGE, NOT_YOUR_COMPANY_MESSAGE, VIEW_ONLY_MESSAGE];

interface CallerSpec {
  readonly name: string;
  /** A demo account; none for a visitor. */
  readonly email?: string;
  /** The company a super admin or spectator chooses to act for, if any. */
  readonly chooses?: string;
}

const CALLERS: readonly CallerSpec[] = [
  { name: 'a visitor' },
  { name: 'a basic user', email: 'basic@corner-basics.test' },
  { name: 'a regular user', email: 'user@acme-foods.test' },
  { name: 'an agency user', email: 'agency@brightside-agency.test' },
  { name: 'a sponsored supplier', email: 'sponsored@brightside-agency.test' },
  { name: 'an associate', email: 'associate@retailer.test' },
  { name: 'a category manager', email: 'catman@retailer.test' },
  { name: 'a merchant', email: 'merchant@retailer.test' },
  { name: 'the spectator', email: 'spectator@partner-insights.test', chooses: CHOSEN_COMPANY },
  { name: 'a super admin without a company', email: 'superadmin@partner-insights.test' },
  // Last, as their changes to other users' access would otherwise come before others' calls.
  { name: 'a supplier admin', email: 'admin@acme-foods.test' },
  { name: 'a super admin with a chosen company', email: 'superadmin@partner-insights.test', chooses: CHOSEN_COMPANY },
];

type Case = 'own' | 'other';

interface MatrixCaller extends CallerSpec {
  readonly role: Role | undefined;
  readonly cookie: string | undefined;
  readonly address: string;
  readonly subjects: Readonly<Record<Case, RouteSubject>>;
}

/** The refusal the route's policy declares for the caller in this case, or undefined when it lets the call in. */
function declaredRefusal(route: DeclaredRoute, caller: MatrixCaller, kase: Case) {
  const { policy } = route;
  if (!policy) throw new Error(`${routeName(route)} declares no policy`);
  const viewOnly = caller.role !== undefined && !ROLE_AUTHZ[caller.role].permissions.some(isWritePermission);
  if (policy.access === 'public') {
    // A public route that looks at the session refuses a view-only caller a change, as a signed-in route does.
    const seesViewOnly = policy.session === 'optional' && viewOnly && changesState(route.method, policy);
    return seesViewOnly ? { status: 403, message: VIEW_ONLY_MESSAGE } : undefined;
  }
  if (!caller.role) return { status: 401 };
  const permissions = ROLE_AUTHZ[caller.role].permissions;
  const housekeeping = policy.access === 'signedIn' && policy.sessionHousekeeping === true;
  if (changesState(route.method, policy) && viewOnly && !housekeeping) {
    return { status: 403, message: VIEW_ONLY_MESSAGE };
  }
  if (policy.access === 'company') {
    const actsOnOwn = kase === 'own' && (!choosesCompanyContext(caller.role) || caller.chooses !== undefined);
    return actsOnOwn && hasPermission(permissions, policy.permission)
      ? undefined
      : { status: 403, message: NOT_YOUR_COMPANY_MESSAGE };
  }
  if (policy.permission && !hasPermission(permissions, policy.permission)) {
    return { status: 403, message: NOT_PERMITTED_MESSAGE };
  }
  return undefined;
}

/** Calls that change the caller's own session go last, signing out the very last. */
const sessionOrder = ({ policy, method, path }: DeclaredRoute) => {
  if (method === 'POST' && path === '/api/logout') return 2;
  return policy?.access === 'signedIn' && policy.changesState ? 1 : 0;
};

interface MatrixCall {
  readonly route: DeclaredRoute;
  readonly caller: MatrixCaller;
  readonly kase: Case;
  readonly request: PlausibleRequest;
}

const describeCall = ({ route, caller, kase }: MatrixCall) => `${routeName(route)} by ${caller.name} (${kase})`;

// Authorisation does not depend on the database engine: the embedded one is enough.
const [embedded] = testDatabaseTargets;

describe('the authorisation matrix', () => {
  let portal: SeededTestApp;
  let callers: MatrixCaller[];
  /** Ids, names and e-mail addresses of the other company, which no caller but the super admins may see. */
  let foreignMarks: string[];

  beforeAll(async () => {
    if (!embedded) throw new Error('No test database');
    portal = await openSeededTestApp(embedded);
    const { db } = portal.database;
    const other = await routeSubject(db, OTHER_COMPANY, OTHER_USER);
    callers = await Promise.all(
      CALLERS.map(async (spec, index): Promise<MatrixCaller> => {
        const user = demoUsers.find(({ email }) => email === spec.email);
        const address = `198.51.100.${index + 20}`;
        const cookie = spec.email ? await signIn(portal.app, spec.email, address) : undefined;
        const ownCompany = spec.chooses ?? (user ? demoCompanies[user.company].name : CHOSEN_COMPANY);
        const own = await routeSubject(db, ownCompany, user?.loginId ?? 'nobody');
        if (spec.chooses) {
          const chosen = await callApi(portal.app, `/api/users/set-context?companyId=${own.companyId}&reason=Review`, {
            cookie,
          });
          expect(chosen.status).toBe(200);
        }
        return { ...spec, role: user?.role, cookie, address, subjects: { own, other } };
      }),
    );
    const [company] = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, other.companyId));
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.companyId, [other.companyId]));
    foreignMarks = [company?.id ?? '', company?.name ?? '', ...people.flatMap(({ id, email }) => [id, email])];
  }, 60_000);

  afterAll(() => portal?.close());

  it('answers every route as declared for every role, on its own company and on another', async () => {
    const routes = declaredRoutes(portal.app);
    const calls: MatrixCall[] = callers.flatMap((caller) =>
      routes.flatMap((route) => {
        const own = plausibleRequest(route, caller.subjects.own);
        const other = plausibleRequest(route, caller.subjects.other);
        const sameCall =
          pathFor(route, caller.subjects.own) === pathFor(route, caller.subjects.other) &&
          JSON.stringify(own) === JSON.stringify(other);
        const cases: MatrixCall[] = [{ route, caller, kase: 'own', request: own }];
        return sameCall ? cases : [...cases, { route, caller, kase: 'other', request: other }];
      }),
    );
    console.info(
      `Authorisation matrix: ${routes.length} routes x ${callers.length} callers x 2 cases (one where a call names no company or user) = ${calls.length} calls`,
    );
    const problems: string[] = [];
    const call = ({ route, caller, kase, request }: MatrixCall) =>
      callRoute(portal.app, route, caller.subjects[kase], request, caller);

    // Refused calls first, all of them, while every session is as signed in: not one row may change.
    const refused = calls.filter((each) => declaredRefusal(each.route, each.caller, each.kase));
    const before = await tableFingerprints(portal.database.db);
    for (const each of refused) {
      const expected = declaredRefusal(each.route, each.caller, each.kase);
      const response = await call(each);
      const body = (await response.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
      const answer = { status: response.status, ...(expected?.message ? { message: body?.error?.message } : {}) };
      if (JSON.stringify(answer) !== JSON.stringify(expected)) {
        problems.push(
          `${describeCall(each)}: expected ${JSON.stringify(expected)}, answered ${JSON.stringify(answer)}`,
        );
      }
    }
    expect(await tableFingerprints(portal.database.db)).toEqual(before);

    // Then the calls the policies let in: reads, then changes, the caller's own session last.
    const admitted = calls
      .filter((each) => !declaredRefusal(each.route, each.caller, each.kase))
      .map((each, index) => ({ each, index }))
      .sort(
        (a, b) =>
          Number(changesStateOf(a.each.route)) - Number(changesStateOf(b.each.route)) ||
          sessionOrder(a.each.route) - sessionOrder(b.each.route) ||
          a.index - b.index,
      )
      .map(({ each }) => each);
    for (const each of admitted) {
      const response = await call(each);
      const text = await response.text();
      const guardMessage = GUARD_MESSAGES.find((message) => text.includes(JSON.stringify(message)));
      const sessionRefused = response.status === 401 && each.route.policy?.access !== 'public';
      if (response.status >= 500 || sessionRefused || (response.status === 403 && guardMessage)) {
        problems.push(`${describeCall(each)}: let in by its policy, answered ${response.status} ${text.slice(0, 120)}`);
      }
      // Super admins and spectators see every company, outside the company they act for.
      const seesEveryCompany = each.caller.role !== undefined && choosesCompanyContext(each.caller.role);
      if (response.ok && !(seesEveryCompany && each.route.policy?.access !== 'company')) {
        const leaked = foreignMarks.filter((mark) => mark && text.includes(mark));
        if (leaked.length > 0) problems.push(`${describeCall(each)}: shows another company's ${leaked.join(', ')}`);
      }
    }
    console.info(`Authorisation matrix: ${refused.length} calls refused as declared, ${admitted.length} let in`);
    expect(problems).toEqual([]);
  }, 600_000);
});

const changesStateOf = ({ method, policy }: DeclaredRoute) => policy !== undefined && changesState(method, policy);
