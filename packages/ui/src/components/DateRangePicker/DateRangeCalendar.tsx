import { parseDate, type CalendarDate } from '@internationalized/date';
import { RangeCalendar, Text } from 'react-aria-components';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { useNumberFormatter } from 'react-aria/useNumberFormatter';

import { Button } from '../Button';
import { formatNumbers } from '../Pagination/pages';
import { CalendarMonth } from './CalendarMonth';
import { exceedsMaxDays, type DateRange } from './dateRange';
import * as styles from './DateRangePicker.css';
import { dateRangePickerMessages } from './dateRangePickerMessages';

export interface DateRangeCalendarProps {
  /** The picker's label, which names the calendar. */
  labelId: string;
  /** The range being picked, not yet applied. */
  draft: DateRange | null;
  onDraftChange: (range: DateRange | null) => void;
  /** Reset returns the draft to it. */
  applied: DateRange | null;
  onApply: () => void;
  /** The earliest and latest days that can be picked, YYYY-MM-DD. */
  minValue: string;
  maxValue: string;
  maxDays?: number;
  maxDaysMessage?: string;
  doneLabel?: string;
  resetLabel?: string;
}

/**
 * The date range picker's popup: the month's calendar, the too-long message, and Reset and Done (loaded with the
 * popover, DateRangePopover, when the picker is about to open).
 */
export function DateRangeCalendar({
  labelId,
  draft,
  onDraftChange,
  applied,
  onApply,
  minValue,
  maxValue,
  maxDays,
  maxDaysMessage,
  doneLabel,
  resetLabel,
}: DateRangeCalendarProps) {
  const strings = useLocalizedStringFormatter(dateRangePickerMessages, '@partner-insights/ui');
  const numberFormat = useNumberFormatter();
  const isTooLong = draft !== null && exceedsMaxDays(draft, maxDays);
  return (
    <>
      <RangeCalendar
        // Opening the calendar moves focus to its focused day, as a date picker's popup does.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        aria-labelledby={labelId}
        value={draft && { start: parseDate(draft.start), end: parseDate(draft.end) }}
        onChange={(range: { start: CalendarDate; end: CalendarDate } | null) =>
          onDraftChange(range && { start: range.start.toString(), end: range.end.toString() })
        }
        minValue={parseDate(minValue)}
        maxValue={parseDate(maxValue)}
        isInvalid={isTooLong}
      >
        <CalendarMonth />
        {isTooLong && maxDays !== undefined && (
          <Text slot="errorMessage" className={styles.error}>
            {maxDaysMessage ?? formatNumbers(strings.format('maxDays'), { maxDays }, numberFormat)}
          </Text>
        )}
      </RangeCalendar>
      <div className={styles.footer}>
        <Button variant="secondary" size="small" onPress={() => onDraftChange(applied)}>
          {resetLabel ?? strings.format('reset')}
        </Button>
        <Button size="small" isDisabled={draft === null || isTooLong} onPress={onApply}>
          {doneLabel ?? strings.format('done')}
        </Button>
      </div>
    </>
  );
}
