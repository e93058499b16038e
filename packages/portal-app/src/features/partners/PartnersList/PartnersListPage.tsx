import type { PartnerAssociationRow } from '@partner-insights/contracts';
import { DataTable, TableToolbar, type DataTableStatus, type SortDescriptor } from '@partner-insights/tables';
import { Button, EmptyState, PageHeader, SearchField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ViewOnlyNotice } from '../../../components/ViewOnlyNotice/ViewOnlyNotice';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { lazyWithTimeout } from '../../../routes/lazyWithTimeout';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createPartnersStore } from '../stores/PartnersStore';
import type { OpenDialog } from './OpenPartnerDialog';
import { partnerOf, SORTABLE_COLUMNS, usePartnerColumns } from './usePartnerColumns';
import * as layout from '../../../components/page/pageLayout.css';

const associationIdOf = (row: PartnerAssociationRow): string => row.id;

type SortColumn = keyof typeof SORTABLE_COLUMNS;

// The form's date picker, checkboxes and the dialogs load the first time one opens, not with the list.
const OpenPartnerDialog = lazyWithTimeout(async () => ({
  default: (await import('./OpenPartnerDialog')).OpenPartnerDialog,
}));

/**
 * /admin/thirdParty: the company's third-party partner agencies, paged, searched and sorted by the server; its admins
 * associate an agency by its partner code with some of the company's apps (optionally until a day), change the
 * apps, and end an association, after which the agency's users no longer reach the company's apps.
 */
const PartnersListPage = observer(function PartnersListPage() {
  useAreaMessages('partners');
  const partners = useAreaStore(createPartnersStore);
  const { session } = useStores();
  const intl = useIntl();
  const columns = usePartnerColumns();
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const companyId = session.user?.tenant?.id ?? null;

  useEffect(() => {
    if (companyId) void partners.load(companyId);
  }, [partners, companyId]);

  const { list, query, rows, canChange } = partners;
  const status: DataTableStatus = list.status === 'error' ? 'error' : list.data ? 'ready' : 'loading';
  const sort: SortDescriptor = {
    columnId: query.sortBy === 'createdOn' ? 'partner' : query.sortBy,
    direction: query.sortOrder === 'ASC' ? 'ascending' : 'descending',
  };
  const addButton = canChange && (
    <Button onPress={() => setOpen({ kind: 'add' })}>{intl.formatMessage({ id: 'partners.add' })}</Button>
  );

  return (
    <div className={layout.page.full}>
      <PageHeader
        title={intl.formatMessage({ id: 'partners.title' })}
        description={intl.formatMessage({ id: 'partners.description' })}
      />
      {!canChange && <ViewOnlyNotice />}
      {partners.total === 0 && query.search === '' ? (
        <EmptyState
          kind="noData"
          title={intl.formatMessage({ id: 'partners.empty.title' })}
          description={intl.formatMessage({ id: 'partners.empty.description' })}
          {...(canChange && {
            action: { label: intl.formatMessage({ id: 'partners.add' }), onPress: () => setOpen({ kind: 'add' }) },
          })}
        />
      ) : (
        <DataTable
          label={intl.formatMessage({ id: 'partners.label' })}
          columns={columns}
          data={rows}
          rowId={associationIdOf}
          rowLabel={partnerOf}
          status={status}
          searchTerm={query.search || undefined}
          onClearQuery={() => void partners.setSearch('')}
          onRetry={() => companyId && void partners.load(companyId)}
          pagination={{
            page: query.page,
            pageSize: query.pageSize,
            totalCount: partners.total ?? 0,
            onChange: ({ page, pageSize }) => void partners.setPage(page, pageSize),
          }}
          sort={sort}
          onSortChange={(next) =>
            void partners.setSort(
              SORTABLE_COLUMNS[(next?.columnId ?? 'partner') as SortColumn],
              next?.direction === 'descending' ? 'DESC' : 'ASC',
            )
          }
          {...(canChange && {
            rowActions: (row: PartnerAssociationRow) => [
              {
                id: 'edit',
                label: intl.formatMessage({ id: 'partners.edit' }),
                onAction: () => setOpen({ kind: 'edit', row }),
              },
              {
                id: 'end',
                label: intl.formatMessage({ id: 'partners.end' }),
                onAction: () => setOpen({ kind: 'end', row }),
              },
            ],
          })}
          toolbar={
            <TableToolbar
              search={
                <SearchField
                  label={intl.formatMessage({ id: 'partners.search' })}
                  defaultValue={query.search}
                  onSearch={(term) => void partners.setSearch(term)}
                />
              }
              exportAction={addButton}
            />
          }
        />
      )}
      {open && (
        <Suspense fallback={null}>
          <OpenPartnerDialog open={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
});

export default PartnersListPage;
