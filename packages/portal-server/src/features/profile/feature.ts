import { Hono } from 'hono';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { ConfigurationFeature } from '../configuration';
import type { IdentityFeature } from '../identity';
import type { Guard } from '../../platform/policy/guard';
import type { LaunchListFeature } from '../launch-list';
import { createAccessRequestService } from './access-request-service';
import { companyAdminsRoutes } from './company-admins-routes';
import { createCompanyAdminsService } from './company-admins-service';
import { preferencesRoutes } from './preferences-routes';
import { createPreferencesService } from './preferences-service';
import { productAccessRoutes } from './product-access-routes';
import { profileRoutes } from './profile-routes';
import { createProfileService } from './profile-service';

export interface ProfileDependencies {
  readonly db: Db;
  readonly clock: Clock;
  /** Where every change the feature makes is recorded. */
  readonly audit: AuditTrail;
  readonly guard: Guard;
  readonly identity: Pick<IdentityFeature, 'userContext'>;
  readonly configuration: Pick<ConfigurationFeature, 'configuration'>;
  readonly launchList: Pick<LaunchListFeature, 'catalogue'>;
}

/**
 * The signed-in user's own account: preferences, profile, and access to products: internal users request it, external
 * users ask their company's administrators.
 */
export function profileFeature({
  db,
  clock,
  audit,
  guard,
  identity: { userContext },
  configuration: { configuration },
  launchList: { catalogue },
}: ProfileDependencies): Feature {
  const routes = new Hono();
  routes.route('/', preferencesRoutes({ preferences: createPreferencesService(db, audit), configuration, guard }));
  routes.route('/', profileRoutes({ profiles: createProfileService(db, audit), userContext, guard }));
  routes.route(
    '/',
    productAccessRoutes({ catalogue, accessRequests: createAccessRequestService(db, clock, audit), guard }),
  );
  routes.route('/', companyAdminsRoutes({ companyAdmins: createCompanyAdminsService(db), guard }));
  return { routes };
}
