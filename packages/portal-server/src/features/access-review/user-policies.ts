import type { CompanyPolicy } from '../../platform/policy/route-policy';

/**
 * The policy of a route on the users of the company its path parameter `param` names: reading them (LIST on USER)
 * or changing their access (UPDATE on USER, a write permission, so view-only callers are refused).
 */
export const companyUsersPolicy = (param: string, action: 'LIST' | 'UPDATE'): CompanyPolicy => ({
  access: 'company',
  param,
  permission: { action, resource: 'USER' },
});
