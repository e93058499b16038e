import { useIntl, type IntlShape } from 'react-intl';
import * as styles from './TicketDateTime.css';

/** The spec's date-time: MM/DD/YYYY, hh:mm AM or PM in en-US, each language's own order elsewhere. */
const DATE_TIME_FORMAT = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
} as const;

const DATE_PART_TYPES: ReadonlySet<string> = new Set(['year', 'month', 'day']);

/**
 * A moment in the time zone the IntlProvider has (the signed-in user's preferred one), split where the language
 * joins its date and its time.
 */
function dateTimeParts(intl: IntlShape, isoDateTime: string) {
  const parts = intl.formatDateToParts(isoDateTime, DATE_TIME_FORMAT);
  const dateEnd = parts.findLastIndex((part) => DATE_PART_TYPES.has(part.type)) + 1;
  const timeStart = parts.findIndex((part) => part.type === 'hour');
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return { date: text(0, dateEnd), separator: text(dateEnd, timeStart), time: text(timeStart) };
}

/** When something happened to a ticket; a narrow column wraps it between the date and the time, never inside them. */
export function TicketDateTime({ value }: { readonly value: string }) {
  const { date, separator, time } = dateTimeParts(useIntl(), value);
  return (
    <time dateTime={value}>
      <span className={styles.unbroken}>{date}</span>
      {separator}
      <span className={styles.unbroken}>{time}</span>
    </time>
  );
}
