// Benchmarks the data dictionary: 100,000 entries (in three languages), then the p50/p99 of a search page and of
// "Did you mean", on PostgreSQL and on the embedded database.
//
//   pnpm bench:data-dictionary                  (starts a throwaway PostgreSQL cluster)
//   DATABASE_URL=postgres://… pnpm bench:data-dictionary   (creates, then drops, a database of its own there)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GLOSSARY_PAGE_SIZE, PRODUCT_TAGS } from '@partner-insights/contracts';
import { sql } from 'drizzle-orm';
import { reportFigure } from '../../../scripts/lib/figures.mjs';
import { createDataDictionaryService } from '../src/features/data-dictionary/data-dictionary-service';
import { dataElements } from '../src/features/data-dictionary/seed/data-elements';
import { insertDataElements } from '../src/features/data-dictionary/seed/seed-data-dictionary';
import { openDatabase, type Database, type Db } from '../src/platform/db/database';
import { migrateDatabase } from '../src/platform/db/migrate';
import { onBenchmarkDatabase } from './benchmark-database';
import { p50p99, timeRuns } from './benchmark-timing';
import { loadWithIndexesAfter } from './bulk-load';

const ENTRIES = 100_000;
const RUNS = 200;
/** Terms a reader types: words that match many entries, few, and phrases. */
const SEARCHES = ['sales', 'on hand', 'margin', 'weeks of supply', 'store number', 'conversion', 'year to date'];
/** Misspellings that match nothing, so that the page asks for "Did you mean". */
const MISSPELLINGS = ['custmer satisfction', 'invntory', 'shoper', 'margn', 'wekly sales', 'convrsion rate'];

/**
 * The seeded elements, then copies of them under numbered technical names up to `ENTRIES`, made inside the database
 * (rows sent one by one took more than 10 minutes on the embedded database).
 */
async function insertManyElements(db: Db): Promise<void> {
  const seeded = dataElements().length;
  await db.transaction((tx) => insertDataElements(tx, dataElements()));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create temporary table copies on commit drop as
      select gen_random_uuid() as id, source.id as source_id, source.technical_name,
             source.technical_name || '_' || copy as copy_name
      from (select id, technical_name, row_number() over (order by technical_name) - 1 as position
            from glossary_entries) as source
      cross join generate_series(1, ${Math.ceil(ENTRIES / seeded) - 1}::int) as copy
      where copy * ${seeded} + source.position < ${ENTRIES}`);
    await tx.execute(sql`
      insert into glossary_entries (id, technical_name, data_type, field_type, available_to, topic, products)
      select c.id, c.copy_name, e.data_type, e.field_type, e.available_to, e.topic, e.products
      from copies c join glossary_entries e on e.id = c.source_id`);
    await tx.execute(sql`
      insert into glossary_entry_texts (entry_id, locale, business_name, dss_business_name, business_definition)
      select c.id, t.locale, t.business_name, t.dss_business_name, t.business_definition
      from copies c join glossary_entry_texts t on t.entry_id = c.source_id`);
    // The copy's search text names its own technical name (the first one there, after the business name).
    await tx.execute(sql`
      insert into glossary_search_rows (entry_id, locale, business_name, topic, products, search_text)
      select c.id, r.locale, r.business_name, r.topic, r.products,
             regexp_replace(r.search_text, ' ' || c.technical_name || ' ', ' ' || c.copy_name || ' ')
      from copies c join glossary_search_rows r on r.entry_id = c.source_id`);
  });
}

async function measure(name: string, database: Database): Promise<void> {
  const started = performance.now();
  // The names keep their unique index: the seed relies on it to skip the names already there.
  await loadWithIndexesAfter(database.db, ['glossary_entries', 'glossary_entry_texts', 'glossary_search_rows'], () =>
    insertManyElements(database.db),
  );
  console.log(
    `${name}: seeded ${ENTRIES.toLocaleString('en-US')} entries in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const dictionary = createDataDictionaryService(database.db);
  const request = { pageNumber: 0, pageSize: GLOSSARY_PAGE_SIZE };
  const searches = await timeRuns(RUNS, (run) =>
    dictionary.page(
      'en-US',
      {
        search: SEARCHES[run % SEARCHES.length],
        product: run % 3 === 0 ? PRODUCT_TAGS[run % PRODUCT_TAGS.length] : undefined,
      },
      { ...request, pageNumber: run % 4 },
    ),
  );
  console.log(`${name}: search page, ${RUNS} runs: ${p50p99(searches)}`);
  reportFigure(`Data dictionary, 100,000 entries, ${name}`, 'Search page', p50p99(searches));
  const suggestions = await timeRuns(RUNS, (run) =>
    dictionary.suggestions('en-US', { search: MISSPELLINGS[run % MISSPELLINGS.length] ?? 'shoper' }),
  );
  console.log(`${name}: "Did you mean", ${RUNS} runs: ${p50p99(suggestions)}`);
  reportFigure(`Data dictionary, 100,000 entries, ${name}`, '"Did you mean"', p50p99(suggestions));
}

async function onEmbedded(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'data-dictionary-bench-'));
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await migrateDatabase(database);
    await measure('PGlite', database);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await onBenchmarkDatabase('data_dictionary_bench', (database) => measure('PostgreSQL', database));
await onEmbedded();
