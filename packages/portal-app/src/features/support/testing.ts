// The support area's fixtures, for the stories and tests of other features.
export { afterAMoment, CONTACT_US_ROUTE, supportFixtures } from './SupportForms/supportFixtures';
