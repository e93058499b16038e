import { PageHeader } from '@partner-insights/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import {
  ConfiguredSupportForm,
  contactUsFormDescription,
  createSupportStore,
  SubmissionConfirmation,
} from '../../support';
import * as layout from '../../../components/page/pageLayout.css';

/** /contactUs: anyone, signed in or not, writes to the support desk; the server may ask for the bot challenge first. */
export default function ContactUsPage() {
  useAreaMessages('contact-us', 'support');
  const { analytics } = useStores();
  const support = useAreaStore(createSupportStore);
  const intl = useIntl();
  const [isSent, setIsSent] = useState(false);
  return (
    <div className={layout.page.wide}>
      <PageHeader
        title={intl.formatMessage({ id: 'contactUs.title' })}
        description={intl.formatMessage({ id: 'contactUs.lead' })}
      />
      {isSent ? (
        <SubmissionConfirmation
          title={intl.formatMessage({ id: 'contactUs.sent.title' })}
          action={{ label: intl.formatMessage({ id: 'contactUs.sent.action' }), onPress: () => setIsSent(false) }}
        >
          {intl.formatMessage({ id: 'contactUs.sent.body' })}
        </SubmissionConfirmation>
      ) : (
        <ConfiguredSupportForm
          formId="contactUs"
          describe={contactUsFormDescription}
          nameField="name"
          label={intl.formatMessage({ id: 'contactUs.title' })}
          submitLabel={intl.formatMessage({ id: 'contactUs.submit' })}
          onSubmit={async (request, attachment) => {
            analytics.trackEvent('click', 'contact_us_submit_click');
            // Closing the bot challenge sends nothing: the form stays as it was, to send again.
            if ((await support.contactUs(request, attachment)) === 'sent') setIsSent(true);
          }}
        />
      )}
    </div>
  );
}
