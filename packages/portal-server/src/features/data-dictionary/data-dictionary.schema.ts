import {
  GLOSSARY_AUDIENCES,
  GLOSSARY_FIELD_TYPES,
  GLOSSARY_TOPICS,
  LOCALES,
  type Locale,
  type ProductTag,
} from '@partner-insights/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, type AnyPgColumn, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../platform/db/check-constraints';

/** A data element of the dictionary: what a report column holds, in every language through its texts. */
export const glossaryEntries = pgTable(
  'glossary_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The column's name in the data products' tables, alike in every language. */
    technicalName: text('technical_name').notNull().unique(),
    dataType: text('data_type').notNull(),
    fieldType: text('field_type', { enum: GLOSSARY_FIELD_TYPES }).notNull(),
    availableTo: text('available_to', { enum: GLOSSARY_AUDIENCES }).notNull(),
    topic: text('topic', { enum: GLOSSARY_TOPICS }).notNull(),
    /** The spec's product tags the element is reported in. */
    products: text('products').array().$type<ProductTag[]>().notNull(),
  },
  (table) => [
    check('glossary_entries_field_type_check', isOneOf(table.fieldType, GLOSSARY_FIELD_TYPES)),
    check('glossary_entries_available_to_check', isOneOf(table.availableTo, GLOSSARY_AUDIENCES)),
    check('glossary_entries_topic_check', isOneOf(table.topic, GLOSSARY_TOPICS)),
    index('glossary_entries_products_idx').using('gin', table.products),
    index('glossary_entries_topic_idx').on(table.topic),
  ],
);

/** A data element's words in one language, read by its key for the entries a page or an export found. */
export const glossaryEntryTexts = pgTable(
  'glossary_entry_texts',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => glossaryEntries.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: LOCALES }).notNull(),
    businessName: text('business_name').notNull(),
    dssBusinessName: text('dss_business_name').notNull(),
    businessDefinition: text('business_definition').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.locale] }),
    check('glossary_entry_texts_locale_check', isOneOf(table.locale, LOCALES)),
  ],
);

/** The trigram index of one language's search texts: a search reads its own language's trigrams only. */
const searchTrigramsOf = (table: { locale: AnyPgColumn; searchText: AnyPgColumn }, locale: Locale) =>
  index(`glossary_search_rows_${locale.toLowerCase().replace('-', '_')}_trgm_idx`)
    .using('gin', sql`${table.searchText} gin_trgm_ops`)
    .where(sql`${table.locale} = ${sql.raw(`'${locale}'`)}`);

/**
 * What a page of the dictionary reads, one narrow row per element and language: everything a search tests, filters
 * and orders by, so that a page finds its 20 elements here and reads their wide texts for those 20 only.
 */
export const glossarySearchRows = pgTable(
  'glossary_search_rows',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => glossaryEntries.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: LOCALES }).notNull(),
    businessName: text('business_name').notNull(),
    topic: text('topic', { enum: GLOSSARY_TOPICS }).notNull(),
    products: text('products').array().$type<ProductTag[]>().notNull(),
    /** The business, technical and DSS names and the definition, lower-cased: what a search's substring is found in. */
    searchText: text('search_text').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.locale] }),
    check('glossary_search_rows_locale_check', isOneOf(table.locale, LOCALES)),
    check('glossary_search_rows_topic_check', isOneOf(table.topic, GLOSSARY_TOPICS)),
    // The pages' order, then all a search tests (drizzle has no INCLUDE; after the unique (locale, name, id) the
    // columns never change the order): a common term's page walks this index alone, testing each row.
    index('glossary_search_rows_page_idx').on(
      table.locale,
      table.businessName,
      table.entryId,
      table.topic,
      table.products,
      table.searchText,
    ),
    // A rare term's few matches come from its language's trigrams.
    ...LOCALES.map((locale) => searchTrigramsOf(table, locale)),
  ],
);

/**
 * Each distinct name of the dictionary, per language, topic and products: what "Did you mean" compares a term with.
 * Many elements share a name (one per time window, per source table), so this is far shorter than the texts.
 */
export const glossaryNames = pgTable(
  'glossary_names',
  {
    locale: text('locale', { enum: LOCALES }).notNull(),
    businessName: text('business_name').notNull(),
    topic: text('topic', { enum: GLOSSARY_TOPICS }).notNull(),
    products: text('products').array().$type<ProductTag[]>().notNull(),
  },
  (table) => [
    check('glossary_names_locale_check', isOneOf(table.locale, LOCALES)),
    check('glossary_names_topic_check', isOneOf(table.topic, GLOSSARY_TOPICS)),
    uniqueIndex('glossary_names_locale_name_topic_products_idx').on(
      table.locale,
      table.businessName,
      table.topic,
      table.products,
    ),
    index('glossary_names_name_trgm_idx').using('gin', sql`${table.businessName} gin_trgm_ops`),
  ],
);

export type GlossaryEntryRow = typeof glossaryEntries.$inferSelect;
export type GlossaryEntryTextRow = typeof glossaryEntryTexts.$inferSelect;
