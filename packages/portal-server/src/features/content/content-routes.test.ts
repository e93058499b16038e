import {
  ContentFragmentListSchema,
  ContentFragmentSchema,
  ContentTagListSchema,
  KB_ACCESS_DENIED_MESSAGE,
  KbArticleSchema,
  KbHierarchySchema,
  KbSearchResultSchema,
  KbTopArticlesSchema,
  KbWorkspaceListSchema,
  termsAssetPath,
} from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  errorMessageOf,
  openSeededTestApp,
  signIn,
  type ApiCall,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { marketFeatureFlags } from '../configuration';

const MX = 'mx.localhost:3000';
const CA = 'ca.localhost:3000';

describe.each(testDatabaseTargets)('the content calls on $name', (target) => {
  let portal: SeededTestApp;
  let charter: string;
  let basic: string;
  let spectator: string;
  let canadian: string;

  const get = (path: string, call: ApiCall = {}) => callApi(portal.app, path, { cookie: charter, ...call });
  const json = async <T extends v.GenericSchema>(schema: T, response: Response) => {
    expect(response.status).toBe(200);
    return v.parse(schema, await response.json());
  };
  const search = (text: string, call: ApiCall = {}, workspace = 'charter') =>
    callApi(portal.app, '/api/v1/content/execute-persisted-query', {
      method: 'POST',
      cookie: charter,
      body: { query: 'kb-search', variables: { workspace, text } },
      ...call,
    });
  const setFlag = (flag: 'wem-kb-rollout' | 'kb-search-rollout', enabled: boolean) =>
    portal.database.db.update(marketFeatureFlags).set({ enabled }).where(eq(marketFeatureFlags.flag, flag));

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    [charter, basic, spectator, canadian] = await Promise.all([
      signIn(portal.app, 'admin@acme-foods.test'),
      signIn(portal.app, 'basic@corner-basics.test'),
      signIn(portal.app, 'spectator@partner-insights.test'),
      signIn(portal.app, 'admin@maple-goods.test'),
    ]);
  });
  afterAll(() => portal?.close());

  describe('knowledge base', () => {
    it('lists both knowledge bases to a charter user and only the basic one to a basic user', async () => {
      const full = await json(KbWorkspaceListSchema, await get('/api/kb/workspaces'));
      expect(full.workspaces.map(({ id }) => id)).toEqual(['charter', 'basic']);
      expect(full.workspaces[0]?.articleCount).toBeGreaterThanOrEqual(35);
      const reduced = await json(KbWorkspaceListSchema, await get('/api/kb/workspaces', { cookie: basic }));
      expect(reduced.workspaces.map(({ id }) => id)).toEqual(['basic']);
    });

    it('answers the hierarchy of five categories, and one category by its title', async () => {
      const hierarchy = await json(KbHierarchySchema, await get('/api/kb/workspaces/charter/hierarchy'));
      expect(hierarchy.categories.map(({ id }) => id)).toEqual([
        'getting-started',
        'account-and-access',
        'reports-and-exports',
        'data-and-products',
        'troubleshooting',
      ]);
      const one = await json(
        KbHierarchySchema,
        await get('/api/kb/workspaces/charter/hierarchy?title=reports-and-exports'),
      );
      expect(one.categories.map(({ id }) => id)).toEqual(['reports-and-exports']);
      expect(one.categories[0]?.articles.map(({ contentId }) => contentId)).toContain('exporting-a-report');
    });

    it('answers 404 for an unknown category or article, and 400 for a malformed category', async () => {
      await errorMessageOf(await get('/api/kb/workspaces/charter/hierarchy?title=no-such-category'), 404);
      await errorMessageOf(await get('/api/kb/workspaces/charter/hierarchy?title=%3Cscript%3E'), 400);
      await errorMessageOf(await get('/api/kb/workspaces/charter/articles/no-such-article/content'), 404);
      await errorMessageOf(await get('/api/kb/workspaces/charter/articles/..%2Fpages%2Flanding/content'), 404);
      await errorMessageOf(await get('/api/kb/workspaces/everything/hierarchy'), 404);
    });

    it('answers an article in the reader’s language, sanitised HTML included', async () => {
      const article = await json(
        KbArticleSchema,
        await get('/api/kb/workspaces/charter/articles/exporting-a-report/content', { acceptLanguage: 'es-MX' }),
      );
      expect(article).toMatchObject({ title: 'Exportar un informe a Excel', locale: 'es-MX', fallback: false });
      expect(article.category.title).toBe('Informes y exportaciones');
      expect(article.html).toContain('<strong>CSV</strong>');
    });

    it('falls back from fr-CA to en-US for an article not translated, and says so', async () => {
      const article = await json(
        KbArticleSchema,
        await get('/api/kb/workspaces/charter/articles/building-a-report/content', { acceptLanguage: 'fr-CA' }),
      );
      expect(article).toMatchObject({ locale: 'en-US', requestedLocale: 'fr-CA', fallback: true });
      expect(article.category.title).toBe('Rapports et exportations');
    });

    it('refuses a basic user the full knowledge base, its articles and its search', async () => {
      const refusals = [
        await get('/api/kb/workspaces/charter/hierarchy', { cookie: basic }),
        await get('/api/kb/workspaces/charter/articles/exporting-a-report/content', { cookie: basic }),
        await search('export', { cookie: basic }),
      ];
      for (const refusal of refusals) expect(await errorMessageOf(refusal, 403)).toBe(KB_ACCESS_DENIED_MESSAGE);
      const own = await json(
        KbArticleSchema,
        await get('/api/kb/workspaces/basic/articles/exporting-a-report/content', { cookie: basic }),
      );
      expect(own.title).toBe('Exporting a report to Excel');
      await errorMessageOf(
        await get('/api/kb/workspaces/basic/articles/building-a-report/content', { cookie: basic }),
        404,
      );
    });

    it('answers 401 to a visitor', async () => {
      await errorMessageOf(await get('/api/kb/workspaces', { cookie: undefined }), 401);
      await errorMessageOf(await search('export', { cookie: undefined }), 401);
    });

    it('offers the launch list’s articles per market, language and user type, and none to basic users', async () => {
      const titles = async (call: ApiCall) =>
        (await json(KbTopArticlesSchema, await get('/api/knowledgeBaseTopArticle', call))).articles.map(
          ({ title }) => title,
        );
      expect(await titles({})).toEqual([
        'Getting started with Partner Insights',
        'Reading your first Shopper Behavior report',
        'Scheduling reports in Report Builder',
      ]);
      expect(await titles({ host: CA, cookie: canadian, acceptLanguage: 'fr-CA' })).toEqual([
        'Premiers pas avec Partner Insights',
        'Lire votre premier rapport Shopper Behavior',
      ]);
      expect(await titles({ cookie: basic })).toEqual([]);
    });

    it('is not found while the market has wem-kb-rollout off', async () => {
      await setFlag('wem-kb-rollout', false);
      try {
        await errorMessageOf(await get('/api/kb/workspaces'), 404);
        expect((await json(KbTopArticlesSchema, await get('/api/knowledgeBaseTopArticle'))).articles).toEqual([]);
      } finally {
        await setFlag('wem-kb-rollout', true);
      }
    });
  });

  describe('knowledge base search', () => {
    it('finds articles by any form of a word in the reader’s language and marks the matches', async () => {
      const result = await json(KbSearchResultSchema, await search('informes', { acceptLanguage: 'es-MX' }));
      expect(result.total).toBeGreaterThan(0);
      const first = result.results.find(({ contentId }) => contentId === 'exporting-a-report');
      expect(first?.locale).toBe('es-MX');
      expect(first?.title.some(({ text, match }) => match && /informe/i.test(text))).toBe(true);
      expect(first?.excerpt.some(({ match }) => match)).toBe(true);
    });

    it('stems English words: "exporting" finds articles about exports', async () => {
      const result = await json(KbSearchResultSchema, await search('exporting'));
      expect(result.results.map(({ contentId }) => contentId)).toContain('exporting-a-report');
    });

    it('searches only the knowledge base the user may read', async () => {
      const result = await json(KbSearchResultSchema, await search('partner', { cookie: basic }, 'basic'));
      const basicIds = (
        await json(KbHierarchySchema, await get('/api/kb/workspaces/basic/hierarchy', { cookie: basic }))
      ).categories.flatMap(({ articles }) => articles.map(({ contentId }) => contentId));
      for (const { contentId } of result.results) expect(basicIds).toContain(contentId);
    });

    it('refuses an invalid query and a search too short', async () => {
      await errorMessageOf(
        await callApi(portal.app, '/api/v1/content/execute-persisted-query', {
          method: 'POST',
          cookie: charter,
          body: { query: 'drop-everything', variables: { workspace: 'charter', text: 'export' } },
        }),
        400,
      );
      await errorMessageOf(await search('e'), 400);
    });

    it('lets a spectator search, as it only reads', async () => {
      expect((await search('export', { cookie: spectator })).status).toBe(200);
    });

    it('is not found while the market has kb-search-rollout off', async () => {
      await setFlag('kb-search-rollout', false);
      try {
        await errorMessageOf(await search('export'), 404);
      } finally {
        await setFlag('kb-search-rollout', true);
      }
    });
  });

  describe('release notes', () => {
    it('lists the twelve US release notes newest first, and by tag', async () => {
      const all = await json(ContentFragmentListSchema, await get('/api/content-fragments?assetFolder=release-notes'));
      expect(all.fragments).toHaveLength(12);
      const dates = all.fragments.map(({ publishedOn }) => publishedOn);
      expect(dates).toEqual([...dates].sort().reverse());
      const tagged = await json(
        ContentFragmentListSchema,
        await get('/api/content-fragments?assetFolder=release-notes&tag=troubleshooting'),
      );
      expect(tagged.fragments.map(({ assetPath }) => assetPath)).toEqual([
        'release-notes/2026-07-01-export-progress',
        'release-notes/2026-06-17-support-ticket-comments',
      ]);
    });

    it('answers the tags with their counts, titled in the reader’s language', async () => {
      const { tags } = await json(
        ContentTagListSchema,
        await get('/api/wem-secured/tags?parentAssetFolder=release-notes', { acceptLanguage: 'es-MX' }),
      );
      expect(tags).toContainEqual({ id: 'troubleshooting', title: 'Solución de problemas', count: 2 });
    });

    it('answers one release note, and none on MX', async () => {
      const path = '/api/content-fragments/details?assetPath=release-notes/2026-11-04-knowledge-base-search';
      const note = await json(ContentFragmentSchema, await get(path));
      expect(note.title).toBe('Search the knowledge base in your language');
      await errorMessageOf(
        await get(path, { host: MX, cookie: await signIn(portal.app, 'admin@nopal-foods.test') }),
        404,
      );
      const onMexico = await get('/api/content-fragments?assetFolder=release-notes', { host: MX });
      expect((await json(ContentFragmentListSchema, onMexico)).fragments).toEqual([]);
    });

    it('refuses invalid query parameters', async () => {
      await errorMessageOf(await get('/api/content-fragments?assetFolder=secrets'), 400);
      await errorMessageOf(await get('/api/content-fragments?assetFolder=release-notes&tag=%27;drop'), 400);
      await errorMessageOf(await get('/api/wem-secured/tags?parentAssetFolder=pages'), 400);
      await errorMessageOf(await get('/api/content-fragments/details?assetPath=../../etc/passwd'), 400);
      await errorMessageOf(await get('/api/content-fragments/details'), 400);
      await errorMessageOf(
        await get('/api/content-fragments/details?assetPath=knowledge-base/exporting-a-report'),
        404,
      );
    });
  });

  describe('terms and public pages', () => {
    it('answers the terms of each company type through content-fragments/details, not on US', async () => {
      const path = (type: Parameters<typeof termsAssetPath>[0]) =>
        `/api/content-fragments/details?assetPath=${termsAssetPath(type)}`;
      const supplier = await json(ContentFragmentSchema, await get(path('supplier'), { host: CA, cookie: canadian }));
      expect(supplier).toMatchObject({ title: 'Terms and conditions for suppliers', downloadable: true });
      const agency = await json(
        ContentFragmentSchema,
        await get(path('third-party-agency'), { host: CA, cookie: canadian, acceptLanguage: 'fr-CA' }),
      );
      expect(agency.title).toBe('Conditions d’utilisation pour les partenaires 3P');
      await errorMessageOf(await get(path('supplier')), 404);
    });

    it('answers the data sharing addendum and its variant for third parties', async () => {
      const plain = await json(
        ContentFragmentSchema,
        await get('/api/content-fragments/details?assetPath=data-sharing-addendum/data-sharing-addendum'),
      );
      const thirdParty = await json(
        ContentFragmentSchema,
        await get('/api/content-fragments/details?assetPath=data-sharing-addendum/data-sharing-addendum-3p-users'),
      );
      expect([plain.title, thirdParty.title]).toEqual([
        'Data sharing addendum',
        'Data sharing addendum for third parties',
      ]);
    });

    it('lets visitors read the public pages, but not the addendum, and hides the privacy policy on MX', async () => {
      const visitor = { cookie: undefined };
      const landing = await json(ContentFragmentSchema, await get('/api/content-management/pages/landing', visitor));
      expect(landing.html).toContain('<h2>');
      expect((await get('/api/content-management/pages/insights', visitor)).status).toBe(200);
      expect((await get('/api/content-management/privacy-policy/privacy-policy', visitor)).status).toBe(200);
      await errorMessageOf(
        await get('/api/content-management/privacy-policy/privacy-policy', { ...visitor, host: MX }),
        404,
      );
      await errorMessageOf(
        await get('/api/content-management/data-sharing-addendum/data-sharing-addendum', visitor),
        404,
      );
      await errorMessageOf(await get('/api/content-management/knowledge-base/exporting-a-report', visitor), 404);
    });

    it('downloads the terms as a PDF in the reader’s language whose title can be read', async () => {
      const response = await get('/api/content-management/terms-and-conditions/supplier-terms-and-conditions/pdf', {
        cookie: undefined,
        host: CA,
        acceptLanguage: 'fr-CA',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain('supplier-terms-and-conditions-fr-CA.pdf');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      expect(text).toContain('Conditions d’utilisation pour les fournisseurs');
      expect(text).toContain('Renseignements confidentiels');
      await errorMessageOf(
        await get('/api/content-management/terms-and-conditions/supplier-terms-and-conditions/pdf', {
          cookie: undefined,
        }),
        404,
      );
    });

    it('takes the PDF’s language from the link when it names one, and refuses one it does not know', async () => {
      const path = '/api/content-management/terms-and-conditions/supplier-terms-and-conditions/pdf';
      const spanish = await get(`${path}?locale=es-MX`, { cookie: undefined, host: MX, acceptLanguage: 'en-US' });
      expect(spanish.headers.get('content-disposition')).toContain('supplier-terms-and-conditions-es-MX.pdf');
      await errorMessageOf(await get(`${path}?locale=de-DE`, { cookie: undefined, host: MX }), 400);
    });
  });
});
