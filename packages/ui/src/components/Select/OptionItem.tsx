import { ListBoxItem } from 'react-aria-components';

import * as styles from './listBox.css';
import { OptionContent } from './OptionContent';
import type { SelectOption } from './options';

export interface OptionItemProps {
  option: SelectOption;
}

/** An option of a multi-select's list (react-aria-components' list box, which its search filters). */
export function OptionItem({ option }: OptionItemProps) {
  return (
    <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled} className={styles.option}>
      {({ selectionMode }) => (
        <OptionContent label={option.label} selectionMode={selectionMode === 'multiple' ? 'multiple' : 'single'} />
      )}
    </ListBoxItem>
  );
}
