import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useStores } from '../../stores/StoresContext';
import { loginPath } from '../../routes/routeGuards';
import { useReturnPath } from '../../routes/useReturnPath';

/** Carries out where the session store sends the reader (after a 401 of any call), from the current page. */
export function SessionNavigation() {
  const { session } = useStores();
  const navigate = useNavigate();
  const current = useReturnPath();

  useEffect(
    () =>
      reaction(
        () => session.redirect,
        () => {
          const redirect = session.consumeRedirect();
          if (redirect?.to === 'logout') navigate('/logout');
          else if (redirect?.to === 'login') navigate(loginPath(redirect.lastUrl ?? current));
        },
        { fireImmediately: true },
      ),
    [session, navigate, current],
  );
  return null;
}
