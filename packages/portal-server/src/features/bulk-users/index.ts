export { bulkUsersFeature } from './feature';
export { withBulkUsersJobs } from './bulk-apply-job';
