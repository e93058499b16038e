// User management: the company's users by tab, and what its admins do to them (add, edit access, grant access,
// delete, block, unblock, resend an invitation, export). The page loads with its route (routes/routeTable.ts); the
// area's store is made on demand (RootStore.areaStore).
export { createUserManagementStore, type UserManagementStore } from './stores/UserManagementStore';
export type { UserListTabEntry } from './UserList/UserListTabs';
