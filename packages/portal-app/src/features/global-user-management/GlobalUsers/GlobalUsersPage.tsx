import {
  GLOBAL_USER_TYPES,
  type GlobalUserRow,
  type GlobalUserSortField,
  type GlobalUserType,
} from '@partner-insights/contracts';
import { DataTable, TableTabs, type DataTableStatus, type SortDescriptor } from '@partner-insights/tables';
import { Alert, PageHeader } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { AFTER_CHOOSING_COMPANY, LazyActForDialog } from '../../company-list';
import { createGlobalUserStore } from '../stores/GlobalUserStore';
import { GlobalUserToolbar } from './GlobalUserToolbar';
import { useGlobalUserColumns } from './useGlobalUserColumns';
import * as layout from '../../../components/page/pageLayout.css';

const loginIdOf = (row: GlobalUserRow) => row.loginId;

/**
 * /globalUserManagement: every user of every company and of the retailer, a tab per kind, listed only once a
 * search or filter narrows them; from a row, the user's company opens in context.
 */
const GlobalUsersPage = observer(function GlobalUsersPage() {
  useAreaMessages('global-user-management', 'company-list');
  const store = useAreaStore(createGlobalUserStore);
  const { locale } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const columns = useGlobalUserColumns(locale.locale);
  const [company, setCompany] = useState<{ id: string; companyName: string } | null>(null);

  useEffect(() => {
    void store.open();
  }, [store]);

  const { page, query } = store;
  const status: DataTableStatus = !store.isFiltered
    ? 'filtersNotApplied'
    : page.status === 'error'
      ? 'error'
      : page.status === 'success'
        ? 'ready'
        : 'loading';
  const sort: SortDescriptor = {
    columnId: query.sortBy,
    direction: query.sortOrder === 'ASC' ? 'ascending' : 'descending',
  };
  const openCompany = intl.formatMessage({ id: 'globalUsers.action.openCompany' });

  return (
    <div className={layout.page.full}>
      <PageHeader
        title={intl.formatMessage({ id: 'globalUsers.title' })}
        description={intl.formatMessage({ id: 'globalUsers.description' })}
      />
      {store.download.status === 'error' && (
        <Alert
          tone="critical"
          action={{
            label: intl.formatMessage({ id: 'globalUsers.tryAgain' }),
            onPress: () => void store.exportUsers(),
          }}
        >
          {intl.formatMessage({ id: 'globalUsers.exportFailed' })}
        </Alert>
      )}
      <TableTabs
        label={intl.formatMessage({ id: 'globalUsers.tabs' })}
        tabs={GLOBAL_USER_TYPES.map((userType) => ({
          id: userType,
          label: intl.formatMessage({ id: `globalUsers.tab.${userType}` }),
        }))}
        selectedTab={query.userType}
        onSelectedTabChange={(tab) => void store.setUserType(tab as GlobalUserType)}
      >
        {() => (
          <DataTable
            label={intl.formatMessage({ id: `globalUsers.tab.${query.userType}` })}
            columns={columns}
            data={store.users}
            rowId={loginIdOf}
            rowLabel={(row) => `${row.firstName} ${row.lastName}`}
            status={status}
            loadingRowCount={query.pageSize}
            overflow="scroll"
            searchTerm={store.filter.search}
            toolbar={<GlobalUserToolbar store={store} />}
            onRetry={() => void store.load()}
            onClearQuery={store.isFiltered ? () => void store.clearFilters() : undefined}
            sort={sort}
            onSortChange={(next) =>
              void store.setSort(
                (next?.columnId ?? 'name') as GlobalUserSortField,
                next?.direction === 'descending' ? 'DESC' : 'ASC',
              )
            }
            rowActions={(row) => [
              {
                id: 'openCompany',
                label: openCompany,
                isDisabled: !row.companyId || !row.companyName,
                onAction: () => row.companyId && setCompany({ id: row.companyId, companyName: row.companyName ?? '' }),
              },
            ]}
            pagination={{
              page: query.pageNo + 1,
              pageSize: query.pageSize,
              totalCount: store.total,
              onChange: ({ page: pageNumber, pageSize }) => void store.setPage(pageNumber - 1, pageSize),
            }}
          />
        )}
      </TableTabs>
      {company && (
        <LazyActForDialog
          company={company}
          onClose={() => setCompany(null)}
          onChosen={() => {
            // The dialog closes first, so that no modal outlives the page.
            setCompany(null);
            void navigate(AFTER_CHOOSING_COMPANY);
          }}
        />
      )}
    </div>
  );
});

export default GlobalUsersPage;
