import { Skeleton } from '@partner-insights/ui';
import { useIntl } from 'react-intl';
import * as styles from './UserListPage.css';

/** The tab list's room while the tabs' labels (their counts) are not known yet. */
export function UserListTabsSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.tabsSkeleton}>
      <Skeleton rows={1} label={intl.formatMessage({ id: 'userList.loadingTabs' })} />
    </div>
  );
}
