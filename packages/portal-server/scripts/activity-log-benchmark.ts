// Benchmarks the activity log on PostgreSQL: 5,000,000 entries across 10,000 companies, then the p50/p99 of a
// filtered page and the time and memory of a 30-day export of 100,000 entries for one company.
//
//   pnpm bench:activity-log                  (starts a throwaway PostgreSQL cluster)
//   DATABASE_URL=postgres://… pnpm bench:activity-log   (creates, then drops, a database of its own there)
import { ACTIVITY_EVENTS, addDays, ADMIN_PAGE_SIZES, type ActivityLogCheckedFilter } from '@partner-insights/contracts';
import { sql } from 'drizzle-orm';
import { reportFigure } from '../../../scripts/lib/figures.mjs';
import { activityLogSpreadsheet } from '../src/features/activity-log/activity-log-export';
import { createActivityLogService } from '../src/features/activity-log/activity-log-service';
import { xlsxStream } from '../src/platform/spreadsheets/xlsx-stream';
import type { Database, Db } from '../src/platform/db/database';
import { onBenchmarkDatabase } from './benchmark-database';
import { loadWithIndexesAfter } from './bulk-load';
import { mib, ms, p50p99 } from './benchmark-timing';

const ENTRIES = 5_000_000;
const COMPANIES = 10_000;
/** The company the page and export are measured on: 100,000 entries in the last 30 days. */
const BIG_COMPANY_ENTRIES = 100_000;
const PAGE_RUNS = 200;
const EXPORT_RUNS = 3;
const TIME_ZONE = 'America/Chicago';
const APPLICATIONS = ['Partner Insights', 'Report Builder', 'Shopper Behavior'];

const companyId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const BIG_COMPANY = companyId(1);
const today = new Date().toISOString().slice(0, 10);

/** Fills the log: the big company's entries in the last 30 days, the rest spread over 400 days and the others. */
async function seed(db: Db): Promise<void> {
  const events = sql.raw(`array[${ACTIVITY_EVENTS.map((event) => `'${event}'`).join(',')}]`);
  const applications = sql.raw(`array[${APPLICATIONS.map((app) => `'${app}'`).join(',')}]`);
  const insert = (count: number, company: ReturnType<typeof sql>, spanDays: number) =>
    db.execute(sql`
      insert into activity_log (id, created_at, actor, acting_super_admin, company_id, entity_id, event,
                                event_description, source_app)
      select gen_random_uuid(),
             now() - (random() * ${spanDays} * interval '1 day'),
             'user' || (n % 40) || '@company.test',
             case when n % 50 = 0 then 'superadmin' end,
             ${company},
             'entity-' || (n % 1000),
             (${events})[1 + n % ${ACTIVITY_EVENTS.length}],
             'Change number ' || n,
             (${applications})[1 + (n / 7) % ${APPLICATIONS.length}]
      from generate_series(1, ${count}) as n`);
  await loadWithIndexesAfter(db, ['activity_log'], async () => {
    await insert(BIG_COMPANY_ENTRIES, sql`${BIG_COMPANY}::uuid`, 29);
    const rest = ENTRIES - BIG_COMPANY_ENTRIES;
    const chunk = 700_000;
    for (let done = 0; done < rest; done += chunk) {
      const count = Math.min(chunk, rest - done);
      await insert(
        count,
        sql.raw(`('00000000-0000-4000-8000-' || lpad((2 + (n + ${done}) % ${COMPANIES - 1})::text, 12, '0'))::uuid`),
        400,
      );
    }
  });
}

/** A filter a reader might use: some days of the last 30, with or without each filter. */
function randomFilter(run: number): ActivityLogCheckedFilter {
  const days = 1 + (run % 30);
  const from = addDays(today, -(days - 1));
  return {
    from,
    to: today,
    timeZone: TIME_ZONE,
    events: run % 3 === 0 ? [ACTIVITY_EVENTS[run % ACTIVITY_EVENTS.length] ?? 'SIGN_IN'] : [],
    applications: run % 4 === 1 ? [APPLICATIONS[run % APPLICATIONS.length] ?? 'Report Builder'] : [],
    userId: run % 5 === 2 ? `User${run % 40}@Company.test` : '',
  };
}

/** What a run's filter narrows by, to tell which kinds of page are slow. */
const filterKind = ({ events, applications, userId }: ActivityLogCheckedFilter): string =>
  [events.length > 0 && 'event', applications.length > 0 && 'application', userId !== '' && 'user']
    .filter(Boolean)
    .join('+') || 'dates only';

async function measurePages(database: Database): Promise<{ time: number; kind: string }[]> {
  const service = createActivityLogService(database.db, 400);
  const times: { time: number; kind: string }[] = [];
  for (let run = 0; run < PAGE_RUNS; run += 1) {
    const pageSize = ADMIN_PAGE_SIZES[run % ADMIN_PAGE_SIZES.length] ?? 10;
    const started = performance.now();
    const filter = randomFilter(run);
    await service.page(
      BIG_COMPANY,
      filter,
      {
        companyId: BIG_COMPANY,
        pageNumber: run % 10,
        pageSize,
        sortBy: 'uiCreatedOnDate',
        sortOrder: run % 2 === 0 ? 'DESC' : 'ASC',
      },
      'en-US',
    );
    times.push({ time: performance.now() - started, kind: filterKind(filter) });
  }
  return times.sort((a, b) => a.time - b.time);
}

async function measureExport(database: Database) {
  const service = createActivityLogService(database.db, 400);
  const filter = {
    from: addDays(today, -29),
    to: today,
    timeZone: TIME_ZONE,
    events: [],
    applications: [],
    userId: '',
  };
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const spreadsheet = activityLogSpreadsheet(service.entries(BIG_COMPANY, filter, 'en-US'), {
    locale: 'en-US',
    timeZone: TIME_ZONE,
  });
  let bytes = 0;
  for await (const part of xlsxStream(spreadsheet)) bytes += part.byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, bytes, rssGrowth: peak - baseline };
}

await onBenchmarkDatabase('activity_log_bench', async (database) => {
  let started = performance.now();
  await seed(database.db);
  console.log(
    `Seeded ${ENTRIES.toLocaleString('en-US')} entries across ${COMPANIES.toLocaleString('en-US')} companies in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  const runs = await measurePages(database);
  const pages = runs.map(({ time }) => time);
  console.log(
    `Filtered page, company with ${BIG_COMPANY_ENTRIES.toLocaleString('en-US')} entries in 30 days, ${PAGE_RUNS} runs: ` +
      `${p50p99(pages)}, max ${ms(pages.at(-1) ?? 0)}`,
  );
  reportFigure('Activity log, 5M entries', 'Filtered page', p50p99(pages));
  console.log(
    `  slowest: ${runs
      .slice(-4)
      .map(({ time, kind }) => `${ms(time)} (${kind})`)
      .join(', ')}`,
  );
  for (let run = 1; run <= EXPORT_RUNS; run += 1) {
    started = performance.now();
    const { seconds, bytes, rssGrowth } = await measureExport(database);
    console.log(
      `30-day export #${run}, ${BIG_COMPANY_ENTRIES.toLocaleString('en-US')} rows: ${seconds.toFixed(2)} s, ` +
        `${mib(bytes)} .xlsx, peak RSS growth ${mib(rssGrowth)}`,
    );
    reportFigure(
      'Activity log, 5M entries',
      `30-day export #${run}, ${BIG_COMPANY_ENTRIES.toLocaleString('en-US')} rows`,
      `${seconds.toFixed(2)} s, peak memory growth ${mib(rssGrowth)}`,
    );
  }
});
