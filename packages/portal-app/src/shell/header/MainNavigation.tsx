import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { useStores } from '../../stores/StoresContext';
import * as styles from './header.css';
import { navigationFor } from './navigationFor';

export const MainNavigation = observer(function MainNavigation() {
  const { session } = useStores();
  const { formatMessage } = useIntl();
  return (
    <nav aria-label={formatMessage({ id: 'nav.label' })}>
      <ul className={styles.navigationList}>
        {navigationFor(session.user).map(({ to, labelId }) => (
          <li key={to}>
            <NavLink to={to} className={styles.navigationLink}>
              <FormattedMessage id={labelId} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});
