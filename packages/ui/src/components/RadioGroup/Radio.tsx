import type { ReactNode, RefAttributes } from 'react';
import { RadioButton, RadioField, type RadioFieldProps } from 'react-aria-components';

import { choiceStyles, FieldDescription } from '../Field';
import * as styles from './RadioGroup.css';

export interface RadioProps
  extends Omit<RadioFieldProps, 'children' | 'className' | 'style' | 'render'>, RefAttributes<HTMLDivElement> {
  /** The label, pressable together with the circle. */
  children: ReactNode;
  /** Help text for this option, read as its description. */
  description?: ReactNode;
}

/** One option of a RadioGroup. */
export function Radio({ children, description, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={`${choiceStyles.choiceField} ${styles.field}`}>
      <RadioButton className={choiceStyles.choice}>
        <span className={styles.circle} />
        <span>{children}</span>
      </RadioButton>
      {description && (
        <div className={choiceStyles.choiceHelp}>
          <FieldDescription>{description}</FieldDescription>
        </div>
      )}
    </RadioField>
  );
}
