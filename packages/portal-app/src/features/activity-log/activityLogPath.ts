/** The activity log's route. */
export const ACTIVITY_LOG_ROUTE = '/admin/activityLog';

/** The activity log filtered to one user, as "View activity" in user management opens it. */
export const activityLogPath = ({ user }: { readonly user: string }): string =>
  `${ACTIVITY_LOG_ROUTE}?${new URLSearchParams({ user }).toString()}`;
