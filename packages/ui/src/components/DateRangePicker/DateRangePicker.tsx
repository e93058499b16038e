import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button as AriaButton, ButtonContext, LabelContext, useLocale } from 'react-aria-components';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { useOverlayTrigger } from 'react-aria/useOverlayTrigger';
import { useControlledState } from 'react-stately/useControlledState';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';

import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type FieldTextProps } from '../Field';
import { CalendarIcon } from './CalendarIcon';
import {
  DEFAULT_MAX_DATE,
  DEFAULT_MIN_DATE,
  formatDateRange,
  type DateDisplayFormat,
  type DateRange,
} from './dateRange';
import * as styles from './DateRangePicker.css';
import { dateRangePickerMessages } from './dateRangePickerMessages';

// The popover, its dialog and the calendar load when the picker is about to open: pointed at, focused or opened.
const loadDateRangePopover = () => import('./DateRangePopover');
const preloadDateRangePopover = () => void loadDateRangePopover();
const DateRangePopover = lazy(async () => ({ default: (await loadDateRangePopover()).DateRangePopover }));

export interface DateRangePickerProps extends Omit<FieldTextProps, 'errorMessage'> {
  /** The applied range (controlled). */
  value?: DateRange | null;
  /** The range applied at first (uncontrolled). */
  defaultValue?: DateRange | null;
  /** Called when Done applies a range. */
  onChange?: (range: DateRange) => void;
  /** The earliest day that can be picked, YYYY-MM-DD. Defaults to 1900-01-01. */
  minValue?: string;
  /** The latest day that can be picked, YYYY-MM-DD. Defaults to 2100-01-01. */
  maxValue?: string;
  /** The most days a range may cover, both ends included; a longer range cannot be applied. */
  maxDays?: number;
  /** Shown while the range is too long. Defaults to "Date range can't be more than {maxDays} days", localised. */
  maxDaysMessage?: string;
  /** How the button writes the dates. Defaults to 'MMM DD' ("Mar 01 – Mar 15"). */
  displayFormat?: DateDisplayFormat;
  /** The button's text before any range is applied. Defaults to "Select dates", localised. */
  placeholder?: string;
  /** Defaults to "Done", localised. */
  doneLabel?: string;
  /** Defaults to "Reset", localised. */
  resetLabel?: string;
  isDisabled?: boolean;
  /** Marks the field invalid; `errorMessage` says why. */
  isInvalid?: boolean;
  errorMessage?: string;
}

/**
 * Picks a range of days in a calendar that opens from a button showing the applied range. The first day
 * picked is the start, the second the end; Done applies the range and Reset restores the dates the
 * calendar opened with. With `maxDays`, a longer range is flagged and Done is disabled. The calendar, its
 * month names and weekdays follow the reader's locale.
 */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  isOptional,
  optionalLabel,
  isInvalid = false,
  value,
  defaultValue = null,
  onChange,
  minValue = DEFAULT_MIN_DATE,
  maxValue = DEFAULT_MAX_DATE,
  maxDays,
  maxDaysMessage,
  displayFormat = 'MMM DD',
  placeholder,
  doneLabel,
  resetLabel,
  isDisabled,
}: DateRangePickerProps) {
  const strings = useLocalizedStringFormatter(dateRangePickerMessages, '@partner-insights/ui');
  const { locale } = useLocale();
  const labelId = useId();
  const valueId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const error = isInvalid && errorMessage;
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ') || undefined;
  const [applied, setApplied] = useControlledState<DateRange | null>(value, defaultValue, (range) => {
    if (range) onChange?.(range);
  });
  const [draft, setDraft] = useState<DateRange | null>(applied);
  const [hasOpened, setHasOpened] = useState(false);
  const state = useOverlayTriggerState({
    onOpenChange: (isOpen) => {
      // Each opening starts from the applied range: that is what Reset returns to.
      if (isOpen) {
        setDraft(applied);
        setHasOpened(true);
      }
    },
  });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);

  function apply() {
    setApplied(draft);
    state.close();
  }

  return (
    <div data-invalid={isInvalid || undefined} className={`${fieldStyles.field} ${styles.root}`}>
      <LabelContext.Provider value={{ id: labelId, elementType: 'span' }}>
        <FieldLabel isOptional={isOptional} optionalLabel={optionalLabel}>
          {label}
        </FieldLabel>
      </LabelContext.Provider>
      <ButtonContext value={{ ...triggerProps, ref: triggerRef, isPressed: state.isOpen }}>
        <AriaButton
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          isDisabled={isDisabled}
          className={fieldStyles.trigger}
          onHoverStart={preloadDateRangePopover}
          onFocus={preloadDateRangePopover}
        >
          <span id={valueId} className={styles.triggerText}>
            {applied ? formatDateRange(applied, displayFormat, locale) : (placeholder ?? strings.format('placeholder'))}
          </span>
          <CalendarIcon />
        </AriaButton>
      </ButtonContext>
      {/* No fallback: focus stays on the trigger until the calendar mounts and takes it. */}
      {hasOpened && (
        <Suspense>
          <DateRangePopover
            state={state}
            triggerRef={triggerRef}
            dialogProps={overlayProps}
            labelId={labelId}
            draft={draft}
            onDraftChange={setDraft}
            applied={applied}
            onApply={apply}
            minValue={minValue}
            maxValue={maxValue}
            maxDays={maxDays}
            maxDaysMessage={maxDaysMessage}
            doneLabel={doneLabel}
            resetLabel={resetLabel}
          />
        </Suspense>
      )}
      {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </div>
  );
}
