import { DEFAULT_LAST_URL } from '@partner-insights/contracts';
import { useLocation } from 'react-router';

/** Pages a sign-in should not come back to. */
const SESSION_PAGES = ['/login', '/logout'];

/** Where a sign-in from here should come back to: this page, or the launch list from the sign-in pages themselves. */
export function useReturnPath(): string {
  const { pathname, search, hash } = useLocation();
  return SESSION_PAGES.includes(pathname) ? DEFAULT_LAST_URL : `${pathname}${search}${hash}`;
}
