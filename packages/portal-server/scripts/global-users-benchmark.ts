// Benchmarks global user management on PostgreSQL: the demo's 600+ companies and 1,000,000 users across the four
// tabs, then the p50/p99 of a filtered or searched page in every sort.
//
//   pnpm bench:global-users                  (starts a throwaway PostgreSQL cluster)
//   DATABASE_URL=postgres://… pnpm bench:global-users   (creates, then drops, a database of its own there)
//   KEEP_BENCH_DATABASE=1 DATABASE_URL=postgres://… pnpm bench:global-users
//                                             (keeps its database there, loaded once, to measure again in seconds)
import { randomUUID } from 'node:crypto';
import {
  ADMIN_PAGE_SIZES,
  GLOBAL_USER_SORT_FIELDS,
  SORT_ORDERS,
  type GlobalUserFilter,
  type GlobalUserQuery,
  type GlobalUserType,
  type Role,
} from '@partner-insights/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { reportFigure } from '../../../scripts/lib/figures.mjs';
import { createGlobalUserService } from '../src/features/global-users/global-user-service';
import {
  FIRST_NAMES,
  GENERATED_USER_COUNT,
  LAST_NAMES,
  SBU_VALUES,
  USER_ATTRIBUTES,
} from '../src/features/global-users/seed/generated-users';
import { FIRST_GENERATED_CODE, RETAILER_DOMAIN } from '../src/features/global-users/seed/seed-global-users';
import { companies, hashPassword, RETAILER_COMPANY, users } from '../src/features/identity';
import type { Db } from '../src/platform/db/database';
import { seedDatabase } from '../src/platform/db/seed/seed-database';
import { onBenchmarkDatabase } from './benchmark-database';
import { ms, p50p99 } from './benchmark-timing';
import { loadWithIndexesAfter } from './bulk-load';

