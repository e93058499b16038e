import { LOCALES } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_CATALOGUE, loadSourceCatalogue, loadTranslation, type MessageId } from '../i18n/catalogues';
import { routeTable } from './routeTable';

/**
 * Spec portal-shell §2: the pages whose document titles ("<Page> - <product name>") exist, by the spec's name, with
 * their key in the catalogue. FAQ, plan sign up and product plans have no route yet: their titles wait for them.
 * The spec names "basic landing" and "resources" apart; the basic landing page's title is "Resources".
 */
const SPEC_PAGE_TITLES = {
  'app launch': 'pageTitle.apps',
  'contact us': 'pageTitle.contactUs',
  FAQ: 'pageTitle.faq',
  'privacy policy': 'pageTitle.privacyPolicy',
  support: 'pageTitle.support',
  'knowledge base': 'pageTitle.knowledgeBase',
  profile: 'pageTitle.profile',
  'user registration': 'pageTitle.userRegistration',
  'customer accounts': 'pageTitle.companyList',
  admin: 'pageTitle.admin',
  'authorized domains': 'pageTitle.authorizedDomains',
  'third party': 'pageTitle.thirdParty',
  'audit log': 'pageTitle.auditLog',
  'plan sign up': 'pageTitle.planSignUp',
  'product plans': 'pageTitle.productPlans',
  'basic landing': 'pageTitle.basicLanding',
  resources: 'pageTitle.basicLanding',
  'release notes': 'pageTitle.releaseNotes',
  'global user management': 'pageTitle.globalUserManagement',
  'access denied': 'pageTitle.accessDenied',
  'data sharing addendum': 'pageTitle.dataSharingAddendum',
  'pending access': 'pageTitle.pendingAccess',
  'no access': 'pageTitle.noAccess',
  error: 'pageTitle.error',
  terms: 'pageTitle.terms',
} as const satisfies Readonly<Record<string, MessageId>>;

describe('page titles', () => {
  it.each(LOCALES)('%s has the title of every page the spec names', async (locale) => {
    const catalogue: Readonly<Record<string, string | undefined>> =
      locale === 'en-US' ? await loadSourceCatalogue() : ((await loadTranslation(locale)) ?? {});

    const untitled = Object.entries(SPEC_PAGE_TITLES).filter(([, key]) => !catalogue[key]?.trim());

    expect(untitled).toEqual([]);
  });

  it('names the new pages as the spec does', () => {
    expect(FIRST_PAINT_CATALOGUE['pageTitle.faq']).toBe('FAQ');
    expect(FIRST_PAINT_CATALOGUE['pageTitle.planSignUp']).toBe('Plan sign up');
    expect(FIRST_PAINT_CATALOGUE['pageTitle.productPlans']).toBe('Product plans');
  });

  it('titles every route with a page title', () => {
    expect(routeTable.map((route) => route.titleKey).filter((key) => !key.startsWith('pageTitle.'))).toEqual([]);
  });

  it('has every title in the first paint, before any area of a page loads', () => {
    expect(routeTable.map((route) => route.titleKey).filter((key) => !FIRST_PAINT_CATALOGUE[key])).toEqual([]);
  });

  it('keeps only titles that a route or the spec uses', () => {
    const used = new Set<string>([...routeTable.map((route) => route.titleKey), ...Object.values(SPEC_PAGE_TITLES)]);

    const unused = Object.keys(FIRST_PAINT_CATALOGUE).filter((key) => key.startsWith('pageTitle.') && !used.has(key));

    expect(unused).toEqual([]);
  });
});
