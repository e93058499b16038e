import {
  KB_SEARCH_QUERY,
  KbArticleSchema,
  KbHierarchySchema,
  KbSearchResultSchema,
  KbWorkspaceListSchema,
  type KbArticle,
  type KbHierarchy,
  type KbSearchResult,
  type KbWorkspace,
  type KbWorkspaceList,
  type Locale,
} from '@partner-insights/contracts';
import type { ApiClient, ApiResponse } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { RemoteResource } from '../../../stores/RemoteResource';
import type { RootStore } from '../../../stores/RootStore';

/** What a knowledge-base answer said when it succeeded without content: the page shows it as an error. */
export const NO_CONTENT_MESSAGE = 'The answer had no content';

/** Spec administration-and-content §4: a knowledge-base success without content is an error. */
function withContent<T>(response: ApiResponse<T>, hasContent: (data: T) => boolean): ApiResponse<T> {
  if (response.error || hasContent(response.result)) return response;
  return { error: { status: 200, message: NO_CONTENT_MESSAGE }, result: null };
}

const workspacePath = (workspace: KbWorkspace) => `/kb/workspaces/${workspace}`;
const inLanguage = (locale: Locale) => ({ headers: { 'Accept-Language': locale } });

/**
 * The knowledge bases (spec administration-and-content §7 "Knowledge base"): a workspace's categories and their
 * articles, one article, and the full-text search, each in the reader's language.
 */
export class KnowledgeBaseStore {
  readonly workspaces: RemoteResource<KbWorkspaceList, [Locale]>;
  readonly hierarchy: RemoteResource<KbHierarchy, [KbWorkspace, Locale, string | undefined]>;
  readonly article: RemoteResource<KbArticle, [KbWorkspace, string, Locale]>;
  readonly search: RemoteResource<KbSearchResult, [KbWorkspace, string, number, Locale]>;

  constructor(api: ApiClient) {
    this.workspaces = new RemoteResource(async (locale: Locale) =>
      parseResult(KbWorkspaceListSchema, await api.get('/kb/workspaces', inLanguage(locale))),
    );
    this.hierarchy = new RemoteResource(async (workspace: KbWorkspace, locale: Locale, category?: string) =>
      withContent(
        parseResult(
          KbHierarchySchema,
          await api.get(`${workspacePath(workspace)}/hierarchy`, {
            ...inLanguage(locale),
            ...(category && { query: { title: category } }),
          }),
        ),
        (hierarchy) => hierarchy.categories.length > 0,
      ),
    );
    this.article = new RemoteResource(async (workspace: KbWorkspace, contentId: string, locale: Locale) =>
      withContent(
        parseResult(
          KbArticleSchema,
          await api.get(
            `${workspacePath(workspace)}/articles/${encodeURIComponent(contentId)}/content`,
            inLanguage(locale),
          ),
        ),
        (article) => article.html.trim() !== '',
      ),
    );
    this.search = new RemoteResource(async (workspace: KbWorkspace, text: string, page: number, locale: Locale) =>
      parseResult(
        KbSearchResultSchema,
        await api.post(
          '/v1/content/execute-persisted-query',
          { query: KB_SEARCH_QUERY, variables: { workspace, text, page } },
          inLanguage(locale),
        ),
      ),
    );
  }
}

/** The area's store, made when its first page needs it (RootStore.areaStore). */
export const createKnowledgeBaseStore = (root: RootStore): KnowledgeBaseStore => new KnowledgeBaseStore(root.api);
