import { Alert, Card, ErrorPanel, Link, Skeleton } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ActionLink } from '../../../components/ActionLink/ActionLink';
import { sectionHeading } from '../../../components/page/pageTypography.css';
import { useAreaStore } from '../../../stores/StoresContext';
import { createAccessRequestStore } from '../stores/AccessRequestStore';
import { adminsMailto } from './adminsMailto';
import * as styles from './RequestAccessPage.css';
import * as layout from '../../../components/page/pageLayout.css';

/** About the height of a company's administrators with the button to write to them. */
const SKELETON_ROWS = 5;

/**
 * External users ask their company's administrators for access: who they are and a way to write to all of them; a
 * company without any sends them to support instead, never to a dead end.
 */
export const AskYourAdmins = observer(function AskYourAdmins() {
  const accessRequests = useAreaStore(createAccessRequestStore);
  const intl = useIntl();
  const titleId = useId();
  const { companyAdmins, admins } = accessRequests;

  if (companyAdmins.status === 'error') return <ErrorPanel onRefresh={() => void accessRequests.load()} />;
  if (companyAdmins.status !== 'success') {
    return (
      <Card as="section">
        <Skeleton rows={SKELETON_ROWS} label={intl.formatMessage({ id: 'requestAccess.admins.loading' })} />
      </Card>
    );
  }
  if (admins.length === 0) return <NoAdmins />;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <div className={layout.section}>
        <h2 id={titleId} className={sectionHeading}>
          {intl.formatMessage({ id: 'requestAccess.admins.title' })}
        </h2>
        <ul className={styles.products}>
          {admins.map(({ name, email }) => (
            <li key={email} className={styles.product}>
              <p className={styles.productTitle}>{name}</p>
              <Link href={`mailto:${email}`}>{email}</Link>
            </li>
          ))}
        </ul>
        <div className={layout.actions}>
          <ActionLink to={adminsMailto(admins, intl.formatMessage({ id: 'requestAccess.admins.subject' }))}>
            {intl.formatMessage({ id: 'requestAccess.admins.write' }, { count: admins.length })}
          </ActionLink>
        </div>
      </div>
    </Card>
  );
});

/** No administrator to ask: support gives access instead. */
function NoAdmins() {
  const intl = useIntl();
  return (
    <Alert tone="info" title={intl.formatMessage({ id: 'requestAccess.noAdmins.title' })}>
      {intl.formatMessage(
        { id: 'requestAccess.noAdmins.body' },
        {
          support: (text) => <Link href="/support">{text}</Link>,
          contact: (text) => <Link href="/contactUs">{text}</Link>,
        },
      )}
    </Alert>
  );
}
