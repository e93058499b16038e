// Where the reader stands: not found, error, no access, access denied, pending access, and the coming-soon page of
// routes whose content arrives later. The pages load with their routes (routes/routeTable.ts); the shell's stories
// show one inside the shell.
export { default as ComingSoonPage } from './ComingSoon/ComingSoonPage';
