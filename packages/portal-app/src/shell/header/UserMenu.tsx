import { Menu, MenuItem } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useSignInPath } from '../../routes/useSignInPath';
import { useStores } from '../../stores/StoresContext';
import { ACCOUNT_LINKS } from './accountLinks';
import * as styles from './header.css';

/** The signed-in user's name and menu (profile, sign out), or the way to sign in. */
export const UserMenu = observer(function UserMenu() {
  const { session } = useStores();
  const { formatMessage } = useIntl();
  const navigate = useNavigate();
  const signInPath = useSignInPath();
  const { user } = session;
  if (!user) {
    return signInPath === null ? null : (
      <Link to={signInPath} className={styles.link.row}>
        <FormattedMessage id="header.signIn" />
      </Link>
    );
  }
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <>
      <span className={styles.userName}>{name}</span>
      <Menu label={formatMessage({ id: 'header.userMenu' }, { name })}>
        {ACCOUNT_LINKS.map(({ to, labelId }) => (
          <MenuItem key={to} id={to} onAction={() => navigate(to)}>
            {formatMessage({ id: labelId })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
});
