import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './FreshForm.css';

interface FreshFormProps {
  /** Whether it replaces the success panel, whose button (where focus was) is gone. */
  readonly takesFocus: boolean;
  readonly children: ReactNode;
}

/** The ticket form; started again from the success panel, it takes focus so keyboard users land in it. */
export function FreshForm({ takesFocus, children }: FreshFormProps) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takesFocus) region.current?.focus();
  }, [takesFocus]);
  return (
    <div ref={region} tabIndex={-1} className={styles.region}>
      {children}
    </div>
  );
}
