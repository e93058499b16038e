import type { IncidentCreated, IncidentDetail } from '@partner-insights/contracts';
import { PageHeader } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ViewOnlyNotice } from '../../../components/ViewOnlyNotice/ViewOnlyNotice';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createSupportStore } from '../stores/SupportStore';
import { createTicketsStore } from '../stores/TicketsStore';
import { ConfiguredSupportForm } from '../SupportForms/ConfiguredSupportForm';
import { ticketFormDescription } from '../SupportForms/supportFormFields';
import { FreshForm } from './FreshForm';
import { SignInToRaiseTicket } from './SignInToRaiseTicket';
import { TicketCreated } from './TicketCreated';
import * as layout from '../../../components/page/pageLayout.css';

/**
 * /support/ticketCreation: a signed-in user raises a support ticket, with an optional attachment; `?request=access`
 * asks for access. Tickets belong to an account, so visitors are asked to sign in (or to contact us).
 */
const TicketCreationPage = observer(function TicketCreationPage() {
  useAreaMessages('support');
  const { session } = useStores();
  const support = useAreaStore(createSupportStore);
  const tickets = useAreaStore(createTicketsStore);
  const intl = useIntl();
  const [created, setCreated] = useState<IncidentCreated | null>(null);
  const [isAnother, setIsAnother] = useState(false);

  const createTicket = async (detail: IncidentDetail, attachment: File | null) => {
    setCreated(await support.createTicket(detail, attachment));
    // The ticket list shows the new ticket on its next visit, not the page it loaded before.
    tickets.list.reset();
  };

  const mustSignIn = !session.user || support.isConfigurationRefused;
  // Spectators view only: raising a ticket is not for them.
  const mayRaise = !mustSignIn && !session.isViewOnly;
  return (
    <div className={layout.page.wide}>
      {/* What the form asks gives way to the success panel once the ticket is created. */}
      <PageHeader
        title={intl.formatMessage({ id: 'ticketCreation.title' })}
        description={mayRaise && created ? undefined : intl.formatMessage({ id: 'ticketCreation.lead' })}
      />
      {mustSignIn && <SignInToRaiseTicket />}
      {!mustSignIn && session.isViewOnly && <ViewOnlyNotice />}
      {mayRaise && created && (
        <TicketCreated
          created={created}
          onCreateAnother={() => {
            setCreated(null);
            setIsAnother(true);
          }}
        />
      )}
      {mayRaise && !created && (
        <FreshForm takesFocus={isAnother}>
          <ConfiguredSupportForm
            formId="incident"
            describe={ticketFormDescription}
            nameField="lastName"
            label={intl.formatMessage({ id: 'ticketCreation.title' })}
            submitLabel={intl.formatMessage({ id: 'ticketCreation.submit' })}
            onSubmit={createTicket}
          />
        </FreshForm>
      )}
    </div>
  );
});

export default TicketCreationPage;
