import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { useStores } from '../../stores/StoresContext';
import * as styles from './header.css';
import { navigationFor } from './navigationFor';

export interface MainNavigationProps {
  /** `row` in the header; `column` in the phone menu, one link a line. */
  readonly layout?: 'row' | 'column';
  /** Called when a link is followed, e.g. to close the phone menu. */
  readonly onNavigate?: () => void;
}

/** The navigation the reader may use (navigationFor), in the header or the phone menu. */
export const MainNavigation = observer(function MainNavigation({ layout = 'row', onNavigate }: MainNavigationProps) {
  const { session } = useStores();
  const { formatMessage } = useIntl();
  return (
    <nav aria-label={formatMessage({ id: 'nav.label' })}>
      <ul className={styles.linkList[layout]}>
        {navigationFor(session.user).map(({ to, labelId }) => (
          <li key={to}>
            <NavLink to={to} className={styles.link[layout]} onClick={onNavigate}>
              <FormattedMessage id={labelId} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});
