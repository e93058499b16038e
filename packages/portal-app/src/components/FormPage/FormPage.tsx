import { Logo } from '@partner-insights/ui';
import type { ReactNode } from 'react';
import { pageHeading } from '../page/pageTypography.css';
import { useStores } from '../../stores/StoresContext';
import * as styles from './FormPage.css';

export interface FormPageProps {
  readonly heading: ReactNode;
  readonly lead?: ReactNode;
  /** How wide the column is: narrow for a few fields, wide for a form with fields side by side. */
  readonly width?: 'narrow' | 'wide';
  /** The form, or what replaced it once sent. */
  readonly children: ReactNode;
}

/**
 * The framed column of the pages a visitor fills in before reaching the portal (sign-in, passwords, registration):
 * the logo, one h1, a line of explanation, then the form.
 */
export function FormPage({ heading, lead, width = 'narrow', children }: FormPageProps) {
  const { productName } = useStores();
  return (
    <div className={styles.page[width]}>
      <Logo productName={productName} size="large" />
      <h1 className={`${pageHeading} ${styles.heading}`}>{heading}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  );
}
