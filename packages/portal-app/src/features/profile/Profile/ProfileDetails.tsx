import { accessTypeLabel, type UserDetails } from '@partner-insights/contracts';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import * as styles from './ProfilePage.css';
import * as layout from '../../../components/page/pageLayout.css';

/** Who the user is, as the portal knows them: a description list of their details. */
export function ProfileDetails({ user }: { readonly user: UserDetails }) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const notProvided = text('profile.notProvided');
  const entries: readonly [MessageId, ReactNode][] = [
    ['profile.field.name', `${user.first_name} ${user.last_name}`],
    ['profile.field.email', user.email_address],
    ['profile.field.loginId', user.login_id],
    ['profile.field.company', user.tenant?.name ?? notProvided],
    ['profile.field.companyType', user.companyType ? text(`profile.companyType.${user.companyType}`) : notProvided],
    ['profile.field.userType', text(`profile.userType.${user.user_type}`)],
    ['profile.field.accessType', text(`profile.accessType.${accessTypeLabel(user)}`)],
    ['profile.field.phone', user.phone_number ?? notProvided],
  ];
  return (
    <dl className={layout.details}>
      {entries.map(([label, value]) => (
        <div key={label}>
          <dt className={layout.term}>{text(label)}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
