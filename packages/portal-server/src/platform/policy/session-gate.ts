import type { Role } from '@partner-insights/contracts';
import type { Context } from 'hono';

/** Who is calling, as far as the policy needs to know. */
export interface PolicyCaller {
  readonly role: Role;
  readonly homeCompanyId: string | null;
  /** The company chosen as context for this session (set-context, switch-context); null before choosing. */
  readonly contextCompanyId: string | null;
  /** The companies tagged to the caller besides the home company; read only when a company route asks. */
  taggedCompanyIds(): Promise<readonly string[]>;
}

/**
 * The session check the policy layer runs for every route that needs to know its caller. Identity implements
 * it, putting its own view of the user on the context; the policy layer sees only the caller.
 */
export interface SessionGate {
  /** The caller of an active session, or the 401 answer to send. */
  requireSession(c: Context): Promise<PolicyCaller | Response>;
  /** For routes visitors call too: the caller of an active session, undefined for a visitor. */
  optionalSession(c: Context): Promise<PolicyCaller | undefined>;
}
