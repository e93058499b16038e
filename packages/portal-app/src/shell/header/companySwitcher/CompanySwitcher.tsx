import { Select } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { use } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createCompanySwitcherStore } from './CompanySwitcherStore';

/** After a switch the reader sees the chosen company's launch list. */
const AFTER_SWITCH = '/apps';

/**
 * The header's choice of company for users who work for several: switching shows that company's apps. It suspends
 * the shell until the companies are known, so the header never gains the choice after it showed.
 */
export const CompanySwitcher = observer(function CompanySwitcher() {
  const { session } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  // Kept by the root store: a component that suspends before it first mounts loses its own state, and would ask
  // again with a new store on every retry.
  const store = useAreaStore(createCompanySwitcherStore);
  const loginId = session.user?.login_id;

  if (loginId) use(store.answered(loginId));

  const companies = store.companies.data ?? [];
  if (companies.length < 2) return null;
  return (
    <Select
      label={intl.formatMessage({ id: 'header.company' })}
      options={companies.map(({ id, companyName }) => ({ id, label: companyName }))}
      value={session.user?.tenant?.id ?? null}
      onChange={(key) => {
        void store.switchTo(String(key)).then((details) => {
          if (!details) return;
          session.setUser(details);
          void navigate(AFTER_SWITCH);
        });
      }}
    />
  );
});

export default CompanySwitcher;
