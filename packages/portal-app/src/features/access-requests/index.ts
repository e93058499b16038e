import { lazyWithTimeout } from '../../routes/lazyWithTimeout';

// Access requests: a company's undecided requests for products and the approvers' decisions, shown as a tab of user
// management. Its store is made when the tab or its count first needs it (RootStore.areaStore).

/** The tab's code loads when it first shows, so that asking for the count (below) does not bring it along. */
export const AccessRequestsTab = lazyWithTimeout(async () => ({
  default: (await import('./AccessRequestsTab/AccessRequestsTab')).AccessRequestsTab,
}));
export type { AccessRequestsTabProps } from './AccessRequestsTab/AccessRequestsTab';
export { useAccessRequestsTotal } from './AccessRequestsTab/useAccessRequestsTotal';
