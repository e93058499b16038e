import type { CompanyRow, CompanySortField } from '@partner-insights/contracts';
import { DataTable, type DataTableStatus, type SortDescriptor } from '@partner-insights/tables';
import { Link, PageHeader } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore } from '../../../stores/StoresContext';
import { AFTER_CHOOSING_COMPANY } from '../companyListPath';
import { createCompanyListStore } from '../stores/CompanyListStore';
import { CompanyListToolbar } from './CompanyListToolbar';
import { LazyActForDialog } from './LazyActForDialog';
import { useCompanyColumns } from './useCompanyColumns';
import * as layout from '../../../components/page/pageLayout.css';

/** Global user management and access reviews, the super admin's other pages without a company. */
const GLOBAL_USER_MANAGEMENT = '/globalUserManagement';
const ACCESS_REVIEWS = '/accessReviews';

const companyIdOf = (row: CompanyRow) => row.id;

/**
 * /companyList: every company, for a super admin to represent (or a spectator to view) one of them. Opening it
 * leaves the company acted for, as "Return to Company List" promises.
 */
const CompanyListPage = observer(function CompanyListPage() {
  useAreaMessages('company-list');
  const store = useAreaStore(createCompanyListStore);
  const intl = useIntl();
  const navigate = useNavigate();
  const columns = useCompanyColumns();
  const [chosen, setChosen] = useState<CompanyRow | null>(null);

  useEffect(() => {
    void store.open();
  }, [store]);

  const { page, query } = store;
  // While the company acted for is being left, the rows wait: acting on them would race the change of context.
  const status: DataTableStatus =
    page.status === 'error' ? 'error' : page.status === 'success' && !store.leave.isLoading ? 'ready' : 'loading';
  const sort: SortDescriptor = {
    columnId: query.sortBy,
    direction: query.sortOrder === 'ASC' ? 'ascending' : 'descending',
  };
  const actionLabel = intl.formatMessage({
    id: store.viewsOnly ? 'companyList.action.view' : 'companyList.action.represent',
  });

  return (
    <div className={layout.page.full}>
      <PageHeader
        title={intl.formatMessage({ id: 'companyList.title' })}
        description={intl.formatMessage({
          id: store.viewsOnly ? 'companyList.description.view' : 'companyList.description',
        })}
      />
      <div className={layout.actions}>
        <Link href={GLOBAL_USER_MANAGEMENT} variant="standalone">
          {intl.formatMessage({ id: 'companyList.globalUsers' })}
        </Link>
        <Link href={ACCESS_REVIEWS} variant="standalone">
          {intl.formatMessage({ id: 'companyList.accessReviews' })}
        </Link>
      </div>
      <DataTable
        label={intl.formatMessage({ id: 'companyList.label' })}
        columns={columns}
        data={store.companies}
        rowId={companyIdOf}
        rowLabel={(row) => row.companyName}
        status={status}
        loadingRowCount={Math.min(query.pageSize, 25)}
        searchTerm={query.search}
        toolbar={<CompanyListToolbar store={store} />}
        onRetry={() => void store.load()}
        onClearQuery={store.hasFilters ? () => void store.clearFilters() : undefined}
        sort={sort}
        onSortChange={(next) =>
          void store.setSort(
            (next?.columnId ?? 'companyName') as CompanySortField,
            next?.direction === 'descending' ? 'DESC' : 'ASC',
          )
        }
        rowActions={(row) => [
          { id: 'actFor', label: actionLabel, onAction: () => setChosen(row), isDisabled: row.status !== 'ACTIVE' },
        ]}
        pagination={{
          page: query.page + 1,
          pageSize: query.pageSize,
          totalCount: store.total,
          onChange: ({ page: pageNumber, pageSize }) => void store.setPage(pageNumber - 1, pageSize),
        }}
      />
      {chosen && (
        <LazyActForDialog
          company={chosen}
          onClose={() => setChosen(null)}
          onChosen={() => {
            // The dialog closes first, so that no modal outlives the page.
            setChosen(null);
            void navigate(AFTER_CHOOSING_COMPANY);
          }}
        />
      )}
    </div>
  );
});

export default CompanyListPage;
