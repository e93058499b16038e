import type { Market, Permission } from '@partner-insights/contracts';
import { matchRoutes } from 'react-router';
import type { MessageId } from '../i18n/catalogues';
import { adminCardPermission } from './adminCards';
import { lazyWithAreaMessages } from './lazyWithAreaMessages';
import { lazyWithTimeout, type LazyComponent } from './lazyWithTimeout';

/**
 * Who may open a route and how it is framed: `public` (anyone, inside the shell), `private` (signed-in users,
 * inside the shell), `standalone` (anyone, full page without the shell: sign-in, no access, error, not found).
 */
export type RouteAccess = 'public' | 'private' | 'standalone';

export interface RouteEntry {
  readonly path: string;
  /** The page's component, its code loaded on first visit. */
  readonly page: LazyComponent<object>;
  readonly access: RouteAccess;
  /** The page's part of the document title "<Page> - <product name>". */
  readonly titleKey: MessageId;
  /** Markets where the route does not exist: it shows the not-found page there. */
  readonly hiddenOn?: readonly Market[];
  /** Whether basic users may open it; they are sent to /noAccess from every other route. */
  readonly basicUsers?: boolean;
  /** The user needs one of these permissions (super admins are never checked), else /accessDenied. */
  readonly permissions?: readonly Permission[];
  /** A query parameter the page cannot work without; without a valid value the reader goes to `fallback`. */
  readonly requiredQuery?: { readonly name: string; readonly fallback: string };
  /**
   * Standalone pages a visitor comes to on the way in (sign-in, a forgotten password): framed by the shell's
   * header and footer, for the language choice and the ways to support.
   */
  readonly framed?: boolean;
}

const listOf = (resource: Permission['resource']): Permission => ({ action: 'LIST', resource });

// An article page answers two addresses: the portal's links (a query parameter) and content paths.
const knowledgeBaseArticlePage = lazyWithAreaMessages(
  'knowledge-base',
  () => import('../features/knowledge-base/KnowledgeBaseArticle/KnowledgeBaseArticlePage'),
);
const basicKnowledgeBaseArticlePage = lazyWithAreaMessages(
  'knowledge-base',
  () => import('../features/knowledge-base/KnowledgeBaseArticle/BasicKnowledgeBaseArticlePage'),
);
/**
 * The app's one list of routes (spec portal-shell §2 and administration-and-content §2): read by the router,
 * the document title and the guards (routeGuards.ts).
 *
 * Basic users may open only the landing page, the launch list, support (ticket creation and tracking),
 * contact us, their profile, the basic knowledge base, the legal pages (privacy policy, terms, data sharing
 * addendum) and the status pages (pending access, no access, error, access denied).
 */
