import type { ReactNode } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import * as styles from './Footer.css';
import { footerMessages } from './footerMessages';

export interface FooterProps {
  /** The year of the copyright line; passed in, so a render never depends on today's date. */
  year: number;
  /** The product named in the copyright line. */
  productName?: string;
  /** Footer links, e.g. a `<nav aria-label="Legal">` of links. */
  links?: ReactNode;
  /** Overrides the localised copyright line. */
  copyright?: string;
}

/** The page's foot (the `contentinfo` landmark): links and the copyright line. */
export function Footer({ year, productName = 'Partner Insights', links, copyright }: FooterProps) {
  const strings = useLocalizedStringFormatter(footerMessages, '@partner-insights/ui');
  return (
    <footer className={styles.footer}>
      {links}
      <p className={styles.copyright}>{copyright ?? strings.format('copyright', { year, productName })}</p>
    </footer>
  );
}
