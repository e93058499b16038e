import { Alert, type AlertAction } from '@partner-insights/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './SubmissionConfirmation.css';

interface SubmissionConfirmationProps {
  readonly title: string;
  readonly children: ReactNode;
  /** The way onward, e.g. to the ticket list or back to a new form. */
  readonly action: AlertAction;
}

/**
 * What replaces a sent form: a success alert with a button (spec portal-shell §8). It takes focus, so keyboard and
 * screen reader users land on it rather than on the page's start when the form they were in goes away.
 */
export function SubmissionConfirmation({ title, children, action }: SubmissionConfirmationProps) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} tabIndex={-1} className={styles.confirmation}>
      <Alert tone="success" title={title} action={action}>
        {children}
      </Alert>
    </div>
  );
}
