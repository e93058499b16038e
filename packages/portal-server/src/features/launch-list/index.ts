export { launchListFeature, type LaunchListFeature } from './feature';
export { productAccess, productMarkets, products } from './launch-list.schema';
export { launchableProductsIn, offeredOn, type ProductCatalogueService } from './product-catalogue-service';
export type { ProductCode } from './seed/product-catalogue';
export { insertProductCatalogue } from './seed/seed-product-catalogue';
