import { Logo } from '@partner-insights/ui';
import { FormattedMessage } from 'react-intl';
import { ActionLink } from '../../components/ActionLink/ActionLink';
import { useStores } from '../../stores/StoresContext';
import { pageHeading, pageLead } from '../pageTypography.css';
import * as styles from './NotFoundPage.css';

/** Any path the route table does not know. Its page view and title come with the navigation, like every page. */
export default function NotFoundPage() {
  const { productName } = useStores();
  return (
    <div className={styles.page}>
      <Logo productName={productName} size="large" />
      <h1 className={pageHeading}>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p className={pageLead}>
        <FormattedMessage id="notFound.description" />
      </p>
      <ActionLink to="/">
        <FormattedMessage id="notFound.returnHome" />
      </ActionLink>
    </div>
  );
}
