export { userManagementFeature } from './feature';
export { MARKET_LANGUAGE } from './invitation-mail';
export { createInvitations } from './invitations';
export { createNewUsersService, type AddingSite, type NewUsersService } from './new-users-service';
export { withRegistrationJobs } from './registration-jobs';
export { createUserChangesService, type ChangeResult, type UserChangesService } from './user-changes-service';
export { invitations, userRequests } from './user-management.schema';
