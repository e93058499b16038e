import {
  resolveLocale,
  type ContentFragment,
  type ContentFragmentSummary,
  type Locale,
} from '@partner-insights/contracts';
import type { Fixture, Fixtures, RecordedRequest } from '../../../testing/fixtureTransport';

type Texts = Readonly<Record<Locale, string>>;

const TAGS: readonly { readonly id: string; readonly title: Texts }[] = [
  { id: 'portal', title: { 'en-US': 'Portal', 'es-MX': 'Portal', 'fr-CA': 'Portail' } },
  { id: 'report-builder', title: { 'en-US': 'Report Builder', 'es-MX': 'Report Builder', 'fr-CA': 'Report Builder' } },
];

const NOTES: readonly { readonly name: string; readonly tag: string; readonly on: string; readonly title: Texts }[] = [
  {
    name: '2026-02-scheduled-deliveries',
    tag: 'report-builder',
    on: '2026-02-18',
    title: {
      'en-US': 'Scheduled deliveries in Report Builder',
      'es-MX': 'Entregas programadas en Report Builder',
      'fr-CA': 'Envois planifiés dans Report Builder',
    },
  },
  {
    name: '2026-01-french-canada',
    tag: 'portal',
    on: '2026-01-27',
    title: {
      'en-US': 'The portal in Canadian French',
      'es-MX': 'El portal en francés de Canadá',
      'fr-CA': 'Le portail en français canadien',
    },
  },
  {
    name: '2025-12-faster-search',
    tag: 'portal',
    on: '2025-12-09',
    title: { 'en-US': 'Faster search', 'es-MX': 'Búsqueda más rápida', 'fr-CA': 'Recherche plus rapide' },
  },
];

const localeOf = (request: RecordedRequest): Locale => resolveLocale(request.headers['accept-language']);
const paramOf = (request: RecordedRequest, name: string) =>
  new URL(request.url, 'http://localhost').searchParams.get(name);

const summaryOf = (note: (typeof NOTES)[number], locale: Locale): ContentFragmentSummary => ({
  assetPath: `release-notes/${note.name}`,
  title: note.title[locale],
  summary: note.title[locale],
  publishedOn: note.on,
  tags: [note.tag],
});

const list: Fixture = (request) => {
  const tag = paramOf(request, 'tag');
  const fragments = NOTES.filter((note) => !tag || note.tag === tag).map((note) => summaryOf(note, localeOf(request)));
  return { body: { fragments } };
};

const details: Fixture = (request) => {
  const note = NOTES.find(({ name }) => `release-notes/${name}` === paramOf(request, 'assetPath'));
  if (!note) return { status: 404, body: { message: 'Not published' } };
  const locale = localeOf(request);
  const body: ContentFragment = {
    ...summaryOf(note, locale),
    html: `<p>${note.title[locale]}.</p><ul><li>${note.on}</li></ul>`,
    updatedOn: note.on,
    downloadable: false,
    locale,
    requestedLocale: locale,
    fallback: false,
  };
  return { body };
};

export const NOTES_ROUTE = 'GET /api/content-fragments';
export const FIRST_NOTE = NOTES[0]?.name ?? '';

/** The release notes' calls: their topics, the list (by topic) and one note, in the asked language. */
export function releaseNoteFixtures(overrides: Fixtures = {}): Fixtures {
  return {
    'GET /api/wem-secured/tags': (request) => ({
      body: {
        tags: TAGS.map(({ id, title }) => ({
          id,
          title: title[localeOf(request)],
          count: NOTES.filter((note) => note.tag === id).length,
        })),
      },
    }),
    [NOTES_ROUTE]: list,
    'GET /api/content-fragments/details': details,
    ...overrides,
  };
}
