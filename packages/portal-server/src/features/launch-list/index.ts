export { launchListFeature, type LaunchListFeature } from './feature';
export { productAccess, productMarkets, products } from './launch-list.schema';
export { launchableProductsIn, offeredOn, type ProductCatalogueService } from './product-catalogue-service';
export type { ProductCode } from './seed/product-catalogue';
export { completeLearnMore, hasLearnMoreToComplete, insertProductCatalogue } from './seed/seed-product-catalogue';
