// The super admin's company list: every company, and choosing the one to act for. The page loads with its route
// (routes/routeTable.ts); its store is made on demand (RootStore.areaStore).
export { AFTER_CHOOSING_COMPANY, COMPANY_LIST_ROUTE } from './companyListPath';
export type { ActForDialogProps } from './CompanyList/ActForDialog';
export { LazyActForDialog } from './CompanyList/LazyActForDialog';
