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
import { and, arrayContains, asc, eq, gt, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { countOrEstimate } from '../../platform/db/count-up-to';
import type { Db } from '../../platform/db/database';
import { containing } from '../../platform/db/like-pattern';
import { glossaryEntries, glossaryEntryTexts, glossaryNames, glossarySearchRows } from './data-dictionary.schema';

/** How alike (pg_trgm's word similarity, 0 to 1) a name must be to the term to be offered under "Did you mean". */
const SUGGESTION_SIMILARITY = 0.5;

/**
 * Matches counted one by one; beyond them the total is the planner's estimate. The dictionary holds a few hundred
 * elements, so only a dictionary grown a hundredfold meets the estimate.
 */
const MAX_COUNTED_MATCHES = 1_000;

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

/** The product and topic filters in the reader's language: what "Did you mean" keeps when it drops the search. */
const narrowing = (locale: Locale, { product, topic }: GlossaryFilter): SQL | undefined =>
  and(
    eq(glossarySearchRows.locale, locale),
    product ? arrayContains(glossarySearchRows.products, [product]) : undefined,
    topic ? eq(glossarySearchRows.topic, topic) : undefined,
  );

/** Rows matching every part of the filter; a search is a substring of the words, found through the trigram index. */
const matching = (locale: Locale, filter: GlossaryFilter): SQL | undefined =>
  and(
    narrowing(locale, filter),
    filter.search ? like(glossarySearchRows.searchText, containing(filter.search.toLowerCase())) : undefined,
  );

/** The same test as `matching`, which no index answers: a query can only walk its rows in order and test each. */
const tested = (locale: Locale, filter: GlossaryFilter): SQL | undefined =>
  and(
    narrowing(locale, filter),
    filter.search ? sql`strpos(${glossarySearchRows.searchText}, ${filter.search.toLowerCase()}) > 0` : undefined,
  );

/** Rows after `last` in name order: the keyset an export reads its next batch from. */
const after = (last: EntryRow): SQL | undefined =>
  or(
    gt(glossarySearchRows.businessName, last.businessName),
    and(eq(glossarySearchRows.businessName, last.businessName), gt(glossarySearchRows.entryId, last.id)),
  );

const inPageOrder = [asc(glossarySearchRows.businessName), asc(glossarySearchRows.entryId)];

export interface GlossaryPageRequest {
  readonly pageNumber: number;
  readonly pageSize: number;
}

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

  /**
   * The ids of one page of matches. The capped count says how common the term is, which the planner cannot guess
   * from a substring: few matches are taken from the trigram index and sorted; many are found by walking the name
   * order and testing each row, at least 1 in 100 matching, so a page is found within a few thousand rows.
   */
  const pageIds = async (
    locale: Locale,
    filter: GlossaryFilter,
    few: boolean,
    { pageNumber, pageSize }: GlossaryPageRequest,
  ) => {
    const offset = pageNumber * pageSize;
    if (few && filter.search) {
      // Materialized, so that the planner cannot turn the sort of a few matches back into a walk of the order.
      const found = await db.execute(sql`
        with matches as materialized (
          select ${glossarySearchRows.entryId} as id, ${glossarySearchRows.businessName} as name
          from ${glossarySearchRows} where ${matching(locale, filter)}
        )
        select id from matches order by name, id limit ${pageSize} offset ${offset}`);
      return rowsOf<{ id: string }>(found).map((row) => row.id);
    }
    const walked = await db
      .select({ id: glossarySearchRows.entryId })
      .from(glossarySearchRows)
      .where(tested(locale, filter))
      .orderBy(...inPageOrder)
      .limit(pageSize)
      .offset(offset);
    return walked.map((row) => row.id);
  };

  const service: DataDictionaryService = {
    async page(locale, filter, { pageNumber, pageSize }) {
      const counted = await countOrEstimate(
        db,
        db
          .select({ one: sql`1` })
          .from(glossarySearchRows)
          .where(matching(locale, filter)),
        MAX_COUNTED_MATCHES,
      );
      const total = counted.count;
      const ids = total > 0 ? await pageIds(locale, filter, counted.exact, { pageNumber, pageSize }) : [];
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
