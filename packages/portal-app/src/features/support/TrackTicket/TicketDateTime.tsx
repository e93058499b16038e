import { useDateFormatting } from '../../../i18n/dateFormats';
import * as styles from './TicketDateTime.css';

const DATE_PART_TYPES: ReadonlySet<string> = new Set(['year', 'month', 'day']);

/** A date-time's text, split where the language joins its date and its time. */
function splitDateTime(parts: readonly Intl.DateTimeFormatPart[]) {
  const dateEnd = parts.findLastIndex((part) => DATE_PART_TYPES.has(part.type)) + 1;
  const timeStart = parts.findIndex((part) => part.type === 'hour');
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return { date: text(0, dateEnd), separator: text(dateEnd, timeStart), time: text(timeStart) };
}

/**
 * When something happened to a ticket, in the spec's date-time (MM/DD/YYYY, hh:mm AM or PM in en-US) and the
 * signed-in user's time zone; a narrow column wraps it between the date and the time, never inside them.
 */
export function TicketDateTime({ value }: { readonly value: string }) {
  const { date, separator, time } = splitDateTime(useDateFormatting().formatToParts(value, 'dateTime'));
  return (
    <time dateTime={value}>
      <span className={styles.unbroken}>{date}</span>
      {separator}
      <span className={styles.unbroken}>{time}</span>
    </time>
  );
}
