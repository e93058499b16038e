import { FormattedMessage } from 'react-intl';
import { ActionLink } from '../../../components/ActionLink/ActionLink';
import { StatusPage } from '../../../components/StatusPage/StatusPage';

/** Where a basic user lands after opening a page outside their plan. */
export default function NoAccessPage() {
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
