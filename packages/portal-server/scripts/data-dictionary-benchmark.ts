// Benchmarks the data dictionary: 100,000 entries (in three languages), then the p50/p99 of a search page and of
// "Did you mean", on PostgreSQL and on the embedded database.
//
//   pnpm bench:data-dictionary                  (starts a throwaway PostgreSQL cluster)
//   DATABASE_URL=postgres://… pnpm bench:data-dictionary   (creates, then drops, a database of its own there)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GLOSSARY_PAGE_SIZE, PRODUCT_TAGS } from '@partner-insights/contracts';
import pg from 'pg';
import { startThrowawayPostgres } from '../../../scripts/lib/postgres.mjs';
import { createDataDictionaryService } from '../src/features/data-dictionary/data-dictionary-service';
import { dataElements, type DataElement } from '../src/features/data-dictionary/seed/data-elements';
import { insertDataElements } from '../src/features/data-dictionary/seed/seed-data-dictionary';
import { openDatabase, type Database } from '../src/platform/db/database';
import { migrateDatabase } from '../src/platform/db/migrate';

const ENTRIES = 100_000;
const RUNS = 200;
/** Terms a reader types: words that match many entries, few, and phrases. */
const SEARCHES = ['sales', 'on hand', 'margin', 'weeks of supply', 'store number', 'conversion', 'year to date'];
/** Misspellings that match nothing, so that the page asks for "Did you mean". */
const MISSPELLINGS = ['custmer satisfction', 'invntory', 'shoper', 'margn', 'wekly sales', 'convrsion rate'];

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The seeded elements again and again under numbered technical names, up to `ENTRIES`. */
function manyElements(): DataElement[] {
  const source = dataElements();
  return Array.from({ length: ENTRIES }, (_, index) => {
    const element = source[index % source.length] as DataElement;
    const copy = Math.floor(index / source.length);
    return copy === 0 ? element : { ...element, technicalName: `${element.technicalName}_${copy}` };
  });
}

async function time(runs: number, call: (run: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await call(run);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function measure(name: string, database: Database): Promise<void> {
  await migrateDatabase(database);
  const started = performance.now();
  await database.db.transaction((tx) => insertDataElements(tx, manyElements()));
  console.log(
    `${name}: seeded ${ENTRIES.toLocaleString('en-US')} entries in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const dictionary = createDataDictionaryService(database.db);
  const request = { pageNumber: 0, pageSize: GLOSSARY_PAGE_SIZE };
  const searches = await time(RUNS, (run) =>
    dictionary.page(
      'en-US',
      {
        search: SEARCHES[run % SEARCHES.length],
        product: run % 3 === 0 ? PRODUCT_TAGS[run % PRODUCT_TAGS.length] : undefined,
      },
      { ...request, pageNumber: run % 4 },
    ),
  );
  console.log(
    `${name}: search page, ${RUNS} runs: p50 ${ms(percentile(searches, 50))}, p99 ${ms(percentile(searches, 99))}`,
  );
  const suggestions = await time(RUNS, (run) =>
    dictionary.suggestions('en-US', { search: MISSPELLINGS[run % MISSPELLINGS.length] ?? 'shoper' }),
  );
  console.log(
    `${name}: "Did you mean", ${RUNS} runs: p50 ${ms(percentile(suggestions, 50))}, p99 ${ms(percentile(suggestions, 99))}`,
  );
}

async function onPostgres(): Promise<void> {
  const throwaway = process.env.DATABASE_URL ? undefined : await startThrowawayPostgres();
  const serverUrl = process.env.DATABASE_URL ?? throwaway?.url;
  if (!serverUrl) throw new Error('Set DATABASE_URL, or install PostgreSQL for a throwaway cluster');
  const name = `data_dictionary_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const scratch = new URL(serverUrl);
  scratch.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: '', databaseUrl: scratch.toString() });
  try {
    await measure('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    throwaway?.stop();
  }
}

async function onEmbedded(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'data-dictionary-bench-'));
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await measure('PGlite', database);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await onPostgres();
await onEmbedded();
