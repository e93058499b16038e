// The content vocabulary: what the Markdown files in the repository's content folder declare in their front matter,
// and what the content calls answer with (spec administration-and-content §7 "Knowledge base", "Release notes",
// "Terms").
import type { TenantType } from '../identity/identity-values';
import type { UserDetails } from '../identity/user-details';
import type { Locale } from '../locales';

/** The two knowledge bases: the full one of charter users, and the reduced one basic users may read. */
export const KB_WORKSPACES = ['charter', 'basic'] as const;
export type KbWorkspace = (typeof KB_WORKSPACES)[number];

/** What a content file is. */
export const CONTENT_KINDS = ['article', 'category', 'release-note', 'legal', 'page'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The languages a content file may be written in: the portal's, and bare languages a region falls back to. */
export const CONTENT_LOCALES = ['en-US', 'es-MX', 'fr-CA', 'en', 'es', 'fr'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** A missing translation falls back by region, then language, then to en-US: fr-CA -> fr -> en-US. */
export function contentFallbackChain(locale: Locale): readonly ContentLocale[] {
  const language = locale.split('-')[0] as ContentLocale;
  return [...new Set<ContentLocale>([locale, language, 'en-US'])];
}

/** Asset folders of the content fragments and what they hold. */
export const RELEASE_NOTES_FOLDER = 'release-notes';
export const TERMS_FOLDER = 'terms-and-conditions';
export const DATA_SHARING_ADDENDUM_FOLDER = 'data-sharing-addendum';

/** The company types terms are written for, as they appear in the terms' asset paths. */
export const TERMS_COMPANY_TYPES = [
  'supplier',
  'third-party-agency',
  'basic-vendor',
  'basic-third-party-agency',
] as const;
export type TermsCompanyType = (typeof TERMS_COMPANY_TYPES)[number];

const TERMS_COMPANY_TYPE_OF: Partial<Record<TenantType, TermsCompanyType>> = {
  THIRD_PARTY_AGENCY: 'third-party-agency',
  BASIC_VENDOR: 'basic-vendor',
  BASIC_THIRD_PARTY_AGENCY: 'basic-third-party-agency',
};

/** The terms a company's users agree to; suppliers' for visitors and the retailer's associates. */
export function termsCompanyType(tenantType: TenantType | undefined): TermsCompanyType {
  return (tenantType && TERMS_COMPANY_TYPE_OF[tenantType]) ?? 'supplier';
}

/** GET content-fragments/details?assetPath=terms-and-conditions/{companyType}-terms-and-conditions */
export const termsAssetPath = (companyType: TermsCompanyType): string =>
  `${TERMS_FOLDER}/${companyType}-terms-and-conditions`;

/** Third parties: users of a partner agency, and suppliers' users sponsored by one. */
export function isThirdPartyUser(user: Pick<UserDetails, 'tenant' | 'third_party_user'>): boolean {
  const type = user.tenant?.type;
  return user.third_party_user || type === 'THIRD_PARTY_AGENCY' || type === 'BASIC_THIRD_PARTY_AGENCY';
}

/** The data sharing addendum; third parties read its -3p-users variant. */
export const dataSharingAddendumAssetPath = (thirdParty: boolean): string =>
  `${DATA_SHARING_ADDENDUM_FOLDER}/data-sharing-addendum${thirdParty ? '-3p-users' : ''}`;

/** The public pages, read without signing in through content-management/{contentPath}. */
export const PUBLIC_PAGE_PATHS = {
  landing: 'pages/landing',
  insights: 'pages/insights',
  privacyPolicy: 'privacy-policy/privacy-policy',
} as const;

/** The persisted queries POST v1/content/execute-persisted-query runs. */
export const KB_SEARCH_QUERY = 'kb-search';
/** Search results per page. */
export const KB_SEARCH_PAGE_SIZE = 10;
/** Shortest search the knowledge base runs. */
export const KB_SEARCH_MIN_LENGTH = 2;

/** Spec administration-and-content §2 "Knowledge base": an account without access is told so. */
export const KB_ACCESS_DENIED_MESSAGE = 'Your account does not have access to the knowledge base.';
/** The server's answer while a market has the knowledge base (wem-kb-rollout) or its search (kb-search-rollout) off. */
export const KB_NOT_ROLLED_OUT_MESSAGE = 'The knowledge base is not available on this site yet';
export const KB_SEARCH_NOT_ROLLED_OUT_MESSAGE = 'Knowledge base search is not available on this site yet';
