import { Alert, Link } from '@partner-insights/ui';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ActionLink } from '../../../components/ActionLink/ActionLink';
import * as layout from '../../../components/page/pageLayout.css';

/** Tickets belong to an account: a visitor signs in first, and comes back here (link included), or contacts us. */
export function SignInToRaiseTicket() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  return (
    <>
      <Alert tone="info" title={intl.formatMessage({ id: 'ticketCreation.signIn.title' })}>
        {intl.formatMessage({ id: 'ticketCreation.signIn.body' })}
      </Alert>
      <div className={layout.actions}>
        <ActionLink to={`/login?lastUrl=${encodeURIComponent(pathname + search)}`}>
          {intl.formatMessage({ id: 'ticketCreation.signIn.action' })}
        </ActionLink>
        <Link href="/contactUs" variant="standalone">
          {intl.formatMessage({ id: 'support.contactUs' })}
        </Link>
      </div>
    </>
  );
}
