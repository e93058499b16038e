import {
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components';

import { Button } from '../Button';
import { PageIcon } from '../Pagination/PageIcon';
import * as styles from './DateRangePicker.css';

/**
 * The month a calendar shows: previous and next buttons around the month's name, then the weekdays and days.
 * Goes inside react-aria's Calendar or RangeCalendar, whose slots and state it picks up, so the single-day and
 * range pickers look and behave alike.
 */
export function CalendarMonth() {
  return (
    <>
      <header className={styles.header}>
        <Button slot="previous" variant="ghost" size="small">
          <PageIcon direction="previous" />
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" variant="ghost" size="small">
          <PageIcon direction="next" />
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
      </CalendarGrid>
    </>
  );
}
