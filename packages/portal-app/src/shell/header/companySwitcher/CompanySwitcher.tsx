import { Select } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { use, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useStores } from '../../../stores/StoresContext';
import { CompanySwitcherStore } from './CompanySwitcherStore';

/** After a switch the reader sees the chosen company's launch list. */
const AFTER_SWITCH = '/apps';

/**
 * The header's choice of company for users who work for several: switching shows that company's apps. It suspends
 * the shell until the companies are known, so the header never gains the choice after it showed.
 */
export const CompanySwitcher = observer(function CompanySwitcher() {
  const { api, session } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const [store] = useState(() => new CompanySwitcherStore(api));
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
