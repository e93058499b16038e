import { Skeleton } from '@partner-insights/ui';
import { useIntl } from 'react-intl';
import * as styles from './UserListPage.css';

/** The tabs and the table while their code loads: the tab list's room, the toolbar's, then the table's rows. */
export function UserListBodySkeleton({ rows }: { readonly rows: number }) {
  const intl = useIntl();
  return (
    <>
      <div className={styles.tabsSkeleton}>
        <Skeleton rows={1} label={intl.formatMessage({ id: 'userList.loadingTabs' })} />
      </div>
      <div className={styles.toolbarPlaceholder} />
      <Skeleton variant="table" rows={rows + 1} />
    </>
  );
}
