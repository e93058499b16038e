import { CONTENT_LOCALES, KB_WORKSPACES, MARKETS } from '@partner-insights/contracts';
import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../platform/db/check-constraints';

/** PostgreSQL's full-text document type; written by the importer, read only in search conditions. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The text search configurations of the content's languages. */
export const SEARCH_CONFIGS = ['english', 'spanish', 'french'] as const;
export type SearchConfig = (typeof SEARCH_CONFIGS)[number];

/**
 * Every Markdown file of the content folder, as the importer last read it: one row per document (its asset path,
 * e.g. `knowledge-base/exporting-a-report`) and language. The rendered, sanitised HTML is what the calls serve; the
 * file's hash tells the importer what changed.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    /** Folder and file name without the language: `release-notes/2026-11-portal-4-2`. */
    assetPath: text('asset_path').notNull(),
    folder: text('folder').notNull(),
    locale: text('locale', { enum: CONTENT_LOCALES }).notNull(),
    /** The file it came from, relative to the content folder. */
    sourcePath: text('source_path').notNull().unique(),
    contentHash: text('content_hash').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** A knowledge-base article's category (its asset name in kb-categories). */
    category: text('category'),
    /** The knowledge bases it appears in. */
    workspaces: text('workspaces', { enum: KB_WORKSPACES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    markets: text('markets', { enum: MARKETS }).array().notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Markets whose launch list offers this article to charter users. */
    launchListMarkets: text('launch_list_markets', { enum: MARKETS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    publishedOn: date('published_on'),
    updatedOn: date('updated_on').notNull(),
    markdown: text('markdown').notNull(),
    html: text('html').notNull(),
    plainText: text('plain_text').notNull(),
    searchConfig: text('search_config', { enum: SEARCH_CONFIGS }).notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.assetPath, table.locale] }),
    check('content_documents_locale_check', isOneOf(table.locale, CONTENT_LOCALES)),
    check('content_documents_search_config_check', isOneOf(table.searchConfig, SEARCH_CONFIGS)),
    index('content_documents_folder_idx').on(table.folder, table.locale),
    index('content_documents_search_idx').using('gin', table.searchVector),
  ],
);

export type ContentDocument = typeof contentDocuments.$inferSelect;
