import { resolveLocale, type ContentFragment, type Locale } from '@partner-insights/contracts';
import type { Fixture, Fixtures, RecordedRequest } from '../../../testing/fixtureTransport';

type Texts = Readonly<Record<Locale, string>>;

const TITLES: Readonly<Record<string, Texts>> = {
  'pages/landing': {
    'en-US': 'Welcome to Partner Insights',
    'es-MX': 'Le damos la bienvenida a Partner Insights',
    'fr-CA': 'Bienvenue sur Partner Insights',
  },
  'pages/insights': {
    'en-US': 'How suppliers use Partner Insights',
    'es-MX': 'Cómo usan Partner Insights los proveedores',
    'fr-CA': 'Comment les fournisseurs utilisent Partner Insights',
  },
  'terms-and-conditions/supplier-terms-and-conditions': {
    'en-US': 'Terms and conditions for suppliers',
    'es-MX': 'Términos y condiciones para proveedores',
    'fr-CA': 'Conditions d’utilisation pour les fournisseurs',
  },
  'terms-and-conditions/basic-vendor-terms-and-conditions': {
    'en-US': 'Terms and conditions for basic vendors',
    'es-MX': 'Términos y condiciones para proveedores básicos',
    'fr-CA': 'Conditions d’utilisation pour les fournisseurs de base',
  },
  'privacy-policy/privacy-policy': {
    'en-US': 'Privacy policy',
    'es-MX': 'Política de privacidad',
    'fr-CA': 'Politique de confidentialité',
  },
  'data-sharing-addendum/data-sharing-addendum': {
    'en-US': 'Data sharing addendum',
    'es-MX': 'Anexo de intercambio de datos',
    'fr-CA': 'Addenda sur le partage de données',
  },
};

const localeOf = (request: RecordedRequest): Locale => resolveLocale(request.headers['accept-language']);

/** A document of TITLES in the asked language, or not published. */
const documentAt =
  (assetPathOf: (request: RecordedRequest) => string): Fixture =>
  (request) => {
    const assetPath = assetPathOf(request);
    const title = TITLES[assetPath];
    if (!title) return { status: 404, body: { message: 'Not published' } };
    const locale = localeOf(request);
    const body: ContentFragment = {
      assetPath,
      title: title[locale],
      summary: title[locale],
      html: `<h2>1. ${title[locale]}</h2><p>${title[locale]}.</p>`,
      publishedOn: null,
      updatedOn: '2026-10-07',
      tags: [],
      downloadable: assetPath.startsWith('terms-and-conditions/'),
      locale,
      requestedLocale: locale,
      fallback: false,
    };
    return { body };
  };

const queried = (request: RecordedRequest) =>
  new URL(request.url, 'http://localhost').searchParams.get('assetPath') ?? '';
const inPath = (request: RecordedRequest) =>
  new URL(request.url, 'http://localhost').pathname.replace('/api/content-management/', '');

/** The legal documents' calls: signed in (content-fragments/details) and for visitors (content-management). */
export function legalFixtures(overrides: Fixtures = {}): Fixtures {
  const publicDocument = documentAt(inPath);
  return {
    'GET /api/content-fragments/details': documentAt(queried),
    'GET /api/content-management/terms-and-conditions/supplier-terms-and-conditions': publicDocument,
    'GET /api/content-management/terms-and-conditions/basic-vendor-terms-and-conditions': publicDocument,
    'GET /api/content-management/privacy-policy/privacy-policy': publicDocument,
    'GET /api/content-management/pages/landing': publicDocument,
    'GET /api/content-management/pages/insights': publicDocument,
    ...overrides,
  };
}
