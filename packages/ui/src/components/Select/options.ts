import type { Key } from 'react-aria-components';

/** One choice of a dropdown: its key, the text shown and searched, and whether it can be chosen. */
export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}
