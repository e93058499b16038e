import { ROLES, type Role } from '@partner-insights/contracts';
import { Button, MultiSelect, SearchField, TextField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { FilterBar } from '../../../components/FilterBar/FilterBar';
import type { GlobalUserStore } from '../stores/GlobalUserStore';

// The company filter's combo box is the page's heaviest control: it loads beside the page, a disabled field of the
// same size standing in for it meanwhile.
const CompanyFilter = lazy(() => import('./CompanyFilter').then(({ CompanyFilter: filter }) => ({ default: filter })));

const asOptions = (values: readonly string[]) => values.map((value) => ({ id: value, label: value }));

/** The search, the filters (role, attribute, blackout/SBU, product, company) and the export of every match. */
export const GlobalUserToolbar = observer(function GlobalUserToolbar({ store }: { readonly store: GlobalUserStore }) {
  const intl = useIntl();
  const { filter } = store;
  const roleOptions = ((store.roles.data ?? ROLES) as readonly Role[]).map((role) => ({
    id: role,
    label: intl.formatMessage({ id: `globalUsers.role.${role}` }),
  }));
  const productOptions = (store.products.data?.products ?? []).map(({ code, title }) => ({ id: code, label: title }));
  const multi = (name: 'roles' | 'attributes' | 'sbu' | 'products', options: { id: string; label: string }[]) => (
    <MultiSelect
      label={intl.formatMessage({ id: `globalUsers.filter.${name}` })}
      options={options}
      value={[...filter.filters[name]]}
      onChange={(keys) => void store.setFilter(name, keys.map(String))}
    />
  );
  return (
    <FilterBar
      label={intl.formatMessage({ id: 'globalUsers.filters' })}
      filters={[
        <SearchField
          key={filter.search}
          label={intl.formatMessage({ id: 'globalUsers.search' })}
          placeholder={intl.formatMessage({ id: 'globalUsers.searchPlaceholder' })}
          defaultValue={filter.search}
          minLength={1}
          onSearch={(term) => void store.setSearch(term)}
        />,
        multi('roles', roleOptions),
        multi('attributes', asOptions(store.attributes.data ?? [])),
        multi('sbu', asOptions(store.sbu.data ?? [])),
        multi('products', productOptions),
        <Suspense
          fallback={
            <TextField
              label={intl.formatMessage({ id: 'globalUsers.filter.company' })}
              placeholder={intl.formatMessage({ id: 'globalUsers.filter.companyPlaceholder' })}
              isDisabled
            />
          }
        >
          <CompanyFilter store={store} />
        </Suspense>,
      ]}
      action={
        <Button
          variant="secondary"
          isDisabled={!store.isFiltered || store.total === 0}
          isPending={store.download.isLoading}
          pendingLabel={intl.formatMessage({ id: 'globalUsers.exporting' })}
          onPress={() => void store.exportUsers()}
        >
          {intl.formatMessage({ id: store.download.isLoading ? 'globalUsers.exporting' : 'globalUsers.export' })}
        </Button>
      }
    />
  );
});
