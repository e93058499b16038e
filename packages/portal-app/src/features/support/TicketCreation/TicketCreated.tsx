import type { IncidentCreated } from '@partner-insights/contracts';
import { Link } from '@partner-insights/ui';
import { useIntl } from 'react-intl';
import { SubmissionConfirmation } from '../SupportForms/SubmissionConfirmation';
import { ticketPath } from '../TrackTicket/ticketPaths';

interface TicketCreatedProps {
  readonly created: IncidentCreated;
  /** Starts a fresh form. */
  readonly onCreateAnother: () => void;
}

/** The success panel that replaces the form: the new ticket's number, a link to the ticket, and a fresh start. */
export function TicketCreated({ created, onCreateAnother }: TicketCreatedProps) {
  const intl = useIntl();
  return (
    <SubmissionConfirmation
      title={intl.formatMessage({ id: 'ticketCreation.created.heading' })}
      action={{ label: intl.formatMessage({ id: 'ticketCreation.created.another' }), onPress: onCreateAnother }}
    >
      <p>
        {intl.formatMessage(
          { id: 'ticketCreation.created.reference' },
          {
            reference: created.referenceNumber,
            link: (reference) => <Link href={ticketPath(created.incidentId)}>{reference}</Link>,
          },
        )}
      </p>
      <p>{intl.formatMessage({ id: 'ticketCreation.created.body' })}</p>
    </SubmissionConfirmation>
  );
}
