// The launch list's fixtures, for the stories and tests of other features.
export { launchCatalogue, type CatalogueOptions } from './Apps/launchCatalogueFixtures';
export { launchListFixtures } from './Apps/launchCatalogueFixtures';
