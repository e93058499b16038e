// 3P partners: the third-party agencies a company works with and the apps each may use. The page loads with its
// route (routes/routeTable.ts); its store is made on demand (RootStore.areaStore).
export {};
