import { useEffect, useId, useRef, type RefAttributes } from 'react';
import {
  Button,
  ButtonContext,
  Input,
  InputContext,
  Provider,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { useSearchField } from 'react-aria/useSearchField';
import { useSearchFieldState } from 'react-stately/useSearchFieldState';

import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  FieldFrame,
  useValidationBehavior,
  withoutDataAttributes,
  type FieldTextProps,
} from '../Field';
import * as styles from './SearchField.css';
import {
  createDebouncedSearch,
  defaultDebounceMs,
  defaultMinLength,
  isTooShort,
  type DebouncedSearch,
} from './debouncedSearch';
import { searchFieldMessages } from './searchFieldMessages';

export interface SearchFieldProps
  extends
    Omit<AriaSearchFieldProps, 'children' | 'className' | 'style' | 'render' | 'minLength' | 'type'>,
    RefAttributes<HTMLDivElement>,
    FieldTextProps {
  placeholder?: string;
  /** Fewest characters worth searching (3 by default); shorter text shows a hint instead. */
  minLength?: number;
  /** How long typing must rest before `onSearch` runs, in ms (500 by default). */
  debounceMs?: number;
  /** Runs with the trimmed term, once it is long enough, or with '' when the field is cleared. */
  onSearch?: (term: string) => void;
  /** Overrides the hint "Please enter at least 3 characters". */
  minLengthHint?: string;
  /** Overrides the clear button's name ("Clear search", localised by react-aria). */
  clearLabel?: string;
}

// On react-aria's hooks: react-aria-components' SearchField brings react-aria's autocomplete along (2.5 KB gzip).
/**
 * A search box that searches as the reader types: `onSearch` runs once typing rests for
 * `debounceMs`, at once on Enter or when cleared (clear button or Escape), and never for text
 * shorter than `minLength`, which shows a hint instead.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  isOptional,
  optionalLabel,
  placeholder,
  minLength = defaultMinLength,
  debounceMs = defaultDebounceMs,
  onSearch,
  minLengthHint,
  clearLabel,
  ref,
  ...props
}: SearchFieldProps) {
  const strings = useLocalizedStringFormatter(searchFieldMessages, '@partner-insights/ui');
  const search = useDebouncedSearch({ debounceMs, minLength, onSearch });
  const hintId = useId();
  const validationBehavior = useValidationBehavior(props.validationBehavior);
  const fieldProps = {
    ...withoutDataAttributes(props),
    label,
    validationBehavior,
    onChange: (next: string) => {
      search.current?.change(next);
      props.onChange?.(next);
    },
    onSubmit: (submitted: string) => {
      search.current?.submit(submitted);
      props.onSubmit?.(submitted);
    },
    onClear: () => {
      search.current?.submit('');
      props.onClear?.();
    },
  };
  const state = useSearchFieldState(fieldProps);
  const showHint = isTooShort(state.value, minLength);
  const inputRef = useRef<HTMLInputElement>(null);
  const { inputProps, clearButtonProps, ...aria } = useSearchField(
    { ...fieldProps, 'aria-describedby': showHint ? hintId : props['aria-describedby'] },
    state,
    inputRef,
  );

  return (
    <FieldFrame
      aria={aria}
      isDisabled={props.isDisabled}
      isReadOnly={props.isReadOnly}
      isRequired={props.isRequired}
      domProps={props}
      dataAttributes={{ 'data-empty': state.value === '' || undefined }}
      ref={ref}
    >
      <FieldLabel isOptional={isOptional} optionalLabel={optionalLabel}>
        {label}
      </FieldLabel>
      <div className={styles.control}>
        <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className={styles.searchIcon}>
          <circle cx="8.5" cy="8.5" r="5.75" stroke="currentColor" strokeWidth="1.5" />
          <path d="m13 13 4.25 4.25" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        <Provider
          values={[
            [InputContext, { ...inputProps, ref: inputRef }],
            [ButtonContext, clearButtonProps],
          ]}
        >
          <Input placeholder={placeholder} className={styles.searchInput} />
          <Button aria-label={clearLabel} className={styles.clearButton}>
            <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" className={styles.clearIcon}>
              <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </Button>
        </Provider>
      </div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <p id={hintId} aria-live="polite" className={styles.hint}>
        {showHint && (minLengthHint ?? strings.format('minLengthHint', { minLength }))}
      </p>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </FieldFrame>
  );
}

/**
 * One debounced search per field, calling the latest `onSearch`, and cancelled when the field goes
 * or its timing changes. Held in a ref: only event handlers use it.
 */
function useDebouncedSearch({
  debounceMs,
  minLength,
  onSearch,
}: Required<Pick<SearchFieldProps, 'debounceMs' | 'minLength'>> & Pick<SearchFieldProps, 'onSearch'>) {
  const latestOnSearch = useRef(onSearch);
  const search = useRef<DebouncedSearch>(null);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  useEffect(() => {
    const debounced = createDebouncedSearch({
      delayMs: debounceMs,
      minLength,
      onSearch: (term) => latestOnSearch.current?.(term),
    });
    search.current = debounced;
    return debounced.cancel;
  }, [debounceMs, minLength]);
  return search;
}
