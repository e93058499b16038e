import * as v from 'valibot';
import { LOCALES } from '../locales';
import { CONTENT_LOCALES, KB_SEARCH_MIN_LENGTH, KB_SEARCH_QUERY, KB_WORKSPACES } from './content-values';

/** Which language a document came in, and whether it is not the one asked for. */
const servedLanguage = {
  /** The language the text is written in. */
  locale: v.picklist(CONTENT_LOCALES),
  /** The language the reader asked for. */
  requestedLocale: v.picklist(LOCALES),
  /** True when the text is a fallback: the reader's language has no translation of it. */
  fallback: v.boolean(),
};

export const KbArticleSummarySchema = v.object({
  contentId: v.string(),
  title: v.string(),
  summary: v.string(),
  category: v.string(),
  updatedOn: v.string(),
});
export type KbArticleSummary = v.InferOutput<typeof KbArticleSummarySchema>;

export const KbCategorySchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  articles: v.array(KbArticleSummarySchema),
});
export type KbCategory = v.InferOutput<typeof KbCategorySchema>;

/** GET kb/workspaces: the knowledge bases the reader may open. */
export const KbWorkspaceSchema = v.object({
  id: v.picklist(KB_WORKSPACES),
  title: v.string(),
  articleCount: v.number(),
});
export const KbWorkspaceListSchema = v.object({ workspaces: v.array(KbWorkspaceSchema) });
export type KbWorkspaceList = v.InferOutput<typeof KbWorkspaceListSchema>;

/** GET kb/workspaces/{workspace}/hierarchy?title: the categories and their articles (one category with a title). */
export const KbHierarchySchema = v.object({
  workspace: v.picklist(KB_WORKSPACES),
  categories: v.array(KbCategorySchema),
});
export type KbHierarchy = v.InferOutput<typeof KbHierarchySchema>;

export const KbHierarchyQuerySchema = v.object({
  title: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/, 'Unknown category'))),
});

/** A content id: the article's file name, the same in every language. */
export const ContentIdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,120}$/, 'Invalid content id'));

/** GET kb/workspaces/{workspace}/articles/{contentId}/content */
export const KbArticleSchema = v.object({
  contentId: v.string(),
  title: v.string(),
  category: v.object({ id: v.string(), title: v.string() }),
  /** Sanitised HTML rendered on the server. */
  html: v.string(),
  tags: v.array(v.string()),
  updatedOn: v.string(),
  ...servedLanguage,
});
export type KbArticle = v.InferOutput<typeof KbArticleSchema>;

/** POST v1/content/execute-persisted-query: the knowledge-base search. */
export const KbSearchRequestSchema = v.object({
  query: v.literal(KB_SEARCH_QUERY),
  variables: v.object({
    workspace: v.picklist(KB_WORKSPACES),
    text: v.pipe(v.string(), v.trim(), v.minLength(KB_SEARCH_MIN_LENGTH), v.maxLength(200)),
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)), 0),
  }),
});
export type KbSearchRequest = v.InferInput<typeof KbSearchRequestSchema>;

/** A piece of a highlighted excerpt: matched words are marked, so the app shows them without any markup. */
export const HighlightPartSchema = v.object({ text: v.string(), match: v.boolean() });
export type HighlightPart = v.InferOutput<typeof HighlightPartSchema>;

export const KbSearchResultSchema = v.object({
  total: v.number(),
  page: v.number(),
  totalPages: v.number(),
  results: v.array(
    v.object({
      contentId: v.string(),
      title: v.array(HighlightPartSchema),
      excerpt: v.array(HighlightPartSchema),
      category: v.object({ id: v.string(), title: v.string() }),
      locale: v.picklist(CONTENT_LOCALES),
    }),
  ),
});
export type KbSearchResult = v.InferOutput<typeof KbSearchResultSchema>;

/** GET wem-secured/tags?parentAssetFolder=release-notes */
export const ContentTagListSchema = v.object({
  tags: v.array(v.object({ id: v.string(), title: v.string(), count: v.number() })),
});
export type ContentTagList = v.InferOutput<typeof ContentTagListSchema>;

export const ContentTagsQuerySchema = v.object({ parentAssetFolder: v.literal('release-notes') });

/** GET content-fragments?assetFolder&tag: a folder's fragments, newest first. */
export const ContentFragmentListQuerySchema = v.object({
  assetFolder: v.literal('release-notes'),
  tag: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, 'Unknown tag'))),
});

export const ContentFragmentSummarySchema = v.object({
  assetPath: v.string(),
  title: v.string(),
  summary: v.string(),
  publishedOn: v.string(),
  tags: v.array(v.string()),
});
export type ContentFragmentSummary = v.InferOutput<typeof ContentFragmentSummarySchema>;
export const ContentFragmentListSchema = v.object({ fragments: v.array(ContentFragmentSummarySchema) });
export type ContentFragmentList = v.InferOutput<typeof ContentFragmentListSchema>;

/** An asset path: folder and name, lower case, as the content folder names them. */
export const AssetPathSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}\/[a-z0-9-]{1,120}$/, 'Invalid asset path'));
export const ContentFragmentDetailsQuerySchema = v.object({ assetPath: AssetPathSchema });

/** GET content-fragments/details and content-management/{contentPath}: one document, rendered. */
export const ContentFragmentSchema = v.object({
  assetPath: v.string(),
  title: v.string(),
  summary: v.string(),
  html: v.string(),
  publishedOn: v.nullable(v.string()),
  updatedOn: v.string(),
  tags: v.array(v.string()),
  /** Whether a PDF of it can be downloaded (the terms). */
  downloadable: v.boolean(),
  ...servedLanguage,
});
export type ContentFragment = v.InferOutput<typeof ContentFragmentSchema>;
