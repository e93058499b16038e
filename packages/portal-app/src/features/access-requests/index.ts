// Access requests: a company's undecided requests for products and the approvers' decisions, shown as a tab of user
// management. Its store is made when the tab or its count first needs it (RootStore.areaStore).
export { AccessRequestsTab, type AccessRequestsTabProps } from './AccessRequestsTab/AccessRequestsTab';
export { useAccessRequestsTotal } from './AccessRequestsTab/useAccessRequestsTotal';
