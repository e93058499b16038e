import {
  GLOSSARY_TOPICS,
  MAX_GLOSSARY_SUGGESTIONS,
  PRODUCT_TAGS,
  type GlossaryEntry,
  type GlossaryFilter,
  type GlossaryPage,
  type Locale,
  type ProductTag,
} from '@partner-insights/contracts';
import { and, arrayContains, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { glossaryEntries, glossaryEntryTexts, glossaryNames, glossarySearchRows } from './data-dictionary.schema';
import { glossaryPageIds, matching, type GlossaryPageRequest } from './glossary-page-ids';

/** How alike (pg_trgm's word similarity, 0 to 1) a name must be to the term to be offered under "Did you mean". */
const SUGGESTION_SIMILARITY = 0.5;

/** Rows read from the database at a time while an export streams. */
const EXPORT_BATCH_SIZE = 2000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const entryColumns = {
  id: glossaryEntries.id,
  technicalName: glossaryEntries.technicalName,
  dataType: glossaryEntries.dataType,
  fieldType: glossaryEntries.fieldType,
  availableTo: glossaryEntries.availableTo,
  topic: glossaryEntries.topic,
  products: glossaryEntries.products,
  businessName: glossarySearchRows.businessName,
  dssBusinessName: glossaryEntryTexts.dssBusinessName,
  businessDefinition: glossaryEntryTexts.businessDefinition,
};
interface EntryRow {
  readonly id: string;
  readonly technicalName: string;
  readonly dataType: string;
  readonly fieldType: string;
  readonly availableTo: string;
  readonly topic: string;
  readonly products: readonly ProductTag[];
  readonly businessName: string;
  readonly dssBusinessName: string;
  readonly businessDefinition: string;
}

const toEntry = (row: EntryRow): GlossaryEntry => ({
  id: row.id,
  business_name: row.businessName,
  business_definition: row.businessDefinition,
  dss_business_name: row.dssBusinessName,
  technical_name: row.technicalName,
  type: row.dataType,
  glossary_tags: [
    { tag_name: 'field_type', tag_value: row.fieldType },
    { tag_name: 'available_to', tag_value: row.availableTo },
    { tag_name: 'topic', tag_value: row.topic },
  ],
  available_products: [...row.products],
});

/** Rows after `last` in name order: the keyset an export reads its next batch from. */
const after = (last: EntryRow): SQL | undefined =>
  or(
    gt(glossarySearchRows.businessName, last.businessName),
    and(eq(glossarySearchRows.businessName, last.businessName), gt(glossarySearchRows.entryId, last.id)),
  );

const inPageOrder = [asc(glossarySearchRows.businessName), asc(glossarySearchRows.entryId)];

export interface DataDictionaryService {
  /** One page of the matching entries in name order, with "Did you mean" names when a search found none. */
  page(locale: Locale, filter: GlossaryFilter, request: GlossaryPageRequest): Promise<GlossaryPage>;
  /** Names of entries like the term, most alike first, within the product and topic filters. */
  suggestions(locale: Locale, filter: GlossaryFilter & { readonly search: string }): Promise<string[]>;
  /** Every matching entry in name order, read a batch at a time. */
  entries(locale: Locale, filter: GlossaryFilter): AsyncIterable<GlossaryEntry>;
  /** The values of a tag the dictionary's entries carry, in the contracts' order. */
  tagValues(tagName: 'product' | 'topic'): Promise<string[]>;
}

export function createDataDictionaryService(db: Db): DataDictionaryService {
  /** The entries of search rows in one language, with their wide texts. */
  const select = (locale: Locale) =>
    db
      .select(entryColumns)
      .from(glossarySearchRows)
      .innerJoin(
        glossaryEntryTexts,
        and(eq(glossaryEntryTexts.entryId, glossarySearchRows.entryId), eq(glossaryEntryTexts.locale, locale)),
      )
      .innerJoin(glossaryEntries, eq(glossaryEntries.id, glossarySearchRows.entryId));

  const pageIds = glossaryPageIds(db);

  const service: DataDictionaryService = {
    async page(locale, filter, { pageNumber, pageSize }) {
      const { ids, total } = await pageIds(locale, filter, { pageNumber, pageSize });
      const rows =
        ids.length > 0
          ? await select(locale)
              .where(and(eq(glossarySearchRows.locale, locale), inArray(glossarySearchRows.entryId, ids)))
              .orderBy(...inPageOrder)
          : [];
      const search = filter.search;
      const entries = rows.map(toEntry);
      return {
        fuzzy_search: total === 0 && search ? await service.suggestions(locale, { ...filter, search }) : [],
        match_lists: entries,
        page_number: pageNumber,
        page_size: pageSize,
        total_pages: Math.ceil(total / pageSize),
        total_elements: total,
        tag_values: PRODUCT_TAGS.filter((tag) => entries.some((entry) => entry.available_products.includes(tag))),
      };
    },

    async suggestions(locale, { search, product, topic }) {
      const term = search.toLowerCase();
      // Names without their time window ("POS Sales", not "POS Sales (Weekly)"), so a suggestion finds them all.
      const name = sql`regexp_replace(${glossaryNames.businessName}, ' \\(.*\\)$', '')`;
      const within = and(
        eq(glossaryNames.locale, locale),
        product ? arrayContains(glossaryNames.products, [product]) : undefined,
        topic ? eq(glossaryNames.topic, topic) : undefined,
      );
      return db.transaction(async (tx) => {
        // A typo of one word scores about 0.5 against the name holding it; pg_trgm's default of 0.6 misses most.
        await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${SUGGESTION_SIMILARITY}`));
        // `<%` (word similarity above that threshold) is answered from the names' trigram index; the distinct names
        // are a few hundred however many elements share them.
        const similar = await tx.execute(sql`
          select ${name} as name, max(word_similarity(${term}, ${glossaryNames.businessName})) as score
          from ${glossaryNames}
          where ${within} and ${term} <% ${glossaryNames.businessName}
          group by 1
          order by score desc, name
          limit ${MAX_GLOSSARY_SUGGESTIONS}`);
        return rowsOf<{ name: string }>(similar).map((row) => row.name);
      });
    },

    async *entries(locale, filter) {
      const where = matching(locale, filter);
      let last: EntryRow | undefined;
      for (;;) {
        const batch: EntryRow[] = await select(locale)
          .where(last ? and(where, after(last)) : where)
          .orderBy(...inPageOrder)
          .limit(EXPORT_BATCH_SIZE);
        for (const row of batch) yield toEntry(row);
        if (batch.length < EXPORT_BATCH_SIZE) return;
        last = batch.at(-1);
      }
    },

    async tagValues(tagName) {
      // One probe of an index per known value: cheap however large the dictionary.
      const present = async <T extends string>(values: readonly T[], holds: (value: T) => SQL) => {
        const found = await Promise.all(
          values.map(async (value) => (await db.$count(glossaryEntries, holds(value))) > 0),
        );
        return values.filter((_, index) => found[index]);
      };
      return tagName === 'topic'
        ? present(GLOSSARY_TOPICS, (topic) => sql`${glossaryEntries.topic} = ${topic}`)
        : present(PRODUCT_TAGS, (tag) => arrayContains(glossaryEntries.products, [tag]));
    },
  };
  return service;
}
