export { launchListFeature, type LaunchListFeature } from './feature';
export { activeAssociatedProducts, stillAssociated, type AssociatedProduct } from './company-products';
export { companyProducts, productAccess, productMarkets, products, productTexts } from './launch-list.schema';
export { launchableProductsIn, offeredOn, type ProductCatalogueService } from './product-catalogue-service';
export type { ProductCode } from './seed/product-catalogue';
export { completeLearnMore, hasLearnMoreToComplete, insertProductCatalogue } from './seed/seed-product-catalogue';
