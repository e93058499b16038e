import type { AccessDecision, AccessRequestRow } from '@partner-insights/contracts';
import { DataTable, TableToolbar, type DataTableStatus, type SortDescriptor } from '@partner-insights/tables';
import { Button, EmptyState, SearchField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ViewOnlyNotice } from '../../../components/ViewOnlyNotice/ViewOnlyNotice';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { lazyWithTimeout } from '../../../routes/lazyWithTimeout';
import { useAreaStore } from '../../../stores/StoresContext';
import { createAccessRequestsStore } from '../stores/AccessRequestsStore';
import * as styles from './AccessRequestsTab.css';
import type { PendingDecision } from './DecisionDialog';
import { SORTABLE_COLUMNS, useAccessRequestColumns } from './useAccessRequestColumns';

export interface AccessRequestsTabProps {
  /** The company whose requests are decided: the one the admin acts for. */
  readonly companyId: string;
  /** The toolbar's export of the requests matching `search`, given by the page the tab is part of. */
  readonly exportAction?: (search: string) => ReactNode;
}

// The decision's date picker loads the first time a request is approved or rejected, not with the tab.
const DecisionDialog = lazyWithTimeout(async () => ({
  default: (await import('./DecisionDialog')).DecisionDialog,
}));

const requestIdOf = (row: AccessRequestRow): string => row.id;
const requesterOf = (row: AccessRequestRow): string => `${row.first_name} ${row.last_name}`;

type SortColumn = keyof typeof SORTABLE_COLUMNS;
const columnOfSort = (sortBy: string): SortColumn =>
  (Object.keys(SORTABLE_COLUMNS) as SortColumn[]).find((column) => SORTABLE_COLUMNS[column] === sortBy) ??
  'requestedOn';

/**
 * User management's access requests tab (spec administration §2, "accessRequestsUserManagement"): the company's
 * undecided requests, searched, sorted and paged by the server, approved or rejected one at a time from a row's
 * menu or several at once from the toolbar. Those who view only see the requests and no way to decide them.
 */
export const AccessRequestsTab = observer(function AccessRequestsTab({
  companyId,
  exportAction,
}: AccessRequestsTabProps) {
  useAreaMessages('access-requests');
  const accessRequests = useAreaStore(createAccessRequestsStore);
  const intl = useIntl();
  const columns = useAccessRequestColumns();
  const [pending, setPending] = useState<PendingDecision | null>(null);

  useEffect(() => {
    void accessRequests.load(companyId);
  }, [accessRequests, companyId]);

  const { list, query, rows, canDecide, selectedIds } = accessRequests;
  const decide = (decision: AccessDecision, chosen: readonly AccessRequestRow[]) =>
    setPending({ decision, requestIds: chosen.map(requestIdOf), requesters: chosen.map(requesterOf) });
  const selectedRows = rows.filter((row) => selectedIds.includes(row.id));
  // Rows already shown stay while another page loads; the first load shows skeleton rows.
  const status: DataTableStatus = list.status === 'error' ? 'error' : list.data ? 'ready' : 'loading';
  const sort: SortDescriptor = {
    columnId: columnOfSort(query.sortBy),
    direction: query.sortOrder === 'ASC' ? 'ascending' : 'descending',
  };
  const changeSort = (next: SortDescriptor | undefined) =>
    void accessRequests.setSort({
      sortBy: SORTABLE_COLUMNS[(next?.columnId ?? 'requestedOn') as SortColumn],
      sortOrder: next?.direction === 'descending' ? 'DESC' : 'ASC',
    });

  if (accessRequests.total === 0 && query.search === '') {
    return (
      <div className={styles.tab}>
        <EmptyState
          kind="noData"
          title={intl.formatMessage({ id: 'accessRequests.empty.title' })}
          description={intl.formatMessage({ id: 'accessRequests.empty.description' })}
        />
      </div>
    );
  }

  return (
    <div className={styles.tab}>
      {!canDecide && <ViewOnlyNotice />}
      <DataTable
        label={intl.formatMessage({ id: 'accessRequests.label' })}
        columns={columns}
        data={rows}
        rowId={requestIdOf}
        rowLabel={requesterOf}
        status={status}
        searchTerm={query.search || undefined}
        onClearQuery={() => void accessRequests.setSearch('')}
        onRetry={() => void accessRequests.load(companyId)}
        pagination={{
          page: query.page,
          pageSize: query.pageSize,
          totalCount: accessRequests.total ?? 0,
          onChange: ({ page, pageSize }) => void accessRequests.setPage(page, pageSize),
        }}
        sort={sort}
        onSortChange={changeSort}
        selectionMode={canDecide ? 'multiple' : 'none'}
        selectedRowIds={selectedIds}
        onSelectionChange={accessRequests.select}
        {...(canDecide && {
          rowActions: (row: AccessRequestRow) => [
            {
              id: 'approve',
              label: intl.formatMessage({ id: 'accessRequests.approve' }),
              onAction: () => decide('APPROVED', [row]),
            },
            {
              id: 'reject',
              label: intl.formatMessage({ id: 'accessRequests.reject' }),
              onAction: () => decide('REJECTED', [row]),
            },
          ],
        })}
        toolbar={
          <TableToolbar
            search={
              <SearchField
                label={intl.formatMessage({ id: 'accessRequests.search' })}
                defaultValue={query.search}
                onSearch={(term) => void accessRequests.setSearch(term)}
              />
            }
            bulkActions={
              canDecide &&
              selectedRows.length > 0 && (
                <>
                  <Button variant="secondary" onPress={() => decide('APPROVED', selectedRows)}>
                    {intl.formatMessage({ id: 'accessRequests.approveSelected' }, { count: selectedRows.length })}
                  </Button>
                  <Button variant="secondary" onPress={() => decide('REJECTED', selectedRows)}>
                    {intl.formatMessage({ id: 'accessRequests.rejectSelected' }, { count: selectedRows.length })}
                  </Button>
                </>
              )
            }
            exportAction={exportAction?.(query.search)}
          />
        }
      />
      {pending && (
        <Suspense fallback={null}>
          <DecisionDialog pending={pending} onClose={() => setPending(null)} />
        </Suspense>
      )}
    </div>
  );
});
