import type { UserDetails } from '@partner-insights/contracts';
import { users } from '../../../testing/userFixtures';

/** An internal associate of the retailer itself, the one kind of user who requests access in the portal. */
export const associate: UserDetails = {
  ...users.companySwitcher,
  login_id: 'associate@retailer.test',
  email_address: 'associate@retailer.test',
  tenant: { id: 'retailer', name: 'Retailer', type: 'INTERNAL' },
  companyType: null,
};
