import {
  BASIC_TENANT_TYPES,
  contentFallbackChain,
  type ContentFragment,
  type ContentFragmentList,
  type ContentTagList,
  type KbArticle,
  type KbCategory,
  type KbHierarchy,
  type KbTopArticles,
  type KbWorkspace,
  type KbWorkspaceList,
  type Locale,
  type Market,
} from '@partner-insights/contracts';
import { and, arrayContains, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { companies, type User } from '../identity';
import { contentDocuments, type ContentDocument } from './content.schema';
import { inReadersLanguage, servedLanguage } from './resolve-language';

/** Who reads, where, in which language. */
export interface Reader {
  readonly market: Market;
  readonly locale: Locale;
}

type Listed = Pick<
  ContentDocument,
  'assetPath' | 'locale' | 'title' | 'summary' | 'category' | 'position' | 'publishedOn' | 'updatedOn' | 'tags'
>;

const listedColumns = {
  assetPath: contentDocuments.assetPath,
  locale: contentDocuments.locale,
  title: contentDocuments.title,
  summary: contentDocuments.summary,
  category: contentDocuments.category,
  position: contentDocuments.position,
  publishedOn: contentDocuments.publishedOn,
  updatedOn: contentDocuments.updatedOn,
  tags: contentDocuments.tags,
};

/** The asset name: what follows the folder in an asset path (an article's content id). */
export const assetNameOf = (assetPath: string): string => assetPath.slice(assetPath.indexOf('/') + 1);

const byPositionThenTitle = (a: Listed, b: Listed) => a.position - b.position || a.title.localeCompare(b.title);
const newestFirst = (a: Listed, b: Listed) =>
  (b.publishedOn ?? '').localeCompare(a.publishedOn ?? '') || a.title.localeCompare(b.title);

const WORKSPACE_TITLES: Readonly<Record<KbWorkspace, Readonly<Record<'en' | 'es' | 'fr', string>>>> = {
  charter: {
    en: 'Partner Insights help centre',
    es: 'Centro de ayuda de Partner Insights',
    fr: 'Centre d’aide Partner Insights',
  },
  basic: { en: 'Basic help centre', es: 'Centro de ayuda básico', fr: 'Centre d’aide de base' },
};
const languageOf = (locale: Locale) => locale.slice(0, 2) as 'en' | 'es' | 'fr';

export interface ContentService {
  /** The knowledge bases a user may read: basic users the basic one only, everyone else both. */
  workspacesOf(user: User): Promise<readonly KbWorkspace[]>;
  workspaces(allowed: readonly KbWorkspace[], reader: Reader): Promise<KbWorkspaceList>;
  /** A workspace's categories and their articles; only the named category when given (null if it has none). */
  hierarchy(workspace: KbWorkspace, reader: Reader, categoryId?: string): Promise<KbHierarchy | null>;
  article(workspace: KbWorkspace, contentId: string, reader: Reader): Promise<KbArticle | null>;
  /** The articles the launch list offers; none for basic users. */
  topArticles(workspaces: readonly KbWorkspace[], reader: Reader): Promise<KbTopArticles>;
  /** The release notes' tags (categories of the knowledge base), titled in the reader's language. */
  releaseNoteTags(reader: Reader): Promise<ContentTagList>;
  /** The release notes, newest first, of one tag when given. */
  releaseNotes(reader: Reader, tag?: string): Promise<ContentFragmentList>;
  /** One document of a folder other than the knowledge base's, in the reader's language; null where unpublished. */
  fragment(assetPath: string, reader: Reader): Promise<ContentFragment | null>;
  /** The document with its Markdown, for the PDF. */
  document(assetPath: string, reader: Reader): Promise<ContentDocument | null>;
}

/** The folders content-fragments/details serves: everything but the knowledge base, which has calls of its own. */
export const FRAGMENT_FOLDERS = [
  'release-notes',
  'terms-and-conditions',
  'data-sharing-addendum',
  'privacy-policy',
  'pages',
] as const;

export function createContentService(db: Db): ContentService {
  /** Documents of a folder published on the reader's market, in every language the reader may get. */
  const candidates = (folder: string, reader: Reader, ...conditions: (SQL | undefined)[]) =>
    db
      .select(listedColumns)
      .from(contentDocuments)
      .where(
        and(
          eq(contentDocuments.folder, folder),
          inArray(contentDocuments.locale, [...contentFallbackChain(reader.locale)]),
          arrayContains(contentDocuments.markets, [reader.market]),
          ...conditions,
        ),
      );

  const articlesOf = async (workspace: KbWorkspace, reader: Reader, ...conditions: (SQL | undefined)[]) =>
    inReadersLanguage(
      await candidates(
        'knowledge-base',
        reader,
        arrayContains(contentDocuments.workspaces, [workspace]),
        ...conditions,
      ),
      reader.locale,
    ).sort(byPositionThenTitle);

  const categoriesOf = async (reader: Reader) =>
    new Map(
      inReadersLanguage(await candidates('kb-categories', reader), reader.locale)
        .sort(byPositionThenTitle)
        .map((category) => [assetNameOf(category.assetPath), category]),
    );

  const categoryRef = (categories: Map<string, Listed>, id: string) => ({
    id,
    title: categories.get(id)?.title ?? id,
  });

  const fullDocument = async (assetPath: string, reader: Reader, condition?: SQL) => {
    const rows = await db
      .select()
      .from(contentDocuments)
      .where(
        and(
          eq(contentDocuments.assetPath, assetPath),
          inArray(contentDocuments.locale, [...contentFallbackChain(reader.locale)]),
          arrayContains(contentDocuments.markets, [reader.market]),
          condition,
        ),
      );
    return inReadersLanguage(rows, reader.locale)[0] ?? null;
  };

  return {
    async workspacesOf(user) {
      const [company] = user.companyId
        ? await db.select({ tenantType: companies.tenantType }).from(companies).where(eq(companies.id, user.companyId))
        : [];
      const basic = company !== undefined && (BASIC_TENANT_TYPES as readonly string[]).includes(company.tenantType);
      return basic ? ['basic'] : ['charter', 'basic'];
    },

    async workspaces(allowed, reader) {
      const workspaces = await Promise.all(
        allowed.map(async (id) => ({
          id,
          title: WORKSPACE_TITLES[id][languageOf(reader.locale)],
          articleCount: (await articlesOf(id, reader)).length,
        })),
      );
      return { workspaces };
    },

    async hierarchy(workspace, reader, categoryId) {
      const [categories, articles] = await Promise.all([
        categoriesOf(reader),
        articlesOf(workspace, reader, categoryId === undefined ? undefined : eq(contentDocuments.category, categoryId)),
      ]);
      const tree: KbCategory[] = [...categories]
        .filter(([id]) => categoryId === undefined || id === categoryId)
        .map(([id, category]) => ({
          id,
          title: category.title,
          description: category.summary,
          articles: articles
            .filter((article) => article.category === id)
            .map((article) => ({
              contentId: assetNameOf(article.assetPath),
              title: article.title,
              summary: article.summary,
              category: id,
              updatedOn: article.updatedOn,
            })),
        }))
        .filter((category) => category.articles.length > 0);
      if (categoryId !== undefined && tree.length === 0) return null;
      return { workspace, categories: tree };
    },

    async article(workspace, contentId, reader) {
      const found = await fullDocument(
        `knowledge-base/${contentId}`,
        reader,
        arrayContains(contentDocuments.workspaces, [workspace]),
      );
      if (!found) return null;
      const categories = await categoriesOf(reader);
      return {
        contentId,
        title: found.title,
        category: categoryRef(categories, found.category ?? ''),
        html: found.html,
        tags: found.tags,
        updatedOn: found.updatedOn,
        ...servedLanguage(found.locale, reader.locale),
      };
    },

    async topArticles(workspaces, reader) {
      if (!workspaces.includes('charter')) return { articles: [] };
      const [categories, articles] = await Promise.all([
        categoriesOf(reader),
        articlesOf('charter', reader, arrayContains(contentDocuments.launchListMarkets, [reader.market])),
      ]);
      // In the knowledge base's own order: by category, then within it.
      const categoryPosition = (article: Listed) => categories.get(article.category ?? '')?.position ?? 0;
      articles.sort((a, b) => categoryPosition(a) - categoryPosition(b) || byPositionThenTitle(a, b));
      return {
        articles: articles.map((article) => ({ contentId: assetNameOf(article.assetPath), title: article.title })),
      };
    },

    async releaseNoteTags(reader) {
      const [notes, categories] = await Promise.all([
        candidates('release-notes', reader).then((rows) => inReadersLanguage(rows, reader.locale)),
        categoriesOf(reader),
      ]);
      const counts = new Map<string, number>();
      for (const tag of notes.flatMap((note) => note.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      return {
        tags: [...counts]
          .map(([id, count]) => ({ id, title: categories.get(id)?.title ?? id, count }))
          .sort((a, b) => a.title.localeCompare(b.title)),
      };
    },

    async releaseNotes(reader, tag) {
      const notes = inReadersLanguage(
        await candidates(
          'release-notes',
          reader,
          tag === undefined ? undefined : arrayContains(contentDocuments.tags, [tag]),
        ),
        reader.locale,
      ).sort(newestFirst);
      return {
        fragments: notes.map((note) => ({
          assetPath: note.assetPath,
          title: note.title,
          summary: note.summary,
          publishedOn: note.publishedOn ?? note.updatedOn,
          tags: note.tags,
        })),
      };
    },

    async fragment(assetPath, reader) {
      const found = await fullDocument(assetPath, reader, inArray(contentDocuments.folder, [...FRAGMENT_FOLDERS]));
      if (!found) return null;
      return {
        assetPath,
        title: found.title,
        summary: found.summary,
        html: found.html,
        publishedOn: found.publishedOn,
        updatedOn: found.updatedOn,
        tags: found.tags,
        downloadable: found.folder === 'terms-and-conditions',
        ...servedLanguage(found.locale, reader.locale),
      };
    },

    document: (assetPath, reader) =>
      fullDocument(assetPath, reader, inArray(contentDocuments.folder, [...FRAGMENT_FOLDERS])),
  };
}
