import { Banner, Button } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { use, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDateFormatting } from '../../../i18n/dateFormats';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createAccessAuditStore } from '../stores/AccessAuditStore';
import * as styles from './AccessAudit.css';
import { LazyCompleteAuditDialog } from './LazyCompleteAuditDialog';

/** The audit's review page: every user of the company, to keep or remove (features/access-reviews). */
const ACCESS_REVIEW_PATH = '/admin/accessReview';

/**
 * The access audit prompt (spec portal-shell §3), for an admin (LIST on USER) of the company they act for: while
 * its audit is due, the date by which it must be completed or every user loses access, and the way to complete
 * it, or to review its users first. Those who view only (spectators) see the prompt without the button. It suspends
 * until the audit is known, so the shell shows with the banner or without it, never one and then the other.
 */
export const AccessAuditBanner = observer(function AccessAuditBanner() {
  useAreaMessages('admin');
  const { session } = useStores();
  const audits = useAreaStore(createAccessAuditStore);
  const { formatMessage } = useIntl();
  const { format } = useDateFormatting();
  const [isDialogOpen, setDialogOpen] = useState(false);
  const company = session.user?.tenant;
  if (company) use(audits.answered(company.id));

  const dueDate = audits.dueDate;
  if (!company || !dueDate) return null;
  return (
    <>
      <Banner
        id="banner-access-audit"
        tone="caution"
        link={{ label: formatMessage({ id: 'accessAudit.review' }), href: ACCESS_REVIEW_PATH }}
        message={
          <span className={styles.message}>
            {formatMessage({ id: 'accessAudit.banner' }, { dueDate: format(dueDate, 'short') })}
            {!session.isViewOnly && (
              <Button size="small" variant="secondary" onPress={() => setDialogOpen(true)}>
                {formatMessage({ id: 'accessAudit.complete' })}
              </Button>
            )}
          </span>
        }
      />
      <LazyCompleteAuditDialog companyName={company.name} isOpen={isDialogOpen} onOpenChange={setDialogOpen} />
    </>
  );
});
