import type { Permission } from '@partner-insights/contracts';
import type { Actor } from '../../platform/audit/audit-trail';
import type { User } from '../identity';

/** Changing one's own profile and preferences; view-only spectators lack it. */
export const UPDATE_OWN_SETTINGS: Permission = { action: 'UPDATE', resource: 'USER_SETTINGS' };

/** Whether the path's login id is the signed-in user's: users read and change only their own account. */
export const isOwnLoginId = (user: Pick<User, 'loginId'>, loginId: string): boolean => user.loginId === loginId;

/**
 * Whether company `companyId` is the one the user acts for, which their user details name as tenant: a profile
 * is changed under that company only, not under another the user may also act on.
 */
export const isActingCompany = (actor: Pick<Actor, 'companyId'>, companyId: string): boolean =>
  actor.companyId === companyId;

/** Request access is for internal users, on their own account. */
export const canRequestAccess = (user: Pick<User, 'userType' | 'loginId'>, loginId: string): boolean =>
  user.userType === 'INTERNAL' && isOwnLoginId(user, loginId);

/** Everyone else (external users) asks their company's administrators for access. */
export const asksAdminsForAccess = (user: Pick<User, 'userType'>): boolean => user.userType !== 'INTERNAL';
