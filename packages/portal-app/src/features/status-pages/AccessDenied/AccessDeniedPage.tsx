import { FormattedMessage } from 'react-intl';
import { ActionLink } from '../../../components/ActionLink/ActionLink';
import { pageHeading, pageLead } from '../../../components/page/pageTypography.css';
import { shellPage } from '../shellPage.css';
import { useAreaMessages } from '../../../i18n/useAreaMessages';

/** Where a page the user's permissions do not cover (e.g. administration for a non-admin) sends them. */
export default function AccessDeniedPage() {
  useAreaMessages('status-pages');
  return (
    <div className={shellPage}>
      <h1 className={pageHeading}>
        <FormattedMessage id="accessDenied.title" />
      </h1>
      <p className={pageLead}>
        <FormattedMessage id="accessDenied.description" />
      </p>
      <ActionLink to="/apps">
        <FormattedMessage id="status.goToApps" />
      </ActionLink>
    </div>
  );
}
