import { Checkbox } from '@partner-insights/ui';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';

export interface SelectionCheckboxProps {
  /** What the checkbox selects, e.g. "Select Jane Doe"; heard, not shown. */
  label: string;
  isSelected: boolean;
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  onChange: (isSelected: boolean) => void;
}

/** A row's (or the page's) selection checkbox, named for screen readers without visible text. */
export function SelectionCheckbox({ label, ...props }: SelectionCheckboxProps) {
  return (
    <Checkbox {...props}>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Checkbox>
  );
}
