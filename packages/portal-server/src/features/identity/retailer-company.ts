import type { NewCompany } from './identity.schema';

/**
 * The retailer's own company, home of its associates and super admins: the one company of tenant type INTERNAL.
 * Its admin email is whoever administers the portal.
 */
export const RETAILER_COMPANY = {
  name: 'Retailer',
  market: 'US',
  tenantType: 'INTERNAL',
  companyType: 'ACCOUNT',
  accountType: null,
  businessCode: '000001',
} as const satisfies Omit<NewCompany, 'adminEmail'>;
