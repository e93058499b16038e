/** A person the local provider knows, with the claims it asserts about them. */
export interface IdpAccount {
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
  /** Whether the provider vouches for the address; the portal refuses an address it does not. */
  readonly emailVerified: boolean;
  /** Group names, which the portal's claim mapping turns into personas and roles for new internal users. */
  readonly groups: readonly string[];
}

/** Every account's password, as in the portal's own demo data. */
export const DEMO_PASSWORD = 'demo-password';

const account = (email: string, givenName: string, familyName: string, groups: readonly string[] = []): IdpAccount => ({
  email,
  givenName,
  familyName,
  emailVerified: true,
  groups,
});

/**
 * The portal's demo accounts, and one associate the portal does not know yet (created at first sign-in from the
 * claim mapping).
 */
export const DEMO_ACCOUNTS: readonly IdpAccount[] = [
  account('superadmin@partner-insights.test', 'Sam', 'Rivera'),
  account('spectator@partner-insights.test', 'Pat', 'Lee'),
  account('admin@acme-foods.test', 'Alice', 'Moreno'),
  account('user@acme-foods.test', 'Ben', 'Carter'),
  account('basic@corner-basics.test', 'Carla', 'Diaz'),
  account('agency@brightside-agency.test', 'Dana', 'Fox'),
  account('sponsored@brightside-agency.test', 'Eli', 'Grant'),
  account('associate@retailer.test', 'Tom', 'Becker', ['portal-associates']),
  account('approver@retailer.test', 'Julia', 'Ramos', ['portal-associates']),
  account('catman@retailer.test', 'Aisha', 'Okafor', ['portal-category-managers']),
  account('merchant@retailer.test', 'Ethan', 'Walsh', ['portal-merchants']),
  account('admin@nopal-foods.test', 'Nora', 'Paz'),
  account('admin@maple-goods.test', 'Mia', 'Tremblay'),
  account('newcomer@retailer.test', 'Noah', 'Kim', ['portal-category-managers']),
];