export const routeTable: readonly RouteEntry[] = [
  {
    path: '/',
    page: lazyWithAreaMessages('legal', () => import('../features/legal/Landing/LandingPage')),
    access: 'public',
    titleKey: 'pageTitle.home',
    basicUsers: true,
  },
  {
    path: '/articles/insights',
    page: lazyWithAreaMessages('legal', () => import('../features/legal/Insights/InsightsPage')),
    access: 'public',
    titleKey: 'pageTitle.insights',
  },
  {
    path: '/contactUs',
    page: lazyWithAreaMessages(
      ['contact-us', 'support'],
      () => import('../features/contact-us/ContactUs/ContactUsPage'),
    ),
    access: 'public',
    titleKey: 'pageTitle.contactUs',
    basicUsers: true,
  },
  {
    path: '/support',
    page: lazyWithAreaMessages('support', () => import('../features/support/Support/SupportPage')),
    access: 'public',
    titleKey: 'pageTitle.support',
    basicUsers: true,
  },
  {
    path: '/support/ticketCreation',
    page: lazyWithAreaMessages('support', () => import('../features/support/TicketCreation/TicketCreationPage')),
    access: 'public',
    titleKey: 'pageTitle.ticketCreation',
    basicUsers: true,
  },
  {
    path: '/pendingAccess',
    page: lazyWithAreaMessages(
      'status-pages',
      () => import('../features/status-pages/PendingAccess/PendingAccessPage'),
    ),
    access: 'public',
    titleKey: 'pageTitle.pendingAccess',
    basicUsers: true,
  },
  {
    path: '/privacyPolicy',
    page: lazyWithAreaMessages('legal', () => import('../features/legal/PrivacyPolicy/PrivacyPolicyPage')),
    access: 'public',
    titleKey: 'pageTitle.privacyPolicy',
    basicUsers: true,
    hiddenOn: ['MX'],
  },
  {
    path: '/terms',
    page: lazyWithAreaMessages('legal', () => import('../features/legal/Terms/TermsPage')),
    access: 'public',
    titleKey: 'pageTitle.terms',
    basicUsers: true,
    hiddenOn: ['US'],
  },

  {
    path: '/apps',
    page: lazyWithTimeout(() => import('../features/launch-list/Apps/AppsPage')),
    access: 'private',
    titleKey: 'pageTitle.apps',
    basicUsers: true,
  },
  {
    path: '/support/trackTicket',
    page: lazyWithAreaMessages('support', () => import('../features/support/TrackTicket/TrackTicketPage')),
    access: 'private',
    titleKey: 'pageTitle.trackTicket',
    basicUsers: true,
  },
  {
    path: '/support/trackTicket/:ticketId',
    page: lazyWithAreaMessages('support', () => import('../features/support/TicketDetail/TicketDetailPage')),
    access: 'private',
    titleKey: 'pageTitle.trackTicket',
    basicUsers: true,
  },
  {
    path: '/knowledgeBase/home',
    page: lazyWithAreaMessages(
      'knowledge-base',
      () => import('../features/knowledge-base/KnowledgeBaseHome/KnowledgeBaseHomePage'),
    ),
    access: 'private',
    titleKey: 'pageTitle.knowledgeBase',
  },
  {
    path: '/knowledgeBase/search',
    page: lazyWithAreaMessages(
      'knowledge-base',
      () => import('../features/knowledge-base/KnowledgeBaseSearch/KnowledgeBaseSearchPage'),
    ),
    access: 'private',
    titleKey: 'pageTitle.knowledgeBase',
  },
  {
    path: '/knowledgeBase/articles',
    page: lazyWithAreaMessages(
      'knowledge-base',
      () => import('../features/knowledge-base/KnowledgeBaseCategory/KnowledgeBaseCategoryPage'),
    ),
    access: 'private',
    titleKey: 'pageTitle.knowledgeBase',
    requiredQuery: { name: 'category', fallback: '/knowledgeBase/home' },
  },
  {
    path: '/knowledgeBase/article/content',
    page: knowledgeBaseArticlePage,
    access: 'private',
    titleKey: 'pageTitle.knowledgeBase',
    requiredQuery: { name: 'article', fallback: '/knowledgeBase/home' },
  },
  {
    // A content path: the article is its sixth segment (spec administration-and-content §2).
    path: '/knowledgeBase/article/content/:category/:article',
    page: knowledgeBaseArticlePage,
    access: 'private',
    titleKey: 'pageTitle.knowledgeBase',
  },
  {
    path: '/knowledgeBase/basic',
    page: lazyWithAreaMessages(
      'knowledge-base',
      () => import('../features/knowledge-base/KnowledgeBaseHome/BasicKnowledgeBasePage'),
    ),
    access: 'private',
    titleKey: 'pageTitle.basicLanding',
    basicUsers: true,
  },
  {
    path: '/knowledgeBase/basic/article',
    page: basicKnowledgeBaseArticlePage,
    access: 'private',
    titleKey: 'pageTitle.basicLanding',
    basicUsers: true,
    requiredQuery: { name: 'article', fallback: '/knowledgeBase/basic' },
  },
  {
    path: '/knowledgeBase/basic/article/:topic/:article',
    page: basicKnowledgeBaseArticlePage,
    access: 'private',
    titleKey: 'pageTitle.basicLanding',
    basicUsers: true,
  },
  {
    path: '/profile',
    page: lazyWithAreaMessages('profile', () => import('../features/profile/Profile/ProfilePage')),
    access: 'private',
    titleKey: 'pageTitle.profile',
    basicUsers: true,
  },
  {
    path: '/profile/requestAccess',
    page: lazyWithAreaMessages('profile', () => import('../features/profile/RequestAccess/RequestAccessPage')),
    access: 'private',
    titleKey: 'pageTitle.requestAccess',
  },
  {
    path: '/companyList',
    page: lazyWithAreaMessages('company-list', () => import('../features/company-list/CompanyList/CompanyListPage')),
    access: 'private',
    titleKey: 'pageTitle.companyList',
    permissions: [listOf('COMPANY')],
  },
  {
    path: '/globalUserManagement',
    page: lazyWithAreaMessages(
      ['global-user-management', 'company-list'],
      () => import('../features/global-user-management/GlobalUsers/GlobalUsersPage'),
    ),
    access: 'private',
    titleKey: 'pageTitle.globalUserManagement',
    permissions: [listOf('COMPANY')],
  },
  {
    path: '/accessReviews',
    page: lazyWithAreaMessages(
      'access-reviews',
      () => import('../features/access-reviews/Campaigns/AccessReviewCampaignsPage'),
    ),
    access: 'private',
    titleKey: 'pageTitle.accessReviews',
    permissions: [listOf('COMPANY')],
  },
  {
    // Open to every signed-in user: one without an admin permission is told so on the page itself.
    path: '/admin',
    page: lazyWithAreaMessages('admin', () => import('../features/admin/AdminLanding/AdminLandingPage')),
    access: 'private',
    titleKey: 'pageTitle.admin',
  },
  {
    path: '/admin/userList',
    page: lazyWithAreaMessages(
      ['user-management', 'bulk-users'],
      () => import('../features/user-management/UserList/UserListPage'),
    ),
    access: 'private',
    titleKey: 'pageTitle.userManagement',
    permissions: [adminCardPermission('/admin/userList')],
  },
  {
    path: '/admin/accessReview',
    page: lazyWithAreaMessages(
      ['access-reviews', 'admin'],
      () => import('../features/access-reviews/Review/AccessReviewPage'),
    ),
    access: 'private',
    titleKey: 'pageTitle.accessReview',
    permissions: [listOf('USER')],
  },
  {
    path: '/admin/domainsList',
    page: lazyWithAreaMessages('email-domains', () => import('../features/email-domains/DomainsList/DomainsListPage')),
    access: 'private',
    titleKey: 'pageTitle.authorizedDomains',
    permissions: [adminCardPermission('/admin/domainsList')],
  },
  {
    path: '/admin/thirdParty',
    page: lazyWithAreaMessages('partners', () => import('../features/partners/PartnersList/PartnersListPage')),
    access: 'private',
    titleKey: 'pageTitle.thirdParty',
    permissions: [adminCardPermission('/admin/thirdParty')],
  },
  {
    path: '/admin/activityLog',
    page: lazyWithAreaMessages('activity-log', () => import('../features/activity-log/ActivityLog/ActivityLogPage')),
    access: 'private',
    titleKey: 'pageTitle.auditLog',
    permissions: [adminCardPermission('/admin/activityLog')],
  },
  {
    path: '/releaseNotes',
    page: lazyWithAreaMessages(
      'release-notes',
      () => import('../features/release-notes/ReleaseNotes/ReleaseNotesPage'),
    ),
    access: 'private',
    titleKey: 'pageTitle.releaseNotes',
    hiddenOn: ['MX', 'CA'],
  },
  {
    path: '/releaseNotes/article',
    page: lazyWithAreaMessages(
      'release-notes',
      () => import('../features/release-notes/ReleaseNoteArticle/ReleaseNoteArticlePage'),
    ),
    access: 'private',
    titleKey: 'pageTitle.releaseNotes',
    hiddenOn: ['MX', 'CA'],
    requiredQuery: { name: 'note', fallback: '/releaseNotes' },
  },
  {
    path: '/dataSharingAddendum',
    page: lazyWithAreaMessages('legal', () => import('../features/legal/DataSharingAddendum/DataSharingAddendumPage')),
    access: 'private',
    titleKey: 'pageTitle.dataSharingAddendum',
    basicUsers: true,
  },
  {
    path: '/dataDictionary',
    page: lazyWithAreaMessages(
      'data-dictionary',
      () => import('../features/data-dictionary/DataDictionary/DataDictionaryPage'),
    ),
    access: 'private',
    titleKey: 'pageTitle.dataDictionary',
  },
  {
    path: '/dataDictionaryV2',
    page: lazyWithAreaMessages(
      'data-dictionary',
      () => import('../features/data-dictionary/DataDictionaryV2/DataDictionaryV2Page'),
    ),
    access: 'private',
    titleKey: 'pageTitle.dataDictionary',
  },
  {
    path: '/reportbuilder',
    page: lazyWithAreaMessages(
      'report-builder',
      () => import('../features/report-builder/ReportBuilder/ReportBuilderPage'),
    ),
    access: 'private',
    titleKey: 'pageTitle.reportBuilder',
  },
  {
    path: '/accessDenied',
    page: lazyWithAreaMessages('status-pages', () => import('../features/status-pages/AccessDenied/AccessDeniedPage')),
    access: 'private',
    titleKey: 'pageTitle.accessDenied',
    basicUsers: true,
  },

  {
    path: '/login',
    page: lazyWithAreaMessages('identity', () => import('../features/identity/Login/LoginPage')),
    access: 'standalone',
    titleKey: 'pageTitle.login',
    framed: true,
  },
  {
    path: '/forgotPassword',
    page: lazyWithAreaMessages('identity', () => import('../features/identity/ForgotPassword/ForgotPasswordPage')),
    access: 'standalone',
    titleKey: 'pageTitle.forgotPassword',
    framed: true,
  },
  {
    path: '/resetPassword',
    page: lazyWithAreaMessages('identity', () => import('../features/identity/ResetPassword/ResetPasswordPage')),
    access: 'standalone',
    titleKey: 'pageTitle.resetPassword',
    requiredQuery: { name: 'token', fallback: '/forgotPassword' },
    framed: true,
  },
  {
    // An invitation link opens it; without a token there is nothing to register with.
    path: '/userRegistration',
    page: lazyWithAreaMessages(
      'registration',
      () => import('../features/registration/UserRegistration/UserRegistrationPage'),
    ),
    access: 'standalone',
    titleKey: 'pageTitle.userRegistration',
    requiredQuery: { name: 'token', fallback: '/login' },
    framed: true,
  },
  {
    path: '/logout',
    page: lazyWithAreaMessages('identity', () => import('../features/identity/Logout/LogoutPage')),
    access: 'standalone',
    titleKey: 'pageTitle.logout',
  },
  {
    path: '/noAccess',
    page: lazyWithAreaMessages('status-pages', () => import('../features/status-pages/NoAccess/NoAccessPage')),
    access: 'standalone',
    titleKey: 'pageTitle.noAccess',
  },
  {
    path: '/error',
    page: lazyWithAreaMessages('status-pages', () => import('../features/status-pages/Error/ErrorPage')),
    access: 'standalone',
    titleKey: 'pageTitle.error',
  },
  {
    path: '*',
    page: lazyWithAreaMessages('status-pages', () => import('../features/status-pages/NotFound/NotFoundPage')),
    access: 'standalone',
    titleKey: 'pageTitle.notFound',
  },
];

export const notFoundRoute: RouteEntry = (() => {
  const route = routeTable.find((entry) => entry.path === '*');
  if (!route) throw new Error('The route table needs a "*" entry.');
  return route;
})();

/** The routes that exist on a market's host: a route hidden there falls through to not found. */
export function routesFor(market: Market): readonly RouteEntry[] {
  return routeTable.filter((route) => !route.hiddenOn?.includes(market));
}

/** The entry the router renders for a path on a market's host; unknown and hidden paths get the not-found entry. */
export function findRoute(pathname: string, market: Market): RouteEntry {
  const [match] = matchRoutes([...routesFor(market)], pathname) ?? [];
  return match?.route ?? notFoundRoute;
}
