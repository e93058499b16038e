export { userManagementFeature } from './feature';
export { MARKET_LANGUAGE } from './invitation-mail';
export { withRegistrationJobs } from './registration-jobs';
export { invitations, userRequests } from './user-management.schema';
