import type { Permission } from '@partner-insights/contracts';
import { isSafeMethod } from '../http/cross-site';

/** Anyone may call it; `session: 'optional'` puts the signed-in user, if any, on the context. */
export interface PublicPolicy {
  readonly access: 'public';
  readonly session?: 'optional';
}

/** Any signed-in user, on their own account or on data of no company. */
export interface SignedInPolicy {
  readonly access: 'signedIn';
  /** The permission the caller's role must hold, if the route needs one. */
  readonly permission?: Permission;
  /** A GET that changes state (choosing a company context): refused cross-site and to spectators as a POST is. */
  readonly changesState?: true;
  /**
   * Keeping the session itself going (keep-alive, choosing the company to view): the only changes a view-only
   * spectator may make.
   */
  readonly sessionHousekeeping?: true;
  /** A POST that only reads: its body is a query (a search, an export), so a spectator may call it. */
  readonly readsOnly?: true;
}

/**
 * A company's data: the company named by the parameter `param` (of the path unless `from` says the query), on
 * which the caller needs `permission`.
 */
export interface CompanyPolicy {
  readonly access: 'company';
  readonly param: string;
  /** Where `param` is: the path (`companies/:companyId/…`), or the query of a call whose path names no company. */
  readonly from?: 'path' | 'query';
  readonly permission: Permission;
  /** A GET that changes state (resending an invitation): refused cross-site and to spectators as a POST is. */
  readonly changesState?: true;
  /** A POST that only reads: its body is a query (the spec's filtered lists and exports), so a spectator may call it. */
  readonly readsOnly?: true;
}

/** What a route requires of its caller; every /api route declares one. */
export type RoutePolicy = PublicPolicy | SignedInPolicy | CompanyPolicy;

/** Whether a call of the route changes state: any method but GET, HEAD and OPTIONS, or a GET declared so. */
export const changesState = (method: string, policy: RoutePolicy): boolean => {
  if (policy.access !== 'public' && policy.readsOnly) return false;
  return !isSafeMethod(method) || (policy.access !== 'public' && policy.changesState === true);
};

/** The company a company route's call names, from the path or the query as the policy says. */
export const companyIdOf = (
  request: { param(name: string): string | undefined; query(name: string): string | undefined },
  { param, from = 'path' }: CompanyPolicy,
): string => (from === 'query' ? request.query(param) : request.param(param)) ?? '';
