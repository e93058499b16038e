import { ListBoxItem } from 'react-aria-components';

import * as styles from './listBox.css';
import type { SelectOption } from './options';

const tickPath = 'M3 8.5l3.5 3.5L13 4.5';

export interface OptionItemProps {
  option: SelectOption;
}

/**
 * An option of a select, combo box or multi-select list box: a tick marks the chosen option of a single
 * selection, a checkbox each option of a multiple one. The visuals are decorative: react-aria announces
 * the option's selected state.
 */
export function OptionItem({ option }: OptionItemProps) {
  return (
    <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled} className={styles.option}>
      {({ selectionMode }) =>
        selectionMode === 'multiple' ? (
          <>
            <span className={styles.checkbox} aria-hidden="true">
              <svg viewBox="0 0 16 16" fill="none" className={styles.checkboxTick}>
                <path d={tickPath} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <span className={styles.optionLabel}>{option.label}</span>
          </>
        ) : (
          <>
            <span className={styles.optionLabel}>{option.label}</span>
            <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" className={styles.checkmark}>
              <path d={tickPath} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </>
        )
      }
    </ListBoxItem>
  );
}
