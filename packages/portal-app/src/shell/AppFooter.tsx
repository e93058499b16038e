import { Footer } from '@partner-insights/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import type { MessageId } from '../i18n/catalogues';
import { routesFor } from '../routes/routeTable';
import { useStores } from '../stores/StoresContext';
import * as styles from './header/header.css';

const FOOTER_LINKS: readonly { readonly to: string; readonly labelId: MessageId }[] = [
  { to: '/support', labelId: 'pageTitle.support' },
  { to: '/contactUs', labelId: 'pageTitle.contactUs' },
  { to: '/privacyPolicy', labelId: 'pageTitle.privacyPolicy' },
  { to: '/terms', labelId: 'pageTitle.terms' },
];

/** The shell's foot: support, contact and the legal pages that exist on the reader's site, and the copyright line. */
export function AppFooter() {
  const { productName, config, clock } = useStores();
  const { formatMessage } = useIntl();
  const paths = new Set(routesFor(config.site).map((route) => route.path));
  return (
    <Footer
      year={new Date(clock.now()).getFullYear()}
      productName={productName}
      links={
        <nav aria-label={formatMessage({ id: 'footer.label' })}>
          <ul className={styles.linkList.wrappingRow}>
            {FOOTER_LINKS.filter(({ to }) => paths.has(to)).map(({ to, labelId }) => (
              <li key={to}>
                <NavLink to={to} className={styles.link.row}>
                  <FormattedMessage id={labelId} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      }
    />
  );
}
