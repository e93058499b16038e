import type { Actor } from '../../platform/audit/audit-trail';
import type { User } from './identity.schema';

/** The actor a signed-in user's requests make changes as, from the address the request came from. */
export function actorOf(user: Pick<User, 'id' | 'loginId' | 'companyId'>, address: string | null): Actor {
  return { userId: user.id, loginId: user.loginId, companyId: user.companyId, actingSuperAdmin: null, address };
}

/** A visitor who is not signed in acts under the email address they gave, and for no company. */
export function visitorActor(email: string, address: string | null): Actor {
  return { userId: null, loginId: email, companyId: null, actingSuperAdmin: null, address };
}
