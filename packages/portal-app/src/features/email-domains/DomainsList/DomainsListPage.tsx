import type { EmailDomainRow } from '@partner-insights/contracts';
import { DataTable, TableToolbar, type DataTableStatus, type SortDescriptor } from '@partner-insights/tables';
import { Button, EmptyState, PageHeader, SearchField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ViewOnlyNotice } from '../../../components/ViewOnlyNotice/ViewOnlyNotice';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { lazyWithTimeout } from '../../../routes/lazyWithTimeout';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createEmailDomainsStore } from '../stores/EmailDomainsStore';
import type { OpenDialog } from './OpenDomainDialog';
import { SORTABLE_COLUMNS, useDomainColumns } from './useDomainColumns';
import * as layout from '../../../components/page/pageLayout.css';

const domainIdOf = (row: EmailDomainRow): string => row.id;
const domainOf = (row: EmailDomainRow): string => row.domain;

type SortColumn = keyof typeof SORTABLE_COLUMNS;

// The domain's form, its check and the dialogs load the first time one opens, not with the list.
const OpenDomainDialog = lazyWithTimeout(async () => ({
  default: (await import('./OpenDomainDialog')).OpenDomainDialog,
}));

/**
 * /admin/domainsList: the company's authorised email domains, paged, searched and sorted by the server; its admins
 * add domains (checked first), change whether sub-domains count and whether a domain is an agency's, and delete
 * them, told first how many of the company's users have an address there.
 */
const DomainsListPage = observer(function DomainsListPage() {
  useAreaMessages('email-domains');
  const domains = useAreaStore(createEmailDomainsStore);
  const { session } = useStores();
  const intl = useIntl();
  const columns = useDomainColumns();
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const companyId = session.user?.tenant?.id ?? null;

  useEffect(() => {
    if (companyId) void domains.load(companyId);
  }, [domains, companyId]);

  const { list, query, rows, canChange } = domains;
  const status: DataTableStatus = list.status === 'error' ? 'error' : list.data ? 'ready' : 'loading';
  const sort: SortDescriptor = {
    columnId: query.sortBy,
    direction: query.sortOrder === 'ASC' ? 'ascending' : 'descending',
  };
  const addButton = canChange && (
    <Button onPress={() => setOpen({ kind: 'add' })}>{intl.formatMessage({ id: 'domains.add' })}</Button>
  );

  return (
    <div className={layout.page.full}>
      <PageHeader
        title={intl.formatMessage({ id: 'domains.title' })}
        description={intl.formatMessage({ id: 'domains.description' })}
      />
      {!canChange && <ViewOnlyNotice />}
      {domains.total === 0 && query.search === '' ? (
        <EmptyState
          kind="noData"
          title={intl.formatMessage({ id: 'domains.empty.title' })}
          description={intl.formatMessage({ id: 'domains.empty.description' })}
          {...(canChange && {
            action: { label: intl.formatMessage({ id: 'domains.add' }), onPress: () => setOpen({ kind: 'add' }) },
          })}
        />
      ) : (
        <DataTable
          label={intl.formatMessage({ id: 'domains.label' })}
          columns={columns}
          data={rows}
          rowId={domainIdOf}
          rowLabel={domainOf}
          status={status}
          searchTerm={query.search || undefined}
          onClearQuery={() => void domains.setSearch('')}
          onRetry={() => companyId && void domains.load(companyId)}
          pagination={{
            page: query.page,
            pageSize: query.pageSize,
            totalCount: domains.total ?? 0,
            onChange: ({ page, pageSize }) => void domains.setPage(page, pageSize),
          }}
          sort={sort}
          onSortChange={(next) =>
            void domains.setSort(
              SORTABLE_COLUMNS[(next?.columnId ?? 'domain') as SortColumn],
              next?.direction === 'descending' ? 'DESC' : 'ASC',
            )
          }
          {...(canChange && {
            rowActions: (row: EmailDomainRow) => [
              {
                id: 'edit',
                label: intl.formatMessage({ id: 'domains.edit' }),
                onAction: () => setOpen({ kind: 'edit', row }),
              },
              {
                id: 'delete',
                label: intl.formatMessage({ id: 'domains.delete' }),
                onAction: () => setOpen({ kind: 'delete', row }),
              },
            ],
          })}
          toolbar={
            <TableToolbar
              search={
                <SearchField
                  label={intl.formatMessage({ id: 'domains.search' })}
                  defaultValue={query.search}
                  onSearch={(term) => void domains.setSearch(term)}
                />
              }
              exportAction={addButton}
            />
          }
        />
      )}
      {open && (
        <Suspense fallback={null}>
          <OpenDomainDialog open={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
});

export default DomainsListPage;
