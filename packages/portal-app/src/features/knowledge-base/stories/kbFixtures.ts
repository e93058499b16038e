import {
  resolveLocale,
  type KbArticle,
  type KbCategory,
  type KbHierarchy,
  type KbSearchResult,
  type Locale,
} from '@partner-insights/contracts';
import type { Fixture, Fixtures, RecordedRequest } from '../../../testing/fixtureTransport';

type Texts = Readonly<Record<Locale, string>>;

const CATEGORIES: readonly { readonly id: string; readonly title: Texts; readonly articles: readonly Texts[] }[] = [
  {
    id: 'getting-started',
    title: { 'en-US': 'Getting started', 'es-MX': 'Primeros pasos', 'fr-CA': 'Premiers pas' },
    articles: [
      {
        'en-US': 'Getting started with Partner Insights',
        'es-MX': 'Primeros pasos con Partner Insights',
        'fr-CA': 'Premiers pas avec Partner Insights',
      },
      { 'en-US': 'Signing in and out', 'es-MX': 'Iniciar y cerrar sesión', 'fr-CA': 'Se connecter et se déconnecter' },
    ],
  },
  {
    id: 'reports-and-exports',
    title: { 'en-US': 'Reports and exports', 'es-MX': 'Informes y exportaciones', 'fr-CA': 'Rapports et exportations' },
    articles: [
      {
        'en-US': 'Export a report to a spreadsheet',
        'es-MX': 'Exportar un informe a una hoja de cálculo',
        'fr-CA': 'Exporter un rapport dans un tableur',
      },
      {
        'en-US': 'Schedule a weekly delivery',
        'es-MX': 'Programar una entrega semanal',
        'fr-CA': 'Planifier un envoi hebdomadaire',
      },
      { 'en-US': 'Share a report', 'es-MX': 'Compartir un informe', 'fr-CA': 'Partager un rapport' },
      { 'en-US': 'Filter by store', 'es-MX': 'Filtrar por tienda', 'fr-CA': 'Filtrer par magasin' },
      { 'en-US': 'Compare two periods', 'es-MX': 'Comparar dos periodos', 'fr-CA': 'Comparer deux périodes' },
      { 'en-US': 'Read a trend line', 'es-MX': 'Leer una línea de tendencia', 'fr-CA': 'Lire une courbe de tendance' },
    ],
  },
  {
    id: 'account-and-access',
    title: { 'en-US': 'Account and access', 'es-MX': 'Cuenta y acceso', 'fr-CA': 'Compte et accès' },
    articles: [
      {
        'en-US': 'Request access to an app',
        'es-MX': 'Solicitar acceso a una aplicación',
        'fr-CA': 'Demander l’accès à une application',
      },
      { 'en-US': 'Change your language', 'es-MX': 'Cambiar su idioma', 'fr-CA': 'Changer de langue' },
    ],
  },
];

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const localeOf = (request: RecordedRequest): Locale => resolveLocale(request.headers['accept-language']);

function categoryIn(category: (typeof CATEGORIES)[number], locale: Locale): KbCategory {
  return {
    id: category.id,
    title: category.title[locale],
    description: category.title[locale],
    articles: category.articles.map((title) => ({
      contentId: slugOf(title['en-US']),
      title: title[locale],
      summary: title[locale],
      category: category.id,
      updatedOn: '2026-02-14',
    })),
  };
}

/** GET kb/workspaces/{workspace}/hierarchy in the asked language: every topic, or the one `title` names. */
const hierarchy =
  (workspace: KbHierarchy['workspace']): Fixture =>
  (request) => {
    const title = new URL(request.url, 'http://localhost').searchParams.get('title');
    const categories = CATEGORIES.filter(({ id }) => !title || id === title).map((category) =>
      categoryIn(category, localeOf(request)),
    );
    if (title && categories.length === 0) return { status: 404, body: { message: 'Unknown category' } };
    const body: KbHierarchy = { workspace, categories: workspace === 'basic' ? categories.slice(0, 1) : categories };
    return { body };
  };

