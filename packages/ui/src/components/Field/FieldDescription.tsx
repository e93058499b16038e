import type { ReactNode } from 'react';
import { Text } from 'react-aria-components';

import * as styles from './Field.css';

/** Help text under a field, linked by react-aria as the control's description. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}
