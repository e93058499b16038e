import { parseDate } from '@internationalized/date';
import { useId, useState } from 'react';
import { Button as AriaButton, Calendar, Dialog, DialogTrigger, LabelContext, useLocale } from 'react-aria-components';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { useControlledState } from 'react-stately/useControlledState';

import { Button } from '../Button';
import { CalendarIcon } from '../DateRangePicker/CalendarIcon';
import { CalendarMonth } from '../DateRangePicker/CalendarMonth';
import { DEFAULT_MAX_DATE, DEFAULT_MIN_DATE, formatDate } from '../DateRangePicker/dateRange';
import { FieldDescription, FieldLabel, fieldStyles, type FieldTextProps } from '../Field';
import { Popover } from '../Popover';
import * as styles from './DatePicker.css';
import { datePickerMessages } from './datePickerMessages';

export interface DatePickerProps extends Omit<FieldTextProps, 'errorMessage'> {
  /** The picked day as YYYY-MM-DD, or null for none (controlled). */
  value?: string | null;
  /** The day picked at first (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the day picked, or null when it is cleared. */
  onChange?: (date: string | null) => void;
  /** The earliest day that can be picked, YYYY-MM-DD. Defaults to 1900-01-01. */
  minValue?: string;
  /** The latest day that can be picked, YYYY-MM-DD. Defaults to 2100-01-01. */
  maxValue?: string;
  /** The day the calendar opens on while none is picked, YYYY-MM-DD; today unless told (e.g. an app's own clock). */
  defaultFocusedValue?: string;
  /** The button's text before a day is picked. Defaults to "Select a date", localised. */
  placeholder?: string;
  /** Defaults to "Clear", localised. */
  clearLabel?: string;
  isDisabled?: boolean;
}

/**
 * Picks one day in a calendar that opens from a button showing it as DD-MM-YYYY (the spec's date numbers). Picking
 * a day applies it and closes the calendar; Clear removes it, for optional dates. Days are YYYY-MM-DD strings, as
 * the contracts send them, so callers need no date library. The calendar follows the reader's locale.
 */
export function DatePicker({
  label,
  description,
  isOptional,
  optionalLabel,
  value,
  defaultValue = null,
  onChange,
  minValue,
  maxValue,
  defaultFocusedValue,
  placeholder,
  clearLabel,
  isDisabled,
}: DatePickerProps) {
  const strings = useLocalizedStringFormatter(datePickerMessages, '@partner-insights/ui');
  const { locale } = useLocale();
  const labelId = useId();
  const valueId = useId();
  const descriptionId = useId();
  const [picked, setPicked] = useControlledState<string | null>(value, defaultValue, onChange);
  const [isOpen, setOpen] = useState(false);

  function pick(date: string | null) {
    setPicked(date);
    setOpen(false);
  }

  return (
    <div className={`${fieldStyles.field} ${styles.root}`}>
      <LabelContext.Provider value={{ id: labelId, elementType: 'span' }}>
        <FieldLabel isOptional={isOptional} optionalLabel={optionalLabel}>
          {label}
        </FieldLabel>
      </LabelContext.Provider>
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <AriaButton
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={description ? descriptionId : undefined}
          isDisabled={isDisabled}
          className={fieldStyles.trigger}
        >
          <span id={valueId} className={styles.triggerText}>
            {picked ? formatDate(picked, 'DD-MM-YYYY', locale) : (placeholder ?? strings.format('placeholder'))}
          </span>
          <CalendarIcon />
        </AriaButton>
        <Popover placement="bottom start">
          <Dialog aria-labelledby={labelId} className={styles.dialog}>
            {/* Opening the calendar moves focus to its focused day, as a date picker's popup does. */}
            <Calendar
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              aria-labelledby={labelId}
              value={picked ? parseDate(picked) : null}
              onChange={(date) => pick(date.toString())}
              minValue={parseDate(minValue ?? DEFAULT_MIN_DATE)}
              maxValue={parseDate(maxValue ?? DEFAULT_MAX_DATE)}
              {...(defaultFocusedValue && { defaultFocusedValue: parseDate(defaultFocusedValue) })}
            >
              <CalendarMonth />
            </Calendar>
            <div className={styles.footer}>
              <Button variant="secondary" size="small" isDisabled={picked === null} onPress={() => pick(null)}>
                {clearLabel ?? strings.format('clear')}
              </Button>
            </div>
          </Dialog>
        </Popover>
      </DialogTrigger>
      {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
    </div>
  );
}
