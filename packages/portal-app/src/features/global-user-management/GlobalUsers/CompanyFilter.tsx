import { ComboBox } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { GlobalUserStore } from '../stores/GlobalUserStore';

/**
 * The company filter: typing suggests the companies whose name holds the text (searched by the server among every
 * company); choosing one lists only its users, and emptying the field lists every company's again.
 */
export const CompanyFilter = observer(function CompanyFilter({ store }: { readonly store: GlobalUserStore }) {
  const intl = useIntl();
  const suggestions = store.companySuggestions.data?.items ?? [];
  return (
    <ComboBox
      label={intl.formatMessage({ id: 'globalUsers.filter.company' })}
      placeholder={intl.formatMessage({ id: 'globalUsers.filter.companyPlaceholder' })}
      noResultsText={intl.formatMessage({ id: 'globalUsers.filter.noCompanies' })}
      options={suggestions.map(({ id, companyName }) => ({ id, label: companyName }))}
      inputValue={store.companyText}
      onInputChange={(text) => void store.typeCompany(text)}
      value={store.company?.id ?? null}
      onChange={(key) => {
        const chosen = key === store.company?.id ? undefined : suggestions.find(({ id }) => id === key);
        // The field closing without a new choice (on blur, or when the page scrolls) shows the chosen company again;
        // the typed text left behind would open the suggestions again at once.
        if (chosen) void store.setCompany({ id: chosen.id, companyName: chosen.companyName });
        else store.revertCompanyText();
      }}
    />
  );
});
