import { createHash } from 'node:crypto';
import { CONTENT_LOCALES, KB_WORKSPACES, MARKETS, type ContentLocale } from '@partner-insights/contracts';
import * as v from 'valibot';
import { splitFrontMatter } from './front-matter';
import { plainTextOf, renderMarkdown } from './render-markdown';
import type { SearchConfig } from './content.schema';

/** The folders of a language's content, each holding one kind of document. */
export const CONTENT_FOLDERS = [
  'knowledge-base',
  'kb-categories',
  'release-notes',
  'terms-and-conditions',
  'data-sharing-addendum',
  'privacy-policy',
  'pages',
] as const;
export type ContentFolder = (typeof CONTENT_FOLDERS)[number];

const IsoDate = v.pipe(v.string(), v.isoDate());
const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/));

/** What every file's front matter may say; each folder requires more below. */
const CommonFrontMatter = {
  title: v.pipe(v.string(), v.minLength(1)),
  summary: v.optional(v.string(), ''),
  /** Markets it is published on; all unless listed. */
  markets: v.optional(v.array(v.picklist(MARKETS)), [...MARKETS]),
  tags: v.optional(v.array(Slug), []),
  position: v.optional(v.number(), 0),
  updated: IsoDate,
};

const FRONT_MATTER_OF: Readonly<Record<ContentFolder, v.GenericSchema>> = {
  'knowledge-base': v.object({
    ...CommonFrontMatter,
    category: Slug,
    /** The knowledge bases it appears in: the charter one, the basic one, or both. */
    audience: v.optional(v.array(v.picklist(KB_WORKSPACES)), ['charter']),
    /** Markets whose launch list offers it to charter users. */
    launchList: v.optional(v.array(v.picklist(MARKETS)), []),
  }),
  'kb-categories': v.object({ ...CommonFrontMatter }),
  'release-notes': v.object({ ...CommonFrontMatter, published: IsoDate }),
  'terms-and-conditions': v.object({ ...CommonFrontMatter }),
  'data-sharing-addendum': v.object({ ...CommonFrontMatter }),
  'privacy-policy': v.object({ ...CommonFrontMatter }),
  pages: v.object({ ...CommonFrontMatter }),
};

interface FrontMatter {
  readonly title: string;
  readonly summary: string;
  readonly markets: (typeof MARKETS)[number][];
  readonly tags: string[];
  readonly position: number;
  readonly updated: string;
  readonly category?: string;
  readonly audience?: (typeof KB_WORKSPACES)[number][];
  readonly launchList?: (typeof MARKETS)[number][];
  readonly published?: string;
}

const SEARCH_CONFIG_OF: Readonly<Record<string, SearchConfig>> = { en: 'english', es: 'spanish', fr: 'french' };

/** A content file read and rendered: the row the importer writes. */
export interface ContentRow {
  readonly assetPath: string;
  readonly folder: ContentFolder;
  readonly locale: ContentLocale;
  readonly sourcePath: string;
  readonly contentHash: string;
  readonly title: string;
  readonly summary: string;
  readonly category: string | null;
  readonly workspaces: (typeof KB_WORKSPACES)[number][];
  readonly markets: (typeof MARKETS)[number][];
  readonly tags: string[];
  readonly launchListMarkets: (typeof MARKETS)[number][];
  readonly position: number;
  readonly publishedOn: string | null;
  readonly updatedOn: string;
  readonly markdown: string;
  readonly html: string;
  readonly plainText: string;
  readonly searchConfig: SearchConfig;
}

export class ContentFileError extends Error {
  constructor(sourcePath: string, problem: string) {
    super(`${sourcePath}: ${problem}`);
  }
}

const PATH_PATTERN = /^([A-Za-z-]+)\/([a-z-]+)\/([a-z0-9-]+)\.md$/;

/**
 * Reads one file, at `<locale>/<folder>/<name>.md` under the content folder: its front matter checked against its
 * folder's, its Markdown rendered and sanitised.
 */
export function readContentFile(sourcePath: string, text: string): ContentRow {
  const [, locale = '', folder = '', name = ''] = PATH_PATTERN.exec(sourcePath) ?? [];
  if (!v.is(v.picklist(CONTENT_LOCALES), locale)) throw new ContentFileError(sourcePath, `unknown language ${locale}`);
  if (!v.is(v.picklist(CONTENT_FOLDERS), folder)) throw new ContentFileError(sourcePath, `unknown folder ${folder}`);
  const { data, body } = splitFrontMatter(text);
  const parsed = v.safeParse(FRONT_MATTER_OF[folder], data);
  if (!parsed.success) {
    throw new ContentFileError(
      sourcePath,
      parsed.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`).join('; '),
    );
  }
  const front = parsed.output as FrontMatter;
  const html = renderMarkdown(body);
  return {
    assetPath: `${folder}/${name}`,
    folder,
    locale,
    sourcePath,
    contentHash: createHash('sha256').update(text).digest('hex'),
    title: front.title,
    summary: front.summary,
    category: front.category ?? null,
    workspaces: front.audience ?? [],
    markets: front.markets,
    tags: front.tags,
    launchListMarkets: front.launchList ?? [],
    position: front.position,
    publishedOn: front.published ?? null,
    updatedOn: front.updated,
    markdown: body,
    html,
    plainText: plainTextOf(html),
    searchConfig: SEARCH_CONFIG_OF[locale.split('-')[0] ?? 'en'] ?? 'english',
  };
}
