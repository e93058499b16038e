import { FormattedMessage } from 'react-intl';
import { ActionLink } from '../../../components/ActionLink/ActionLink';
import { StatusPage } from '../../../components/StatusPage/StatusPage';
import { useAreaMessages } from '../../../i18n/useAreaMessages';

/** Any path the route table does not know. Its page view and title come with the navigation, like every page. */
export default function NotFoundPage() {
  useAreaMessages('status-pages');
  return (
    <StatusPage
      title={<FormattedMessage id="notFound.title" />}
      description={<FormattedMessage id="notFound.description" />}
      actions={
        <ActionLink to="/">
          <FormattedMessage id="notFound.returnHome" />
        </ActionLink>
      }
    />
  );
}
