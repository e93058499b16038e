import { useLocation } from 'react-router';
import { LOGIN_PATH, loginPath } from './routeGuards';
import { useReturnPath } from './useReturnPath';

/** Where the header's "Sign in" leads, coming back here afterwards; none on the sign-in page itself. */
export function useSignInPath(): string | null {
  const { pathname } = useLocation();
  const returnPath = useReturnPath();
  return pathname === LOGIN_PATH ? null : loginPath(returnPath);
}
