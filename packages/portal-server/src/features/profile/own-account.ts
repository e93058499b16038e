import type { Permission } from '@partner-insights/contracts';
import { canActOnCompany } from '../../platform/policy/company-access';
import type { User } from '../identity';

const UPDATE_OWN_SETTINGS: Permission = { action: 'UPDATE', resource: 'USER_SETTINGS' };

/** Whether the path's login id is the signed-in user's: users read and change only their own account. */
export const isOwnLoginId = (user: Pick<User, 'loginId'>, loginId: string): boolean => user.loginId === loginId;

/**
 * Whether the user may change their own profile, filed under company `companyId`: only under their home
 * company, and only with the permission to update their own settings, which view-only spectators lack.
 */
export function canUpdateOwnProfile(user: Pick<User, 'role' | 'companyId'>, companyId: string): boolean {
  return (
    user.companyId === companyId &&
    // Only the home company qualifies, so the user's other companies need not be known.
    canActOnCompany({ role: user.role, companyId, otherCompanyIds: [] }, companyId, 'write', UPDATE_OWN_SETTINGS)
  );
}

/** Request access is for internal users, on their own account. */
export const canRequestAccess = (user: Pick<User, 'userType' | 'loginId'>, loginId: string): boolean =>
  user.userType === 'INTERNAL' && isOwnLoginId(user, loginId);
