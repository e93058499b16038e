// The reader's days as instants: a range of calendar days in a time zone becomes [start, end) in UTC.
import { addDays } from '@partner-insights/contracts';

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** The instant the day `isoDate` begins in `timeZone` (its first moment, even when a clock change skips midnight). */
export function startOfZonedDay(isoDate: string, timeZone: string): Date {
  const midnightAsUtc = Date.parse(`${isoDate}T00:00:00Z`);
  // The offset at the guessed instant is the day's, unless a clock change lies between; a second pass settles it.
  const guess = midnightAsUtc - zoneOffsetMs(midnightAsUtc, timeZone);
  return new Date(midnightAsUtc - zoneOffsetMs(guess, timeZone));
}

/** The days `from` to `to`, both included, in `timeZone`: from the first one's start to the start of the day after `to`. */
export const zonedDayRange = (from: string, to: string, timeZone: string): { start: Date; end: Date } => ({
  start: startOfZonedDay(from, timeZone),
  end: startOfZonedDay(addDays(to, 1), timeZone),
});
