import { FormattedMessage } from 'react-intl';
import { ActionLink } from '../../../components/ActionLink/ActionLink';
import { StatusPage } from '../../../components/StatusPage/StatusPage';
import { useAreaMessages } from '../../../i18n/useAreaMessages';

/** Where a failed operation that cannot continue in place sends the reader. */
export default function ErrorPage() {
  useAreaMessages('status-pages');
  return (
    <StatusPage
      title={<FormattedMessage id="error.title" />}
      description={<FormattedMessage id="error.description" />}
      actions={
        <ActionLink to="/">
          <FormattedMessage id="notFound.returnHome" />
        </ActionLink>
      }
    />
  );
}
