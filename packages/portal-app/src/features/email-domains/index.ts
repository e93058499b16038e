// Authorised email domains: the addresses a company's users may have. The page loads with its route
// (routes/routeTable.ts); its store is made on demand (RootStore.areaStore).
export {};
