import { Skeleton } from '@partner-insights/ui';
import * as styles from './UserListPage.css';
import { UserListTabsSkeleton } from './UserListTabsSkeleton';

/** The tabs and the table while their code loads: the tab list's room, the toolbar's, then the table's rows. */
export function UserListBodySkeleton({ rows }: { readonly rows: number }) {
  return (
    <>
      <UserListTabsSkeleton />
      <div className={styles.toolbarPlaceholder} />
      <Skeleton variant="table" rows={rows + 1} />
    </>
  );
}
