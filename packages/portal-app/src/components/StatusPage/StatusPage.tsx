import { Logo } from '@partner-insights/ui';
import type { ReactNode } from 'react';
import { useStores } from '../../stores/StoresContext';
import { pageHeading, pageLead } from '../page/pageTypography.css';
import * as styles from './StatusPage.css';

export interface StatusPageProps {
  readonly title: ReactNode;
  readonly description: ReactNode;
  /** The ways onward, e.g. ActionLinks. */
  readonly actions?: ReactNode;
}

/** A full page about where the reader stands (not found, no access, error): logo, one h1, one line, ways onward. */
export function StatusPage({ title, description, actions }: StatusPageProps) {
  const { productName } = useStores();
  return (
    <div className={styles.page}>
      <Logo productName={productName} size="large" />
      <h1 className={pageHeading}>{title}</h1>
      <p className={pageLead}>{description}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
