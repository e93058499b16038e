/** Global user management's path. */
export const GLOBAL_USER_MANAGEMENT_ROUTE = '/globalUserManagement';
