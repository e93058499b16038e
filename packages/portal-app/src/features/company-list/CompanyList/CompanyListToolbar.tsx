import { COMPANY_STATUSES, type CompanyStatus, type CompanyType } from '@partner-insights/contracts';
import { MultiSelect, SearchField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { FilterBar } from '../../../components/FilterBar/FilterBar';
import type { CompanyListStore } from '../stores/CompanyListStore';

/** The company list's search (names and primary contacts) and its type and status filters. */
export const CompanyListToolbar = observer(function CompanyListToolbar({
  store,
}: {
  readonly store: CompanyListStore;
}) {
  const intl = useIntl();
  const { query } = store;
  const typeOptions = (store.types.data ?? []).map(({ id, label }) => ({ id, label }));
  const statusOptions = (store.statuses.data ?? COMPANY_STATUSES).map((status) => ({
    id: status,
    label: intl.formatMessage({
      id: status === 'ACTIVE' ? 'companyList.status.ACTIVE' : 'companyList.status.INACTIVE',
    }),
  }));
  return (
    <FilterBar
      label={intl.formatMessage({ id: 'companyList.filters' })}
      filters={[
        <SearchField
          key={query.search}
          label={intl.formatMessage({ id: 'companyList.search' })}
          placeholder={intl.formatMessage({ id: 'companyList.searchPlaceholder' })}
          defaultValue={query.search}
          minLength={1}
          onSearch={(term) => void store.setSearch(term)}
        />,
        <MultiSelect
          label={intl.formatMessage({ id: 'companyList.filter.type' })}
          options={typeOptions}
          value={[...query.companyTypes]}
          onChange={(keys) => void store.setCompanyTypes(keys.map(String) as CompanyType[])}
        />,
        <MultiSelect
          label={intl.formatMessage({ id: 'companyList.filter.status' })}
          options={statusOptions}
          value={[...query.statuses]}
          onChange={(keys) => void store.setStatuses(keys.map(String) as CompanyStatus[])}
        />,
      ]}
    />
  );
});
