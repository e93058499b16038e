// The activity log's date range (administration-and-content §5, §9): whole days, at most 30, 29 days back by default.

/** Longest range the log is read over, both ends included. */
export const MAX_ACTIVITY_LOG_RANGE_DAYS = 30;
/** The default range starts this many days before today and ends today. */
export const DEFAULT_ACTIVITY_LOG_DAYS_BACK = MAX_ACTIVITY_LOG_RANGE_DAYS - 1;
export const ACTIVITY_LOG_RANGE_MESSAGE = "Date range can't be more than 30 days";

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Days from `from` to `to` (YYYY-MM-DD), both included: 1 for a single day, 0 or less when `to` comes first. */
export const daysInRange = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1;

/** The calendar date `days` after (or before, when negative) `isoDate`. */
export const addDays = (isoDate: string, days: number): string =>
  new Date((dayNumber(isoDate) + days) * DAY_MS).toISOString().slice(0, 10);

/** Whether `text` is a day of the calendar as YYYY-MM-DD: 2026-11-31 has the form but is no day. */
export const isCalendarDay = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && Number.isFinite(dayNumber(text)) && addDays(text, 0) === text;

/** The default range for a reader whose today is `today`: 29 days before it to it. */
export const defaultActivityLogRange = (today: string): { from: string; to: string } => ({
  from: addDays(today, -DEFAULT_ACTIVITY_LOG_DAYS_BACK),
  to: today,
});
