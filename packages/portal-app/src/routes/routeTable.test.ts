import { describe, expect, it } from 'vitest';
import { findRoute, routeTable } from './routeTable';

describe('routeTable', () => {
  it('has each path once', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['/', '/', 'pageTitle.home'],
    ['/does/not/exist', '*', 'pageTitle.notFound'],
    ['/apps', '/apps', 'pageTitle.apps'],
    ['/support/trackTicket/42', '/support/trackTicket/:ticketId', 'pageTitle.trackTicket'],
    ['/admin/domainsList', '/admin/domainsList', 'pageTitle.authorizedDomains'],
    [
      '/knowledgeBase/article/content/getting-started/welcome',
      '/knowledgeBase/article/content/:category/:article',
      'pageTitle.knowledgeBase',
    ],
    ['/reportbuilder', '/reportbuilder', 'pageTitle.reportBuilder'],
    ['/dataDictionaryV2', '/dataDictionaryV2', 'pageTitle.dataDictionary'],
  ])('finds the entry of %s', (pathname, path, titleKey) => {
    expect(findRoute(pathname, 'US')).toMatchObject({ path, titleKey });
  });

  it('shows not found, sign-in, no access and error as standalone pages', () => {
    for (const pathname of ['/missing', '/login', '/logout', '/noAccess', '/error']) {
      expect(findRoute(pathname, 'US').access, pathname).toBe('standalone');
    }
  });

  it.each([
    ['/privacyPolicy', 'MX', ['US', 'CA']],
    ['/terms', 'US', ['MX', 'CA']],
    ['/releaseNotes', 'MX', ['US']],
    ['/releaseNotes', 'CA', ['US']],
    ['/releaseNotes/article', 'CA', ['US']],
  ] as const)('hides %s on %s only', (pathname, hiddenOn, shownOn) => {
    expect(findRoute(pathname, hiddenOn).path).toBe('*');
    for (const market of shownOn) expect(findRoute(pathname, market).path).toBe(pathname);
  });

  it('names every route of both specifications', () => {
    const paths = routeTable.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/articles/insights',
        '/contactUs',
        '/support/ticketCreation',
        '/support',
        '/pendingAccess',
        '/privacyPolicy',
        '/terms',
        '/apps',
        '/support/trackTicket',
        '/support/trackTicket/:ticketId',
        '/knowledgeBase/home',
        '/knowledgeBase/search',
        '/knowledgeBase/basic',
        '/knowledgeBase/basic/article',
        '/knowledgeBase/articles',
        '/knowledgeBase/article/content',
        '/profile',
        '/profile/requestAccess',
        '/userRegistration',
        '/companyList',
        '/admin',
        '/admin/userList',
        '/admin/domainsList',
        '/admin/thirdParty',
        '/admin/activityLog',
        '/releaseNotes',
        '/releaseNotes/article',
        '/globalUserManagement',
        '/accessDenied',
        '/dataSharingAddendum',
        '/dataDictionary',
        '/dataDictionaryV2',
        '/reportbuilder',
        '/noAccess',
        '/error',
        '/login',
        '/logout',
      ]),
    );
  });
});
