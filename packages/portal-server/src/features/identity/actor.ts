import type { Actor } from '../../platform/audit/audit-trail';
import { choosesCompanyContext } from '../../platform/policy/company-access';
import type { User } from './identity.schema';

/**
 * The company the user acts for: the one chosen as the session's context, otherwise the home company, except
 * for super admins and spectators, who act for none until they choose one.
 */
export function actingCompanyOf(
  user: Pick<User, 'role' | 'companyId'>,
  contextCompanyId: string | null,
): string | null {
  return contextCompanyId ?? (choosesCompanyContext(user.role) ? null : user.companyId);
}

/**
 * The actor a signed-in user's requests make changes as, from the address the request came from and the company
 * chosen as the session's context, if any: a super admin acting for a company is recorded as such.
 */
export function actorOf(
  user: Pick<User, 'id' | 'loginId' | 'role' | 'companyId'>,
  address: string | null,
  contextCompanyId: string | null = null,
): Actor {
  const companyId = actingCompanyOf(user, contextCompanyId);
  const actsForCompany = choosesCompanyContext(user.role) && companyId !== null;
  return {
    userId: user.id,
    loginId: user.loginId,
    companyId,
    actingSuperAdmin: actsForCompany ? { userId: user.id, loginId: user.loginId } : null,
    address,
  };
}

/** A visitor who is not signed in acts under the email address they gave, and for no company. */
export function visitorActor(email: string, address: string | null): Actor {
  return { userId: null, loginId: email, companyId: null, actingSuperAdmin: null, address };
}
