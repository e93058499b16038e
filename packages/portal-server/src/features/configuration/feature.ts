import type { AdminDenialReading, SupportFormReading } from '@partner-insights/contracts';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { Guard } from '../../platform/policy/guard';
import { createBannerService } from './banner-service';
import { configurationRoutes } from './configuration-routes';
import { createConfigurationService, type ConfigurationService } from './configuration-service';

export interface ConfigurationDependencies {
  readonly db: Db;
  /** Handed to the app with the portal configuration. */
  readonly experimentationKey: string;
  readonly supportFormReading: SupportFormReading;
  readonly adminDenialReading: AdminDenialReading;
  readonly guard: Guard;
}

/** Each site's portal configuration (feature flags, languages) and its block banner. */
export interface ConfigurationFeature extends Feature {
  readonly configuration: ConfigurationService;
}

export function configurationFeature({
  db,
  experimentationKey,
  supportFormReading,
  adminDenialReading,
  guard,
}: ConfigurationDependencies): ConfigurationFeature {
  const configuration = createConfigurationService(db, {
    experimentationKey,
    supportFormReading,
    adminDenialReading,
  });
  return { routes: configurationRoutes({ configuration, banners: createBannerService(db), guard }), configuration };
}
