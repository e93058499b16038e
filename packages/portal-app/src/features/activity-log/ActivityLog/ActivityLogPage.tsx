import type { ActivityLogListedEntry, AdminPageSize } from '@partner-insights/contracts';
import { DataTable, type DataTableStatus, type PageState, type SortDescriptor } from '@partner-insights/tables';
import { Alert, EmptyState, PageHeader } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore } from '../../../stores/StoresContext';
import { createActivityLogStore } from '../stores/ActivityLogStore';
import { ActivityLogToolbar } from './ActivityLogToolbar';
import { useActivityLogColumns } from './useActivityLogColumns';
import * as layout from '../../../components/page/pageLayout.css';

const DATE_COLUMN = 'uiCreatedOnDate';
const entryIdOf = (entry: ActivityLogListedEntry): string => entry.id;

/**
 * /admin/activityLog: the log of the company the reader acts for, 30 days at most at a time, filtered by the page's
 * address (so "View activity" in user management can link to one user's entries), with its export.
 */
const ActivityLogPage = observer(function ActivityLogPage() {
  useAreaMessages('activity-log');
  const store = useAreaStore(createActivityLogStore);
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const columns = useActivityLogColumns(store.locale);

  // The entries' details are in the reader's language: a new language asks for them again.
  useEffect(() => {
    void store.showSearch(location.search);
  }, [store, location.search, store.locale]);

  /** A change of filters or page, then the address that says it (back and forward walk through them). */
  const apply = (change: () => Promise<void>) => {
    void change();
    if (store.search !== location.search) void navigate({ search: store.search });
  };

  const { page, query } = store;
  const status: DataTableStatus = page.status === 'error' ? 'error' : page.status === 'success' ? 'ready' : 'loading';
  const isEmpty = status === 'ready' && store.total === 0 && !store.hasFilters;
  const changePage = ({ page: pageNumber, pageSize }: PageState) =>
    apply(() => store.setPage(pageNumber - 1, pageSize as AdminPageSize));
  const sort: SortDescriptor = {
    columnId: DATE_COLUMN,
    direction: query.sortOrder === 'ASC' ? 'ascending' : 'descending',
  };

  return (
    <div className={layout.page.full}>
      <PageHeader
        title={intl.formatMessage({ id: 'activityLog.title' })}
        description={intl.formatMessage({ id: 'activityLog.description' })}
      />
      {/* Written whole once the first page tells the retention, its line kept meanwhile, so it never reflows. */}
      <p className={layout.sectionNote}>
        {page.status === 'loading' && page.data === null ? (
          '\u00a0'
        ) : (
          <>
            {intl.formatMessage({ id: 'activityLog.timeZone' }, { timeZone: store.timeZone })}{' '}
            {store.retentionDays !== null &&
              intl.formatMessage({ id: 'activityLog.retention' }, { days: store.retentionDays })}
          </>
        )}
      </p>
      {page.data?.totalIsCapped && (
        <Alert tone="info">{intl.formatMessage({ id: 'activityLog.capped' }, { count: page.data.total })}</Alert>
      )}
      {store.download.status === 'error' && (
        <Alert
          tone="critical"
          action={{ label: intl.formatMessage({ id: 'activityLog.tryAgain' }), onPress: () => void store.exportLog() }}
        >
          {intl.formatMessage({ id: 'activityLog.exportFailed' })}
        </Alert>
      )}
      {isEmpty ? (
        <>
          <ActivityLogToolbar store={store} apply={apply} />
          <EmptyState
            kind="noData"
            title={intl.formatMessage({ id: 'activityLog.empty.title' })}
            description={intl.formatMessage({ id: 'activityLog.empty.description' })}
          />
        </>
      ) : (
        <DataTable
          label={intl.formatMessage({ id: 'activityLog.label' })}
          columns={columns}
          data={store.entries}
          rowId={entryIdOf}
          status={status}
          loadingRowCount={query.pageSize}
          overflow="scroll"
          toolbar={<ActivityLogToolbar store={store} apply={apply} />}
          onRetry={() => void store.load()}
          onClearQuery={store.hasFilters ? () => apply(store.clearFilters) : undefined}
          sort={sort}
          onSortChange={(next) => apply(() => store.setSortOrder(next?.direction === 'ascending' ? 'ASC' : 'DESC'))}
          pagination={{
            page: query.pageNumber + 1,
            pageSize: query.pageSize,
            totalCount: store.total,
            onChange: changePage,
          }}
        />
      )}
    </div>
  );
});

export default ActivityLogPage;
