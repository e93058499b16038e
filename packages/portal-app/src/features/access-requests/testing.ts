// The access requests' fixtures, for the stories and tests of other features (user management's tab).
export { accessRequestFixtures } from './AccessRequestsTab/accessRequestFixtures';