export const WELCOME_ID = 'getting-started-with-partner-insights';
const ARTICLE_HTML: Texts = {
  'en-US':
    '<p>Partner Insights brings your sales, inventory and shopper data together.</p><h2>Your first steps</h2><ol><li>Open your apps.</li><li>Launch Shopper Behavior.</li></ol>',
  'es-MX':
    '<p>Partner Insights reúne sus datos de ventas, inventario y compradores.</p><h2>Sus primeros pasos</h2><ol><li>Abra sus aplicaciones.</li><li>Abra Shopper Behavior.</li></ol>',
  'fr-CA':
    '<p>Partner Insights réunit vos données de ventes, de stocks et de clients.</p><h2>Vos premiers pas</h2><ol><li>Ouvrez vos applications.</li><li>Lancez Shopper Behavior.</li></ol>',
};

/** The welcome article in the asked language; `fallbackFrom` answers it in English instead, as a fallback. */
const welcome =
  (fallbackFrom?: Locale): Fixture =>
  (request) => {
    const requested = localeOf(request);
    const locale = fallbackFrom === requested ? 'en-US' : requested;
    const category = CATEGORIES[0];
    const body: KbArticle = {
      contentId: WELCOME_ID,
      title: category?.articles[0]?.[locale] ?? '',
      category: { id: 'getting-started', title: category?.title[requested] ?? '' },
      html: ARTICLE_HTML[locale],
      tags: ['onboarding'],
      updatedOn: '2026-02-14',
      locale,
      requestedLocale: requested,
      fallback: locale !== requested,
    };
    return { body };
  };

/** The search: "export" matches two articles, anything else none. */
const search: Fixture = (request) => {
  const { variables } = request.body as { variables: { text: string } };
  const matches = variables.text.toLowerCase().startsWith('export');
  const body: KbSearchResult = {
    total: matches ? 2 : 0,
    page: 0,
    totalPages: matches ? 1 : 0,
    results: matches
      ? [
          {
            contentId: 'export-a-report-to-a-spreadsheet',
            title: [
              { text: 'Export', match: true },
              { text: ' a report to a spreadsheet', match: false },
            ],
            excerpt: [
              { text: 'Choose ', match: false },
              { text: 'Export', match: true },
              { text: ' on any report to download every row as a spreadsheet.', match: false },
            ],
            category: { id: 'reports-and-exports', title: 'Reports and exports' },
            locale: 'en-US',
          },
          {
            contentId: 'schedule-a-weekly-delivery',
            title: [{ text: 'Schedule a weekly delivery', match: false }],
            excerpt: [
              { text: 'A delivery sends the ', match: false },
              { text: 'export', match: true },
              { text: ' of a report every week.', match: false },
            ],
            category: { id: 'reports-and-exports', title: 'Reports and exports' },
            locale: 'en-US',
          },
        ]
      : [],
  };
  return { body };
};

export const HIERARCHY_ROUTE = 'GET /api/kb/workspaces/charter/hierarchy';

/** The knowledge base's calls: both workspaces' topics, the welcome article and the search. */
export function kbFixtures(
  overrides: Fixtures = {},
  { fallbackFrom }: { readonly fallbackFrom?: Locale } = {},
): Fixtures {
  return {
    [HIERARCHY_ROUTE]: hierarchy('charter'),
    'GET /api/kb/workspaces/basic/hierarchy': hierarchy('basic'),
    [`GET /api/kb/workspaces/charter/articles/${WELCOME_ID}/content`]: welcome(fallbackFrom),
    [`GET /api/kb/workspaces/basic/articles/${WELCOME_ID}/content`]: welcome(),
    'POST /api/v1/content/execute-persisted-query': search,
    ...overrides,
  };
}
