// The activity log's filters and paging as the page's address holds them, so that a link (user management's
// "View activity") opens the log filtered, and back and forward walk through the reader's filters.
import {
  ACTIVITY_EVENTS,
  ADMIN_PAGE_SIZES,
  DEFAULT_ADMIN_PAGE_SIZE,
  defaultActivityLogRange,
  isCalendarDay,
  type ActivityEvent,
  type AdminPageSize,
  type SortOrder,
} from '@partner-insights/contracts';

export interface ActivityLogQuery {
  readonly from: string;
  readonly to: string;
  readonly events: readonly ActivityEvent[];
  readonly applications: readonly string[];
  /** Start of the login id searched for; '' for every user. */
  readonly user: string;
  /** From 0, as the server counts pages. */
  readonly pageNumber: number;
  readonly pageSize: AdminPageSize;
  readonly sortOrder: SortOrder;
}

const isEvent = (value: string): value is ActivityEvent => (ACTIVITY_EVENTS as readonly string[]).includes(value);
const listOf = (value: string | null): string[] => (value ? value.split(',').filter((item) => item !== '') : []);

/** The query a search string says, the default range ending `today` (the reader's) for what it leaves out. */
export function parseActivityLogQuery(search: string, today: string): ActivityLogQuery {
  const params = new URLSearchParams(search);
  const range = defaultActivityLogRange(today);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const pageSize = Number(params.get('pageSize'));
  const pageNumber = Number(params.get('page') ?? '0');
  const hasRange = isCalendarDay(from) && isCalendarDay(to);
  return {
    from: hasRange ? from : range.from,
    to: hasRange ? to : range.to,
    events: listOf(params.get('events')).filter(isEvent),
    applications: listOf(params.get('applications')),
    user: params.get('user')?.trim() ?? '',
    pageNumber: Number.isInteger(pageNumber) && pageNumber >= 0 ? pageNumber : 0,
    pageSize: (ADMIN_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? (pageSize as AdminPageSize)
      : DEFAULT_ADMIN_PAGE_SIZE,
    sortOrder: params.get('sort') === 'ASC' ? 'ASC' : 'DESC',
  };
}

/** The search string of a query: only what differs from the defaults, so plain links stay short. */
export function activityLogSearch(query: ActivityLogQuery, today: string): string {
  const range = defaultActivityLogRange(today);
  const params = new URLSearchParams();
  if (query.from !== range.from || query.to !== range.to) {
    params.set('from', query.from);
    params.set('to', query.to);
  }
  if (query.events.length > 0) params.set('events', query.events.join(','));
  if (query.applications.length > 0) params.set('applications', query.applications.join(','));
  if (query.user !== '') params.set('user', query.user);
  if (query.pageNumber > 0) params.set('page', String(query.pageNumber));
  if (query.pageSize !== DEFAULT_ADMIN_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  if (query.sortOrder === 'ASC') params.set('sort', 'ASC');
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}
