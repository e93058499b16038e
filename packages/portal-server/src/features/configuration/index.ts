export { configurationFeature, type ConfigurationFeature } from './feature';
export { marketFeatureFlags, siteLanguages } from './configuration.schema';
export type { ConfigurationService } from './configuration-service';
export { insertPortalConfiguration } from './seed/seed-portal-configuration';
