import * as styles from './SelectionCheckbox.css';

export interface SelectionCheckboxProps {
  /** What the checkbox selects, e.g. "Select Jane Doe"; heard, not shown. */
  label: string;
  isSelected: boolean;
  /** Some but not all rows selected (the page's checkbox); announced as mixed. */
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  onChange: (isSelected: boolean) => void;
}

/**
 * A row's (or the page's) selection checkbox, named for screen readers without visible text. A native
 * checkbox, as the ui Checkbox's input is: Space toggles it and Enter does not.
 */
export function SelectionCheckbox({
  label,
  isSelected,
  isIndeterminate,
  isDisabled,
  onChange,
}: SelectionCheckboxProps) {
  return (
    <input
      type="checkbox"
      className={styles.selectionCheckbox}
      aria-label={label}
      checked={isSelected}
      disabled={isDisabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      // `indeterminate` is a DOM property, not an attribute; only the page's checkbox sets it.
      ref={
        isIndeterminate === undefined
          ? undefined
          : (input) => {
              if (input) input.indeterminate = isIndeterminate;
            }
      }
    />
  );
}
