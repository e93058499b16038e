import { Logo } from '@partner-insights/ui';
import type { ReactNode } from 'react';
import { pageHeading } from '../../../components/page/pageTypography.css';
import { useStores } from '../../../stores/StoresContext';
import * as styles from './IdentityPage.css';

export interface IdentityPageProps {
  readonly heading: ReactNode;
  readonly lead?: ReactNode;
  /** The form, or what replaced it once sent. */
  readonly children: ReactNode;
}

/** The column of the sign-in and password pages: the logo, one h1, a line of explanation, then the form. */
export function IdentityPage({ heading, lead, children }: IdentityPageProps) {
  const { productName } = useStores();
  return (
    <div className={styles.page}>
      <Logo productName={productName} size="large" />
      <h1 className={`${pageHeading} ${styles.heading}`}>{heading}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  );
}
