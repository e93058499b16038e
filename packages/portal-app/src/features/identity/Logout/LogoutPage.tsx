import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useStores } from '../../../stores/StoresContext';
import { pageLead } from '../../../components/page/pageTypography.css';
import { useAreaMessages } from '../../../i18n/useAreaMessages';

/** `/logout`: ends the session (tracking delivered first, spec portal-shell §4), then shows the sign-in page. */
export default function LogoutPage() {
  useAreaMessages('identity');
  const { session } = useStores();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    // Once, even where development's StrictMode runs effects twice.
    if (started.current) return;
    started.current = true;
    void session.signOut().then(() => navigate('/login', { replace: true }));
  }, [session, navigate]);
  return (
    <p role="status" className={pageLead}>
      <FormattedMessage id="logout.status" />
    </p>
  );
}
