import type { ReactNode } from 'react';
import * as styles from './layouts.css';

/** The frame of standalone pages (not found, no access, error): their content alone, centred. */
export function StandaloneLayout({ children }: { readonly children: ReactNode }) {
  return <main className={styles.standaloneMain}>{children}</main>;
}
