// The activity log: what the audit trail recorded for the company the reader acts for. The page loads with its
// route (routes/routeTable.ts); its store is made on demand (RootStore.areaStore).
export { activityLogPath, ACTIVITY_LOG_ROUTE } from './activityLogPath';
