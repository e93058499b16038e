import { PageHeader } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createSupportStore } from '../stores/SupportStore';
import { sectionHeading } from '../../../components/page/pageTypography.css';
import { SupportConfigurationGate } from '../SupportForms/SupportConfigurationGate';
import { SupportOptions } from './SupportOptions';
import { SupportTopics } from './SupportTopics';
import * as layout from '../../../components/page/pageLayout.css';

/**
 * /support: the ways to get help (raise a ticket, track tickets, request access for internal users, contact us) and the topics the
 * support desk takes on this site, from the support configuration. A 401 for it sends the reader to raise a ticket.
 */
const SupportPage = observer(function SupportPage() {
  useAreaMessages('support');
  const { session } = useStores();
  const support = useAreaStore(createSupportStore);
  const intl = useIntl();

  if (support.isConfigurationRefused) return <Navigate to="/support/ticketCreation" replace />;
  return (
    <div className={layout.page.wide}>
      <PageHeader
        title={intl.formatMessage({ id: 'support.home.title' })}
        description={intl.formatMessage({ id: 'support.home.lead' })}
      />
      <SupportOptions isViewOnly={session.isViewOnly} mayRequestAccess={session.mayRequestAccess} />
      {/* Each topic starts a ticket: spectators, who view only, raise none. */}
      {!session.isViewOnly && (
        <section aria-labelledby="support-topics" className={layout.section}>
          <h2 id="support-topics" className={sectionHeading}>
            {intl.formatMessage({ id: 'support.home.topics.title' })}
          </h2>
          <p className={layout.sectionNote}>{intl.formatMessage({ id: 'support.home.topics.lead' })}</p>
          <SupportConfigurationGate loadingLabel={intl.formatMessage({ id: 'support.home.topics.loading' })}>
            {({ supportTypes }) => (
              <SupportTopics supportTypes={supportTypes} mayRequestAccess={session.mayRequestAccess} />
            )}
          </SupportConfigurationGate>
        </section>
      )}
    </div>
  );
});

export default SupportPage;
