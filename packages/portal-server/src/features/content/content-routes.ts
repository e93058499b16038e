import {
  AssetPathSchema,
  ContentFragmentDetailsQuerySchema,
  ContentFragmentListQuerySchema,
  ContentFragmentListSchema,
  ContentFragmentSchema,
  ContentIdSchema,
  ContentTagListSchema,
  ContentTagsQuerySchema,
  type FeatureFlag,
  KB_ACCESS_DENIED_MESSAGE,
  KB_NOT_ROLLED_OUT_MESSAGE,
  KB_SEARCH_NOT_ROLLED_OUT_MESSAGE,
  KB_WORKSPACES,
  KbArticleSchema,
  KbHierarchyQuerySchema,
  KbHierarchySchema,
  KbSearchRequestSchema,
  KbSearchResultSchema,
  KbTopArticlesSchema,
  type KbWorkspace,
  KbWorkspaceListSchema,
  LOCALES,
} from '@partner-insights/contracts';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../platform/db/database';
import { errorResponse } from '../../platform/http/error-envelope';
import { requestLocale, requestSite } from '../../platform/http/request-site';
import { requireJson } from '../../platform/http/require-json';
import { validateJson, validateQuery } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { ConfigurationService } from '../configuration';
import type { SignedInEnv } from '../identity';
import type { ContentService, Reader } from './content-service';
import { searchKnowledgeBase } from './kb-search';
import { termsPdf } from './terms-download';
import { answers, answersMedia, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

export interface ContentRoutesOptions {
  readonly db: Db;
  readonly content: ContentService;
  readonly configuration: ConfigurationService;
  readonly guard: Guard;
}

const NOT_PUBLISHED = 'There is no such content on this site';
/** The folders anyone may read through content-management, signed in or not: the public and legal pages. */
const PUBLIC_FOLDERS = ['pages', 'privacy-policy', 'terms-and-conditions'];

const readerOf = (c: Context): Reader => ({ market: requestSite(c).market, locale: requestLocale(c) });

/** What a workspace's pages fail with: the knowledge base not rolled out, no such workspace or page, no access. */
const WORKSPACE_ERRORS = {
  403: KB_ACCESS_DENIED_MESSAGE,
  404: [KB_NOT_ROLLED_OUT_MESSAGE, 'There is no workspace archive', NOT_PUBLISHED],
} as const;

/** A download link cannot set Accept-Language: it names the language in its query instead. */
const PdfQuerySchema = v.object({ locale: v.optional(v.picklist(LOCALES)) });

/**
 * The spec's content calls (administration-and-content §7 "Knowledge base", "Release notes", "Terms"): the knowledge
 * bases a signed-in user may read, their search, the release notes, and the legal and public pages, each in the
 * reader's language or its fallback.
 */
export function contentRoutes({ db, content, configuration, guard }: ContentRoutesOptions): Hono<SignedInEnv> {
  const signedIn = guard({ access: 'signedIn' });
  const visitors = guard({ access: 'public' });

  const flagOn = async (c: Context, flag: FeatureFlag) =>
    (await configuration.portalConfiguration(requestSite(c))).featureFlags[flag];
  const rolledOut =
    (flag: FeatureFlag, message: string): MiddlewareHandler<SignedInEnv> =>
    async (c, next) => {
      if (!(await flagOn(c, flag))) return errorResponse(c, 404, message);
      await next();
    };
  const knowledgeBaseOn = rolledOut('wem-kb-rollout', KB_NOT_ROLLED_OUT_MESSAGE);

  /** The workspace of the path, if the user may read it: 404 for none, 403 for the full one to a basic user. */
  const workspaceOf = async (c: Context<SignedInEnv>): Promise<KbWorkspace | Response> => {
    const workspace = c.req.param('workspace');
    if (!v.is(v.picklist(KB_WORKSPACES), workspace)) return errorResponse(c, 404, `There is no workspace ${workspace}`);
    const allowed = await content.workspacesOf(c.var.user);
    return allowed.includes(workspace) ? workspace : errorResponse(c, 403, KB_ACCESS_DENIED_MESSAGE);
  };

  return new Hono<SignedInEnv>()
    .get(
      '/kb/workspaces',
      signedIn,
      answers(KbWorkspaceListSchema, { errors: { 404: KB_NOT_ROLLED_OUT_MESSAGE } }),
      knowledgeBaseOn,
      async (c) => c.json(await content.workspaces(await content.workspacesOf(c.var.user), readerOf(c)), 200),
    )
    .get('/knowledgeBaseTopArticle', signedIn, answers(KbTopArticlesSchema), async (c) => {
      if (!(await flagOn(c, 'wem-kb-rollout'))) return c.json({ articles: [] }, 200);
      return c.json(await content.topArticles(await content.workspacesOf(c.var.user), readerOf(c)), 200);
    })
    .get(
      '/kb/workspaces/:workspace/hierarchy',
      signedIn,
      answers(KbHierarchySchema, { errors: WORKSPACE_ERRORS }),
      knowledgeBaseOn,
      validateQuery(KbHierarchyQuerySchema),
      async (c) => {
        const workspace = await workspaceOf(c);
        if (workspace instanceof Response) return workspace;
        const hierarchy = await content.hierarchy(workspace, readerOf(c), c.req.valid('query').title);
        return hierarchy ? c.json(hierarchy, 200) : errorResponse(c, 404, NOT_PUBLISHED);
      },
    )
    .get(
      '/kb/workspaces/:workspace/articles/:contentId/content',
      signedIn,
      answers(KbArticleSchema, { errors: WORKSPACE_ERRORS }),
      knowledgeBaseOn,
      async (c) => {
        const workspace = await workspaceOf(c);
        if (workspace instanceof Response) return workspace;
        const contentId = c.req.param('contentId');
        if (!v.is(ContentIdSchema, contentId)) return errorResponse(c, 404, NOT_PUBLISHED);
        const article = await content.article(workspace, contentId, readerOf(c));
        return article ? c.json(article, 200) : errorResponse(c, 404, NOT_PUBLISHED);
      },
    )
    .post(
      '/v1/content/execute-persisted-query',
      guard({ access: 'signedIn', readsOnly: true }),
      answers(KbSearchResultSchema, {
        errors: { ...JSON_BODY_ERRORS, 403: KB_ACCESS_DENIED_MESSAGE, 404: KB_SEARCH_NOT_ROLLED_OUT_MESSAGE },
      }),
      knowledgeBaseOn,
      rolledOut('kb-search-rollout', KB_SEARCH_NOT_ROLLED_OUT_MESSAGE),
      requireJson,
      validateJson(KbSearchRequestSchema),
      async (c) => {
        const { variables } = c.req.valid('json');
        const allowed = await content.workspacesOf(c.var.user);
        if (!allowed.includes(variables.workspace)) return errorResponse(c, 403, KB_ACCESS_DENIED_MESSAGE);
        return c.json(await searchKnowledgeBase(db, variables, readerOf(c)), 200);
      },
    )
    .get(
      '/wem-secured/tags',
      signedIn,
      answers(ContentTagListSchema),
      validateQuery(ContentTagsQuerySchema),
      async (c) => c.json(await content.releaseNoteTags(readerOf(c)), 200),
    )
    .get(
      '/content-fragments',
      signedIn,
      answers(ContentFragmentListSchema),
      validateQuery(ContentFragmentListQuerySchema),
      async (c) => c.json(await content.releaseNotes(readerOf(c), c.req.valid('query').tag), 200),
    )
    .get(
      '/content-fragments/details',
      signedIn,
      answers(ContentFragmentSchema, { errors: { 404: NOT_PUBLISHED } }),
      validateQuery(ContentFragmentDetailsQuerySchema),
      async (c) => {
        const fragment = await content.fragment(c.req.valid('query').assetPath, readerOf(c));
        return fragment ? c.json(fragment, 200) : errorResponse(c, 404, NOT_PUBLISHED);
      },
    )
    .get(
      '/content-management/:folder/:name',
      visitors,
      answers(ContentFragmentSchema, { errors: { 404: NOT_PUBLISHED } }),
      async (c) => {
        const assetPath = `${c.req.param('folder')}/${c.req.param('name')}`;
        if (!v.is(AssetPathSchema, assetPath) || !PUBLIC_FOLDERS.includes(c.req.param('folder'))) {
          return errorResponse(c, 404, NOT_PUBLISHED);
        }
        const fragment = await content.fragment(assetPath, readerOf(c));
        return fragment ? c.json(fragment, 200) : errorResponse(c, 404, NOT_PUBLISHED);
      },
    )
    .get(
      '/content-management/terms-and-conditions/:name/pdf',
      visitors,
      answersMedia('application/pdf', 'The terms as a PDF.', { errors: { 404: NOT_PUBLISHED } }),
      validateQuery(PdfQuerySchema),
      async (c) => {
        const assetPath = `terms-and-conditions/${c.req.param('name')}`;
        if (!v.is(AssetPathSchema, assetPath)) return errorResponse(c, 404, NOT_PUBLISHED);
        const { locale = requestLocale(c) } = c.req.valid('query');
        const pdf = await termsPdf(content, assetPath, { market: requestSite(c).market, locale });
        if (!pdf) return errorResponse(c, 404, NOT_PUBLISHED);
        return c.body(new Uint8Array(pdf.bytes), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${pdf.fileName}"`,
        });
      },
    );
}
