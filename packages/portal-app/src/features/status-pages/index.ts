// Where the reader stands: not found, error, no access, access denied and pending access. The pages load with their
// routes (routes/routeTable.ts); the shell's stories show one inside the shell.
export { default as PendingAccessPage } from './PendingAccess/PendingAccessPage';
