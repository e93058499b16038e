import { FormattedMessage } from 'react-intl';
import { ActionLink } from '../../../components/ActionLink/ActionLink';
import { StatusPage } from '../../../components/StatusPage/StatusPage';
import { useAreaMessages } from '../../../i18n/useAreaMessages';

/** Where a basic user lands after opening a page outside their plan. */
export default function NoAccessPage() {
  useAreaMessages('status-pages');
  return (
    <StatusPage
      title={<FormattedMessage id="noAccess.title" />}
      description={<FormattedMessage id="noAccess.description" />}
      actions={
        <ActionLink to="/apps">
          <FormattedMessage id="status.goToApps" />
        </ActionLink>
      }
    />
  );
}
