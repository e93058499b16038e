import { Logo } from '@partner-insights/ui';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../../../stores/StoresContext';
import { pageHeading, pageLead } from '../../../components/page/pageTypography.css';
import * as styles from './HomePage.css';
import { useAreaMessages } from '../../../i18n/useAreaMessages';

/** The landing page while the portal is being built: it says so, and nothing more. */
export default function HomePage() {
  useAreaMessages('home');
  const { productName } = useStores();
  return (
    <div className={styles.page}>
      <Logo productName={productName} size="large" />
      <h1 className={pageHeading}>
        <FormattedMessage id="home.heading" values={{ productName }} />
      </h1>
      <p className={pageLead}>
        <FormattedMessage id="home.status" />
      </p>
    </div>
  );
}
