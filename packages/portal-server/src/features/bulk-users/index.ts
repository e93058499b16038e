export { bulkUsersFeature } from './feature';
export { withBulkUsersJobs } from './bulk-apply-job';
export { isSafeOfficeDocument } from './spreadsheet-guard';
