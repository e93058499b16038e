// The launch list (/apps): the user's products by category, and knowledge-base articles to begin with. The page
// loads with its route (routes/routeTable.ts); its store is the RootStore's, as /apps is the first page most see.
export { ProductsStore, type LaunchTile, type ProductGroup } from './stores/ProductsStore';
export { accessRequestPath } from './Apps/accessRequestPath';
