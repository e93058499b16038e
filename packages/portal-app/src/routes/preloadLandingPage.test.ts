import type { UserDetails } from '@partner-insights/contracts';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../testing/userFixtures';
import { preloadLandingPage } from './preloadLandingPage';
import { findRoute } from './routeTable';

/** Spies on every page's preload of the US route table, and says which pages were asked to preload. */
function preloadedBy(address: string, user: UserDetails | null): string[] {
  const url = new URL(address, 'http://portal.test');
  const paths = ['/admin/userList', '/login', '/companyList', '/apps', '/noAccess', '/accessDenied'];
  const spies = paths.map(
    (path) => [path, vi.spyOn(findRoute(path, 'US').page, 'preload').mockImplementation(() => {})] as const,
  );
  preloadLandingPage({ pathname: url.pathname, search: url.search, hash: url.hash }, 'US', user);
  const preloaded = spies.filter(([, spy]) => spy.mock.calls.length > 0).map(([path]) => path);
  vi.restoreAllMocks();
  return preloaded;
}

describe('preloadLandingPage', () => {
  it('fetches the page the address opens for a reader who may open it', () => {
    expect(preloadedBy('/admin/userList?tab=blocked', users.supplierAdmin)).toEqual(['/admin/userList']);
  });

  it('fetches the sign-in page, not the private page, for a visitor', () => {
    expect(preloadedBy('/admin/userList', null)).toEqual(['/login']);
  });

  it('fetches the page a guard sends the reader to', () => {
    expect(preloadedBy('/apps', { ...users.superAdmin, tenant: null })).toEqual(['/companyList']);
    expect(preloadedBy('/admin/userList', users.basicUser)).toEqual(['/noAccess']);
    expect(preloadedBy('/admin/userList', users.regularUser)).toEqual(['/accessDenied']);
  });
});
