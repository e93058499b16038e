// Benchmarks the data dictionary: 100,000 entries (in three languages), then the p50/p99 of a search page and of
// "Did you mean", on PostgreSQL and on the embedded database.
//
//   pnpm bench:data-dictionary                  (starts a throwaway PostgreSQL cluster)
//   DATABASE_URL=postgres://… pnpm bench:data-dictionary   (creates, then drops, a database of its own there)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GLOSSARY_PAGE_SIZE, PRODUCT_TAGS } from '@partner-insights/contracts';
import { reportFigure } from '../../../scripts/lib/figures.mjs';
import { createDataDictionaryService } from '../src/features/data-dictionary/data-dictionary-service';
import { dataElements, type DataElement } from '../src/features/data-dictionary/seed/data-elements';
import { insertDataElements } from '../src/features/data-dictionary/seed/seed-data-dictionary';
import { openDatabase, type Database } from '../src/platform/db/database';
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

/** The seeded elements again and again under numbered technical names, up to `ENTRIES`. */
function manyElements(): DataElement[] {
  const source = dataElements();
  return Array.from({ length: ENTRIES }, (_, index) => {
    const element = source[index % source.length] as DataElement;
    const copy = Math.floor(index / source.length);
    return copy === 0 ? element : { ...element, technicalName: `${element.technicalName}_${copy}` };
  });
}

async function measure(name: string, database: Database): Promise<void> {
  const started = performance.now();
  // The names keep their unique index: the insert relies on it to skip the names already there.
  await loadWithIndexesAfter(database.db, ['glossary_entries', 'glossary_entry_texts'], () =>
    database.db.transaction((tx) => insertDataElements(tx, manyElements())),
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
