import { FormattedMessage } from 'react-intl';
import { ActionLink } from '../../../components/ActionLink/ActionLink';
import { pageHeading, pageLead } from '../../../components/page/pageTypography.css';
import { shellPage } from '../shellPage.css';
import { useAreaMessages } from '../../../i18n/useAreaMessages';

/** For a reader whose access to the portal is still being set up. */
export default function PendingAccessPage() {
  useAreaMessages('status-pages');
  return (
    <div className={shellPage}>
      <h1 className={pageHeading}>
        <FormattedMessage id="pendingAccess.title" />
      </h1>
      <p className={pageLead}>
        <FormattedMessage id="pendingAccess.description" />
      </p>
      <ActionLink to="/support">
        <FormattedMessage id="pendingAccess.support" />
      </ActionLink>
    </div>
  );
}