const USERS = 1_000_000;
const RUNS = 200;
/** Users inserted by one statement. */
const CHUNK = 250_000;
/** What a super admin types: last names, the beginning of an address, a first name. */
const SEARCHES = ['garcia', 'tremblay', 'maya.nguyen', 'quinn', 'hugo.patel.1', 'kowalski'];
const EXTERNAL_ROLES: readonly Role[] = ['REGULAR_USER', 'SUPPLIER_ADMIN', 'THIRD_PARTY_USER', 'BASIC_USER'];

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`);

/**
 * The users n = from … to - 1, made as the demo's generated users are (seed/generated-users.ts): the n-th has the
 * same kind (n % 20), name, company, status, last sign-in and profile, so the tabs and filters hold what they hold in
 * the demo, two hundredfold. Ids derive from n, so that the profiles and accesses find their user.
 */
const generated = (from: number, to: number): SQL => sql`
  targets as (
    select row_number() over (order by business_code) - 1 as ord, id, tenant_type,
           split_part(admin_email, '@', 2) as domain
    from companies where business_code >= ${FIRST_GENERATED_CODE}),
  generated as (
    select n, md5('bench-user-' || n)::uuid as id, n % 20 as slot,
           (${textArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}] as first_name,
           (${textArray(LAST_NAMES)})[1 + (n / ${FIRST_NAMES.length} + n) % ${LAST_NAMES.length}] as last_name,
           n % (select count(*) from targets) as company
    from generate_series(${from}::int, ${to - 1}::int) as n)`;

async function insertUsers(db: Db, from: number, to: number, passwordHash: string): Promise<void> {
  await db.execute(sql`
    with ${generated(from, to)},
    retailer as (select id from companies where business_code = ${RETAILER_COMPANY.businessCode})
    insert into users (id, email, login_id, first_name, last_name, user_type, role, company_id, third_party_user,
                       password_hash, status, last_login_at, blocked_reason, blocked_by, blocked_at)
    select g.id, u.email, u.email, g.first_name, g.last_name,
           case when g.slot < 14 then 'EXTERNAL' else 'INTERNAL' end,
           case when g.slot in (17, 18) then 'MERCHANT'
                when g.slot >= 14 then 'INTERNAL_ASSOCIATE'
                when t.tenant_type = 'THIRD_PARTY_AGENCY' then 'THIRD_PARTY_USER'
                when t.tenant_type = 'BASIC_VENDOR' then 'BASIC_USER'
                else 'REGULAR_USER' end,
           case when g.slot < 14 then t.id else (select id from retailer) end,
           g.slot < 14 and t.tenant_type = 'THIRD_PARTY_AGENCY',
           ${passwordHash},
           case when g.n % 41 = 11 then 'BLOCKED' else 'ACTIVE' end,
           case when g.n % 9 <> 4 then timestamptz '2026-11-20T15:00:00Z' - ((g.n * 7) % 120) * interval '1 day' end,
           case when g.n % 41 = 11 then 'Left the company' end,
           case when g.n % 41 = 11 then 'dwhitfield' end,
           case when g.n % 41 = 11 then timestamptz '2026-11-17T15:00:00Z' end
    from generated g
    join targets t on t.ord = g.company
    cross join lateral (
      select lower(g.first_name || '.' || g.last_name || '.' || (g.n + 1)) || '@' ||
             case when g.slot < 14 then t.domain else ${RETAILER_DOMAIN} end as email) u`);
  await db.execute(sql`
    with ${generated(from, to)}
    insert into user_org_profiles (user_id, internal_group, sbu, buo_area_number, attributes)
    select id,
           case when slot in (17, 18) then 'MERCHANT' when slot = 19 then 'ASSET_PROTECTION' end,
           case when slot >= 14 then (${textArray(SBU_VALUES)})[1 + n % ${SBU_VALUES.length}] end,
           case when slot >= 14 then (100 + n % 60)::text end,
           array[(${textArray(USER_ATTRIBUTES)})[1 + n % ${USER_ATTRIBUTES.length}]] ||
             case when n % 3 = 0 then array[(${textArray(USER_ATTRIBUTES)})[1 + (n + 2) % ${USER_ATTRIBUTES.length}]]
                  else array[]::text[] end
    from generated`);
  await db.execute(sql`
    with ${generated(from, to)}
    insert into product_access (user_id, product_id, status)
    select id, (select id from products where code = 'SHOPPER_BEHAVIOR'), 'ACCESS_COMPLETE'
    from generated where slot < 14 and n % 2 = 0`);
}

/** The tables the load writes, whose triggers keep the directory of global user management in step. */
const LOADED_TABLES = ['users', 'user_org_profiles', 'product_access'];

/**
 * The demo, then the generated users. The directory's triggers are off during the load, which refills the directory
 * and its facets once at its end from the view the triggers refresh it from, in name order as the migration's backfill writes it; the vacuum after the load sets the visibility map
 * that index-only scans need, as autovacuum does on a live database.
 */
async function seed(db: Db): Promise<void> {
  await seedDatabase(db, { demoData: true });
  const passwordHash = await hashPassword(randomUUID());
  await loadWithIndexesAfter(
    db,
    [...LOADED_TABLES, 'global_user_directory', 'global_user_directory_facets'],
    async () => {
      for (const table of LOADED_TABLES) await db.execute(sql.raw(`alter table ${table} disable trigger user`));
      for (let from = GENERATED_USER_COUNT; from < USERS; from += CHUNK) {
        await insertUsers(db, from, Math.min(USERS, from + CHUNK), passwordHash);
      }
      for (const table of LOADED_TABLES) await db.execute(sql.raw(`alter table ${table} enable trigger user`));
      await db.execute(sql`truncate global_user_directory, global_user_directory_facets`);
      await db.execute(sql`
      insert into global_user_directory
      select * from global_user_directory_rows order by tab, last_name, first_name, user_id`);
      await db.execute(sql`insert into global_user_directory_facets select * from global_user_directory_facet_rows`);
    },
  );
}

const seededUsers = async (db: Db): Promise<number> =>
  (await db.select({ count: sql<number>`count(*)::int` }).from(users))[0]?.count ?? 0;

const at = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

interface Run {
  readonly userType: GlobalUserType;
  readonly filter: GlobalUserFilter;
  readonly kind: string;
}

const noFilters: GlobalUserFilter['filters'] = { roles: [], attributes: [], sbu: [], products: [], companyIds: [] };

/** The run's tab and what narrows it: a search, a role, a company, a product, a blackout/SBU or an attribute. */
function runOf(run: number, companyIds: readonly string[]): Run {
  const search = at(SEARCHES, run);
  const internalTab = at(['INTERNAL', 'INTERNAL_MERCHANT', 'INTERNAL_ASSET_PROTECTION'] as const, run);
  const runs: Run[] = [
    { userType: 'EXTERNAL', filter: { search, filters: noFilters }, kind: 'search' },
    { userType: internalTab, filter: { search, filters: noFilters }, kind: 'search, internal' },
    {
      userType: 'EXTERNAL',
      filter: { search: '', filters: { ...noFilters, roles: [at(EXTERNAL_ROLES, run)] } },
      kind: 'role',
    },
    {
      userType: 'EXTERNAL',
      filter: { search: '', filters: { ...noFilters, companyIds: [at(companyIds, run * 7)] } },
      kind: 'company',
    },
    {
      userType: 'EXTERNAL',
      filter: { search: '', filters: { ...noFilters, products: ['SHOPPER_BEHAVIOR'] } },
      kind: 'product',
    },
    {
      userType: internalTab,
      filter: { search: '', filters: { ...noFilters, sbu: [at(SBU_VALUES, run)] } },
      kind: 'sbu',
    },
    {
      userType: at(['EXTERNAL', internalTab] as const, run),
      filter: { search: '', filters: { ...noFilters, attributes: [at(USER_ATTRIBUTES, run)] } },
      kind: 'attribute',
    },
    {
      userType: 'EXTERNAL',
      filter: { search, filters: { ...noFilters, roles: ['REGULAR_USER'] } },
      kind: 'search + role',
    },
  ];
  return at(runs, run);
}

interface TimedPage {
  readonly time: number;
  readonly kind: string;
  /** What the page asked for, to ask it again (EXPLAIN) when it is among the slowest. */
  readonly asked: string;
}

async function measure(db: Db): Promise<TimedPage[]> {
  const service = createGlobalUserService(db);
  const companyIds = (await db.select({ id: companies.id }).from(companies)).map(({ id }) => id);
  const times: TimedPage[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { userType, filter, kind } = runOf(run, companyIds);
    const sortBy = at(GLOBAL_USER_SORT_FIELDS, Math.floor(run / 8));
    const query: GlobalUserQuery = {
      pageNo: run % 5,
      pageSize: at(ADMIN_PAGE_SIZES, run),
      sortBy,
      sortOrder: at(SORT_ORDERS, Math.floor(run / 40)),
      userType,
    };
    const started = performance.now();
    await service.page(query, filter, 'en-US');
    times.push({
      time: performance.now() - started,
      kind: `${kind} by ${sortBy}`,
      asked: JSON.stringify({ query, filter }),
    });
  }
  return times.sort((a, b) => a.time - b.time);
}

const keep = process.env.KEEP_BENCH_DATABASE === '1';

await onBenchmarkDatabase(
  'global_users_bench',
  async ({ db }) => {
    if ((await seededUsers(db)) < USERS) {
      const started = performance.now();
      await seed(db);
      const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(companies);
      console.log(
        `Seeded ${USERS.toLocaleString('en-US')} users across ${counted?.count} companies in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    const runs = await measure(db);
    const pages = runs.map(({ time }) => time);
    console.log(`Filtered or searched page, ${RUNS} runs: ${p50p99(pages)}, max ${ms(pages.at(-1) ?? 0)}`);
    console.log(
      `  slowest: ${runs
        .slice(-5)
        .map(({ time, kind }) => `${ms(time)} (${kind})`)
        .join(', ')}`,
    );
    for (const { time, asked } of runs.slice(-5).reverse()) console.log(`  ${ms(time)}: ${asked}`);
    reportFigure('Global users, 1M users', 'Filtered or searched page', p50p99(pages));
  },
  { keep },
);
