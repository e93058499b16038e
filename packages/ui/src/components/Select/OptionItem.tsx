import { ListBoxItem } from 'react-aria-components';

import * as styles from './listBox.css';
import { OptionContent } from './OptionContent';
import type { SelectOption } from './options';

export interface OptionItemProps {
  option: SelectOption;
}

/** An option of a combo box or a multi-select list box, drawn for its list's selection mode. */
export function OptionItem({ option }: OptionItemProps) {
  return (
    <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled} className={styles.option}>
      {({ selectionMode }) => (
        <OptionContent label={option.label} selectionMode={selectionMode === 'multiple' ? 'multiple' : 'single'} />
      )}
    </ListBoxItem>
  );
}
