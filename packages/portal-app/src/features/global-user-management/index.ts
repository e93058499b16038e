// Global user management: the super admin's search over every user. The page loads with its route
// (routes/routeTable.ts); its store is made on demand (RootStore.areaStore).
export { GLOBAL_USER_MANAGEMENT_ROUTE } from './globalUserManagementPath';
