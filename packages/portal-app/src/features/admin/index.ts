// Administration: the admin landing (its page loads with its route, routes/routeTable.ts) and the access audit's
// prompt, which the shell loads for admins only (shell/banners/AccessAuditPrompt.tsx).
export { AccessAuditBanner } from './AccessAudit/AccessAuditBanner';
// The review page of the audit (features/access-reviews) completes it with the same confirmations and store.
export { LazyCompleteAuditDialog } from './AccessAudit/LazyCompleteAuditDialog';
export { createAccessAuditStore } from './stores/AccessAuditStore';
