import { isWritePermission } from '@partner-insights/contracts';
import type { Hono } from 'hono';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import { policyOf } from './guard';
import { PUBLIC_ROUTES } from './public-routes';
import { changesState, type RoutePolicy } from './route-policy';

/** A route of the API and the policy it declares (undefined when it declares none). */
export interface DeclaredRoute {
  readonly method: string;
  readonly path: string;
  readonly policy: RoutePolicy | undefined;
}

/** `GET /api/health`: how routes are named in the public list and in problems. */
export const routeName = ({ method, path }: Pick<DeclaredRoute, 'method' | 'path'>): string => `${method} ${path}`;

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** Middleware the app applies with `use` shows among the routes as method ALL on a wildcard path. */
const isSharedMiddleware = (method: string, path: string) => method === 'ALL' && path.endsWith('*');

/** Hono wraps the handlers of a sub-app with an error handler of its own when mounting it; the guard is inside. */
export const unwrapped = (handler: unknown): unknown =>
  typeof handler === 'function' && COMPOSED_HANDLER in handler ? handler[COMPOSED_HANDLER] : handler;

/** Every /api route of the app, with the policy its first handler enforces. */
export function declaredRoutes(app: Hono): DeclaredRoute[] {
  const routes = new Map<string, DeclaredRoute>();
  for (const { method, path, handler } of app.routes) {
    if (!isApiPath(path) || isSharedMiddleware(method, path)) continue;
    const route = { method, path, policy: policyOf(unwrapped(handler)) };
    // Hono lists each handler of a route in order: the first one must be the guard.
    if (!routes.has(routeName(route))) routes.set(routeName(route), route);
  }
  return [...routes.values()];
}

/** The spec's company-scoped paths: companies/{id}/..., accounts/{tenantId}/..., tenants/{tenantId}/... */
const COMPANY_SCOPED_PATH = /^\/api\/(companies|accounts|tenants)\/:/;

const hasPathParameter = (path: string, name: string) => path.split('/').some((part) => part === `:${name}`);

function problemsOf(route: DeclaredRoute): string[] {
  const name = routeName(route);
  const { policy } = route;
  if (!policy) return [`${name} declares no policy`];
  // A listed public route is public by a reviewed decision, company-scoped path or not (an invitee registering).
  if (policy.access === 'public') {
    return PUBLIC_ROUTES.includes(name) ? [] : [`${name} is declared public but is not in the list of public routes`];
  }
  if (policy.access !== 'company') {
    return COMPANY_SCOPED_PATH.test(route.path) ? [`${name} is a company's data but declares no company policy`] : [];
  }
  const inPath = policy.from !== 'query';
  return [
    ...(!inPath || hasPathParameter(route.path, policy.param)
      ? []
      : [`${name} names its company by :${policy.param}, not in its path`]),
    ...(inPath || !COMPANY_SCOPED_PATH.test(route.path)
      ? []
      : [`${name} has its company in its path but declares it in the query`]),
    ...(!changesState(route.method, policy) || isWritePermission(policy.permission)
      ? []
      : [`${name} changes data but declares a permission that changes nothing`]),
  ];
}

/**
 * What is wrong with the API's declarations: a route without a policy, a company policy that does not hold
 * together, or public routes that differ from the public list. Empty when all is well.
 */
export function routePolicyProblems(app: Hono): string[] {
  const routes = declaredRoutes(app);
  const declaredPublic = new Set(routes.filter(({ policy }) => policy?.access === 'public').map(routeName));
  return [
    ...routes.flatMap(problemsOf),
    ...PUBLIC_ROUTES.filter((name) => !declaredPublic.has(name)).map(
      (name) => `${name} is listed as public but no route declares it so`,
    ),
  ];
}

/** Stops the app from starting with a route whose policy is missing or wrong: deny by default. */
export function assertRoutePolicies(app: Hono): void {
  const problems = routePolicyProblems(app);
  if (problems.length > 0) throw new Error(`Route policies do not hold:\n- ${problems.join('\n- ')}`);
}
