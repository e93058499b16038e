import type { UserDetails } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { users } from '../testing/userFixtures';
import { loginPath, routeDecision } from './routeGuards';
import { findRoute } from './routeTable';

const decide = (address: string, user: UserDetails | null) => {
  const url = new URL(address, 'http://portal.test');
  return routeDecision(findRoute(url.pathname, 'US'), {
    user,
    location: { pathname: url.pathname, search: url.search, hash: url.hash },
  });
};

const render = { kind: 'render' };
const redirect = (to: string) => ({ kind: 'redirect', to });

describe('routeDecision', () => {
  it('lets visitors open public and standalone pages', () => {
    for (const path of ['/', '/support', '/pendingAccess', '/login', '/noAccess', '/missing']) {
      expect(decide(path, null), path).toEqual(render);
    }
  });

  it('sends visitors of a private page to sign in, coming back to the page with its query', () => {
    expect(decide('/support/trackTicket/42?tab=comments', null)).toEqual(
      redirect(loginPath('/support/trackTicket/42?tab=comments')),
    );
    expect(loginPath('/apps')).toBe('/login?lastUrl=%2Fapps');
  });

  it('keeps basic users on their routes and sends them to no access from any other', () => {
    for (const path of ['/', '/apps', '/support/trackTicket/7', '/profile', '/knowledgeBase/basic', '/accessDenied']) {
      expect(decide(path, users.basicUser), path).toEqual(render);
    }
    for (const path of ['/knowledgeBase/home', '/profile/requestAccess', '/dataDictionary', '/articles/insights']) {
      expect(decide(path, users.basicUser), path).toEqual(redirect('/noAccess'));
    }
    // The page they are sent to is theirs, so they are sent once.
    expect(decide('/noAccess', users.basicUser)).toEqual(render);
  });

  it('sends super admins and spectators to the company list until they have chosen a company', () => {
    for (const user of [users.superAdmin, users.spectator]) {
      const choosing = { ...user, tenant: null };
      expect(decide('/apps', choosing)).toEqual(redirect('/companyList'));
      expect(decide('/admin/userList', choosing)).toEqual(redirect('/companyList'));
      expect(decide('/companyList', choosing)).toEqual(render);
      expect(decide('/globalUserManagement', choosing)).toEqual(render);
      expect(decide('/accessReviews', choosing)).toEqual(render);
      expect(decide('/', choosing)).toEqual(render);
    }
  });

  it('opens every page to super admins and spectators acting for the company they chose', () => {
    for (const user of [users.superAdmin, users.spectator]) {
      const actingForAcme = { ...user, tenant: users.supplierAdmin.tenant };
      for (const path of ['/apps', '/admin', '/admin/userList', '/companyList']) {
        expect(decide(path, actingForAcme), path).toEqual(render);
      }
    }
  });

  it('lets the super admin past the permission checks (on the company list)', () => {
    const withoutPermissions = { ...users.superAdmin, authz: { ...users.superAdmin.authz, permissions: [] } };
    expect(decide('/companyList', withoutPermissions)).toEqual(render);
  });

  it('opens administration to users with a matching permission only', () => {
    expect(decide('/admin', users.supplierAdmin)).toEqual(render);
    expect(decide('/admin/activityLog', users.supplierAdmin)).toEqual(render);
    expect(decide('/companyList', users.supplierAdmin)).toEqual(redirect('/accessDenied'));
    for (const path of ['/admin/userList', '/globalUserManagement']) {
      expect(decide(path, users.regularUser), path).toEqual(redirect('/accessDenied'));
    }
  });

  it('shows the admin landing to every signed-in user, who learns there whether they are an administrator', () => {
    expect(decide('/admin', users.regularUser)).toEqual(render);
    expect(decide('/admin', null)).toEqual(redirect(loginPath('/admin')));
    expect(decide('/admin', { ...users.superAdmin, tenant: null })).toEqual(redirect('/companyList'));
  });

  it('opens the registration page of an invitation link to anyone, and sends a link without a token to sign in', () => {
    const link = `/userRegistration?token=${'A'.repeat(43)}`;
    expect(decide(link, null)).toEqual(render);
    expect(decide(link, users.regularUser)).toEqual(render);
    expect(decide('/userRegistration', null)).toEqual(redirect('/login'));
  });

  it('sends knowledge-base article pages without a valid query parameter to the knowledge-base landing', () => {
    expect(decide('/knowledgeBase/articles?category=getting-started', users.regularUser)).toEqual(render);
    expect(decide('/knowledgeBase/article/content?article=kb-1042', users.regularUser)).toEqual(render);
    for (const path of [
      '/knowledgeBase/articles',
      '/knowledgeBase/articles?category=',
      '/knowledgeBase/article/content?article=%3Cscript%3E',
    ]) {
      expect(decide(path, users.regularUser), path).toEqual(redirect('/knowledgeBase/home'));
    }
  });
});
