import {
  ACTIVITY_EVENTS,
  type ActivityLogFilter,
  type ActivityLogListedEntry,
  type ActivityLogPage,
} from '@partner-insights/contracts';
import type { Fixture, Fixtures, RecordedRequest } from '../../../testing/fixtureTransport';

export const ACTIVITY_LOG_PAGE_ROUTE = 'POST /api/activity-logs';
export const ACTIVITY_LOG_EVENTS_ROUTE = 'POST /api/activity-logs/eventlist';
export const ACTIVITY_LOG_APPLICATIONS_ROUTE = 'POST /api/activity-logs/applicationlist';
export const ACTIVITY_LOG_DOWNLOAD_ROUTE = 'POST /api/activity-logs/download';

const APPLICATIONS = ['Partner Insights', 'Report Builder'] as const;

/** 32 entries of Acme Foods, an hour apart back from 1 March 2026 15:00 UTC; the fourth a super admin's. */
export const ENTRIES: readonly ActivityLogListedEntry[] = Array.from({ length: 32 }, (_, index) => ({
  id: `entry-${index}`,
  uiCreatedOnDate: new Date(Date.UTC(2026, 2, 1, 15 - index)).toISOString(),
  actor: index % 3 === 0 ? 'jwhitfield@acme-foods.test' : 'admin@acme-foods.test',
  actingSuperAdmin: index === 3 ? 'dwhitfield' : null,
  entityId: `user${index}@acme-foods.test`,
  event: ACTIVITY_EVENTS[(index * 7) % ACTIVITY_EVENTS.length] ?? 'SIGN_IN',
  eventDescription: `Changed the access of user${index}@acme-foods.test to Report Builder and Shopper Behavior`,
  sourceApp: APPLICATIONS[index % APPLICATIONS.length] ?? 'Partner Insights',
}));

/** Answers each page of `entries` as the server would: the filters' events and applications, the page asked for. */
export const activityLogAnswer =
  (entries: readonly ActivityLogListedEntry[] = ENTRIES): Fixture =>
  (request: RecordedRequest) => {
    const query = new URL(request.url, 'http://localhost').searchParams;
    const filter = request.body as ActivityLogFilter;
    const matching = entries.filter(
      (entry) =>
        (!filter.events?.length || filter.events.includes(entry.event)) &&
        (!filter.applications?.length || filter.applications.includes(entry.sourceApp)) &&
        (!filter.userId || entry.actor.startsWith(filter.userId)),
    );
    const pageNumber = Number(query.get('pageNumber') ?? 0);
    const pageSize = Number(query.get('pageSize') ?? 10);
    const body: ActivityLogPage = {
      items: matching.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize),
      pageNumber,
      pageSize,
      total: matching.length,
      totalIsCapped: false,
      retentionDays: 400,
    };
    return { body };
  };

/** The log's answers, with `overrides`. */
export const activityLogFixtures = (overrides: Fixtures = {}): Fixtures => ({
  [ACTIVITY_LOG_PAGE_ROUTE]: activityLogAnswer(),
  [ACTIVITY_LOG_EVENTS_ROUTE]: { body: { events: [...new Set(ENTRIES.map((entry) => entry.event))] } },
  [ACTIVITY_LOG_APPLICATIONS_ROUTE]: { body: { applications: [...APPLICATIONS] } },
  ...overrides,
});
