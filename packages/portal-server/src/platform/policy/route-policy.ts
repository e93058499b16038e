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
}

/** A company's data: the company named by the path parameter `param`, on which the caller needs `permission`. */
export interface CompanyPolicy {
  readonly access: 'company';
  readonly param: string;
  readonly permission: Permission;
  /** A GET that changes state (resending an invitation): refused cross-site and to spectators as a POST is. */
  readonly changesState?: true;
}

/** What a route requires of its caller; every /api route declares one. */
export type RoutePolicy = PublicPolicy | SignedInPolicy | CompanyPolicy;

/** Whether a call of the route changes state: any method but GET, HEAD and OPTIONS, or a GET declared so. */
export const changesState = (method: string, policy: RoutePolicy): boolean =>
  !isSafeMethod(method) || (policy.access !== 'public' && policy.changesState === true);
