import type { ReactNode, RefAttributes } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';

import { choiceStyles, FieldDescription, FieldErrorMessage, type FieldTextProps } from '../Field';
import * as styles from './Switch.css';

export interface SwitchProps
  extends
    Omit<SwitchFieldProps, 'children' | 'className' | 'style' | 'render'>,
    RefAttributes<HTMLDivElement>,
    Pick<FieldTextProps, 'description' | 'errorMessage'> {
  /** The label, pressable together with the switch. */
  children: ReactNode;
}

/**
 * An on/off switch for a setting that takes effect at once (a checkbox suits choices submitted
 * with a form). Announced as a switch; Space toggles it.
 */
export function Switch({ children, description, errorMessage, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={`${choiceStyles.choiceField} ${styles.field}`}>
      <SwitchButton className={choiceStyles.choice}>
        <span className={styles.track}>
          <span className={styles.thumb} />
        </span>
        <span>{children}</span>
      </SwitchButton>
      <div className={choiceStyles.choiceHelp}>
        {description && <FieldDescription>{description}</FieldDescription>}
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      </div>
    </SwitchField>
  );
}
