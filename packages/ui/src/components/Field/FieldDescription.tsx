import type { ReactNode } from 'react';
import { Text } from 'react-aria-components';

import * as styles from './Field.css';

export interface FieldDescriptionProps {
  /** For fields that link their description themselves; react-aria's fields link it on their own. */
  id?: string;
  children: ReactNode;
}

/** Help text under a field, read as the control's description. */
export function FieldDescription({ id, children }: FieldDescriptionProps) {
  return (
    <Text id={id} slot="description" className={styles.description}>
      {children}
    </Text>
  );
}
