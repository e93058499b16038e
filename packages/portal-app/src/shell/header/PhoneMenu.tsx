import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';
import { useSignInPath } from '../../routes/useSignInPath';
import { useStores } from '../../stores/StoresContext';
import { ACCOUNT_LINKS } from './accountLinks';
import * as styles from './header.css';
import { MainNavigation } from './MainNavigation';
import * as phoneStyles from './phoneMenu.css';
import { useLanguageChoice } from './useLanguageChoice';

interface PhoneMenuProps {
  /** Closes the menu: once a link is followed or a language chosen. */
  readonly close: () => void;
}

/** What the header offers on wider screens, one item a line: the navigation, the languages, the account. */
export function PhoneMenu({ close }: PhoneMenuProps) {
  return (
    <div className={phoneStyles.sections}>
      <MainNavigation layout="column" onNavigate={close} />
      <LanguageList onChosen={close} />
      <AccountLinks onNavigate={close} />
    </div>
  );
}

/** The languages as a list, the current one marked rather than offered (as GOV.UK's language switcher does). */
const LanguageList = observer(function LanguageList({ onChosen }: { readonly onChosen: () => void }) {
  const { languages, currentId, choose } = useLanguageChoice();
  const titleId = useId();
  if (languages.length < 2) return null;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={phoneStyles.sectionTitle}>
        <FormattedMessage id="header.languages" />
      </h3>
      <ul className={styles.linkList.column}>
        {languages.map(({ id, value }) => (
          <li key={id} lang={id}>
            {id === currentId ? (
              <span aria-current="true" className={styles.link.column}>
                {value}
              </span>
            ) : (
              <button
                type="button"
                className={`${styles.link.column} ${phoneStyles.languageButton}`}
                onClick={() => {
                  choose(id);
                  onChosen();
                }}
              >
                {value}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
});

/** The signed-in user's name and account links, or the way to sign in. */
const AccountLinks = observer(function AccountLinks({ onNavigate }: { readonly onNavigate: () => void }) {
  const { session } = useStores();
  const signInPath = useSignInPath();
  const titleId = useId();
  const { user } = session;
  if (!user) {
    return signInPath === null ? null : (
      <NavLink to={signInPath} className={styles.link.column} onClick={onNavigate}>
        <FormattedMessage id="header.signIn" />
      </NavLink>
    );
  }
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={phoneStyles.sectionTitle}>
        {user.first_name} {user.last_name}
      </h3>
      <ul className={styles.linkList.column}>
        {ACCOUNT_LINKS.map(({ to, labelId }) => (
          <li key={to}>
            <NavLink to={to} className={styles.link.column} onClick={onNavigate}>
              <FormattedMessage id={labelId} />
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
});
