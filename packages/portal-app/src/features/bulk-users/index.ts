// Bulk upload and bulk edit of users by spreadsheet: the user list's buttons and dialog (templates, upload, per-row
// preview, override confirmation, applying as a task) and the newest task's progress, kept on the server.
export { BulkTaskStatus, BulkUserActions } from './BulkUpload/BulkUserActions';
export { BulkUsersStore, createBulkUsersStore } from './stores/BulkUsersStore';
