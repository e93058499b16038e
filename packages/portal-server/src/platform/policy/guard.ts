import { hasPermission, ROLE_AUTHZ } from '@partner-insights/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import { crossSiteRefusal, isCrossOrigin } from '../http/cross-site';
import { errorResponse } from '../http/error-envelope';
import { canActOnCompany, isViewOnly } from './company-access';
import { changesState, companyIdOf, type CompanyPolicy, type RoutePolicy } from './route-policy';
import type { PolicyCaller, SessionGate } from './session-gate';

export const VIEW_ONLY_MESSAGE = 'Your account can view only: it cannot change anything';
export const NOT_PERMITTED_MESSAGE = 'Your role does not allow this';
export const NOT_YOUR_COMPANY_MESSAGE = 'You cannot do this for this company';

/** Makes the middleware that enforces a route's policy; it must be the route's first handler. */
export type Guard = (policy: RoutePolicy) => MiddlewareHandler;

const declaredPolicies = new WeakMap<object, RoutePolicy>();

/** The policy a handler made by a guard enforces; undefined for any other handler. */
export const policyOf = (handler: unknown): RoutePolicy | undefined =>
  typeof handler === 'function' ? declaredPolicies.get(handler) : undefined;

const mayChange = (caller: PolicyCaller, policy: RoutePolicy) =>
  !isViewOnly(caller.role) || (policy.access === 'signedIn' && policy.sessionHousekeeping === true);

export interface GuardOptions {
  /** Whether X-Forwarded-Proto comes from a trusted reverse proxy, for the request's own origin. */
  readonly trustProxy: boolean;
}

/**
 * The policy layer: before any handler runs, refuses a cross-site change, checks the session through `gate`
 * (401), refuses a view-only caller any change but session housekeeping, and checks the permission and, for a
 * company's data, that the caller may act on that company (403).
 */
export function createGuard(gate: SessionGate, { trustProxy }: GuardOptions): Guard {
  const callerFor = (c: Context, policy: RoutePolicy): Promise<PolicyCaller | Response | undefined> => {
    if (policy.access !== 'public') return gate.requireSession(c);
    return policy.session === 'optional' ? gate.optionalSession(c) : Promise.resolve(undefined);
  };

  async function companyRefusal(c: Context, policy: CompanyPolicy, caller: PolicyCaller, writes: boolean) {
    const actor = { ...caller, taggedCompanyIds: await caller.taggedCompanyIds() };
    return canActOnCompany(actor, companyIdOf(c.req, policy), policy.permission, writes ? 'write' : 'read')
      ? undefined
      : errorResponse(c, 403, NOT_YOUR_COMPANY_MESSAGE);
  }

  async function refusal(c: Context, policy: RoutePolicy): Promise<Response | undefined> {
    const writes = changesState(c.req.method, policy);
    // Unsafe methods were checked on their way into /api already; a GET that changes state is checked here.
    if (writes && isCrossOrigin(c, trustProxy)) return crossSiteRefusal(c);
    const caller = await callerFor(c, policy);
    if (caller === undefined || caller instanceof Response) return caller;
    if (writes && !mayChange(caller, policy)) return errorResponse(c, 403, VIEW_ONLY_MESSAGE);
    if (policy.access === 'company') return companyRefusal(c, policy, caller, writes);
    if (policy.access === 'signedIn' && policy.permission) {
      if (!hasPermission(ROLE_AUTHZ[caller.role].permissions, policy.permission)) {
        return errorResponse(c, 403, NOT_PERMITTED_MESSAGE);
      }
    }
    return undefined;
  }

  return (policy) => {
    const guard: MiddlewareHandler = async (c, next) => {
      const refused = await refusal(c, policy);
      if (refused) return refused;
      await next();
    };
    declaredPolicies.set(guard, policy);
    return guard;
  };
}
