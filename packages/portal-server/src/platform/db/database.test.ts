import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS, TENANT_TYPES } from '@partner-insights/contracts';
import { demoRequesters } from '../../features/access-review';
import { GENERATED_USER_COUNT } from '../../features/global-users';
import { verifyPassword } from '../../features/identity';
import { migrationsFolder } from '../../package-paths';
import { testDatabaseTargets, type FreshDatabase } from '../testing/test-databases';
import { openDatabase, type Database } from './database';
import { migrateDatabase } from './migrate';
import {
  blockBanners,
  marketFeatureFlags,
  productAccess,
  productCategories,
  products,
  siteLanguages,
  userCompanies,
  users,
  companies,
} from './schema';
import { DEMO_PASSWORD, demoUsers } from './seed/demo-data';
import { demoPopulation } from './seed/demo-population';
import { seedDatabase } from './seed/seed-database';

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe.each(testDatabaseTargets)('the database on $name', (target) => {
  let fresh: FreshDatabase;
  let database: Database;

  beforeAll(async () => {
    fresh = await target.create();
    database = await openDatabase(fresh.location);
  });

  afterAll(async () => {
    await database?.close();
    await fresh?.remove();
  });

  const appliedMigrations = () => database.db.$count(sql`drizzle.__drizzle_migrations`);

  it('applies every migration once, however often it runs', async () => {
    await migrateDatabase(database);
    await migrateDatabase(database);
    expect(await appliedMigrations()).toBe(journal.entries.length);
    const { rows } = await database.db.execute<{ name: string }>(
      sql`select extname as name from pg_extension where extname = 'pg_trgm'`,
    );
    expect(rows).toEqual([{ name: 'pg_trgm' }]);
  });

  it('seeds the demo data into the empty database only', async () => {
    expect(await seedDatabase(database.db, { demoData: true })).toEqual({ referenceData: true, demoData: true });
    const counts = async () => [await database.db.$count(companies), await database.db.$count(users)];
    const afterFirstSeed = await counts();
    expect(await seedDatabase(database.db, { demoData: true })).toEqual({ referenceData: false, demoData: false });
    expect(await counts()).toEqual(afterFirstSeed);
  });

  it('has a company of every tenant type in every market, and the retailer itself', async () => {
    const rows = await database.db
      .select({ market: companies.market, tenantType: companies.tenantType })
      .from(companies);
    const combinations = new Set(rows.map((row) => `${row.market} ${row.tenantType}`));
    for (const market of MARKETS) {
      for (const tenantType of TENANT_TYPES.filter((type) => type !== 'INTERNAL')) {
        expect(combinations).toContain(`${market} ${tenantType}`);
      }
    }
    expect(rows.filter((row) => row.tenantType === 'INTERNAL')).toHaveLength(1);
  });

  it('creates every demo account with the demo password, and the companies’ everyday users, and the associates of the demo’s access requests', async () => {
    const rows = await database.db.select().from(users);
    const named = [...demoUsers, ...demoPopulation, ...demoRequesters].map((user) => user.email);
    expect(rows.map((row) => row.email)).toEqual(expect.arrayContaining(named));
    // Besides them, only the generated population global user management pages through.
    expect(rows).toHaveLength(named.length + GENERATED_USER_COUNT);
    const accounts = rows.filter((row) => demoUsers.some((user) => user.email === row.email));
    const verified = await Promise.all(accounts.map((row) => verifyPassword(DEMO_PASSWORD, row.passwordHash ?? '')));
    expect(verified.every(Boolean)).toBe(true);
    // Only those invited and not registered yet have no password.
    const withoutPassword = rows.filter((row) => row.passwordHash === null);
    expect(withoutPassword.length).toBeGreaterThan(0);
    expect(withoutPassword.every((row) => row.status === 'PENDING')).toBe(true);
  });

  it('stores the accounts as described', async () => {
    const byEmail = async (email: string) => {
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error(`No user ${email}`);
      return user;
    };
    expect(await byEmail('catman@retailer.test')).toMatchObject({
      role: 'CATEGORY_MANAGER',
      userType: 'INTERNAL',
      personaAccessCodes: [2000],
      languageCode: 'en-US',
      timezone: 'America/Chicago',
      status: 'ACTIVE',
    });
    expect(await byEmail('admin@nopal-foods.test')).toMatchObject({ role: 'SUPPLIER_ADMIN', languageCode: 'es-MX' });
    expect(await byEmail('admin@maple-goods.test')).toMatchObject({ role: 'SUPPLIER_ADMIN', languageCode: 'fr-CA' });

    const sponsored = await byEmail('sponsored@brightside-agency.test');
    expect(sponsored).toMatchObject({ role: 'REGULAR_USER', thirdPartyUser: true, userType: 'EXTERNAL' });
    const extraCompanies = await database.db
      .select({ name: companies.name })
      .from(userCompanies)
      .innerJoin(companies, eq(companies.id, userCompanies.companyId))
      .where(eq(userCompanies.userId, sponsored.id));
    expect(extraCompanies.map((company) => company.name).sort()).toEqual(['Acme Foods', 'Golden Prairie Mills']);
  });

  it('refuses values outside the allowed sets and upper-case emails', async () => {
    const [acme] = await database.db.select().from(companies).where(eq(companies.name, 'Acme Foods'));
    const valid = {
      email: 'new.user@acme-foods.test',
      loginId: 'new.user@acme-foods.test',
      firstName: 'New',
      lastName: 'User',
      userType: 'EXTERNAL',
      role: 'REGULAR_USER',
      companyId: acme?.id,
      passwordHash: 'x',
    } as const;
    const insertError = (values: Record<string, unknown>) =>
      database.db
        .insert(users)
        .values({ ...valid, ...values } as typeof valid)
        .then(
          () => undefined,
          (error: Error) => error.cause,
        );
    expect(await insertError({ role: 'OWNER' })).toMatchObject({ code: '23514', constraint: 'users_role_check' });
    expect(await insertError({ email: 'New.User@acme-foods.test' })).toMatchObject({
      constraint: 'users_email_lower_case_check',
    });
    expect(await insertError({ passwordHash: null })).toMatchObject({ constraint: 'users_password_check' });
    expect(await insertError({ passwordHash: null, status: 'PENDING' })).toBeUndefined();
  });

  const demoAccessOf = async (email: string) =>
    database.db
      .select({ code: products.code, status: productAccess.status })
      .from(productAccess)
      .innerJoin(products, eq(products.id, productAccess.productId))
      .innerJoin(users, eq(users.id, productAccess.userId))
      .where(eq(users.email, email))
      .orderBy(products.code);

  it('seeds the configuration, the catalogue and the demo accounts’ access', async () => {
    expect(await database.db.$count(marketFeatureFlags)).toBe(MARKETS.length * 4);
    expect(await database.db.$count(siteLanguages)).toBe(MARKETS.length * 3);
    expect(await database.db.select({ active: blockBanners.active }).from(blockBanners)).toEqual([{ active: false }]);
    expect(await database.db.$count(products)).toBe(8);
    expect(await demoAccessOf('user@acme-foods.test')).toEqual([
      // Asked for in one of the demo's open access requests.
      { code: 'CUSTOMER_PULSE', status: 'ACCESS_PENDING' },
      { code: 'REPORT_BUILDER', status: 'ACCESS_PENDING' },
      { code: 'SHOPPER_BEHAVIOR', status: 'ACCESS_COMPLETE' },
    ]);
  });

  it('seeds the parts a database seeded by an earlier version lacks', async () => {
    await database.db.delete(products);
    await database.db.delete(productCategories);
    await database.db.delete(siteLanguages);
    await database.db.delete(marketFeatureFlags);
    await database.db.delete(blockBanners);
    const accounts = await database.db.$count(users);

    expect(await seedDatabase(database.db, { demoData: true })).toEqual({ referenceData: true, demoData: true });
    expect(await database.db.$count(users)).toBe(accounts);
    expect(await database.db.$count(products)).toBe(8);
    expect(await database.db.$count(siteLanguages)).toBe(MARKETS.length * 3);
    expect(await demoAccessOf('admin@nopal-foods.test')).toEqual([
      { code: 'SHOPPER_BEHAVIOR', status: 'ACCESS_COMPLETE' },
    ]);
  });

  it('keeps one active block banner per market, and tiles hidden only in known markets', async () => {
    const failureOf = (query: PromiseLike<unknown>) =>
      Promise.resolve(query).then(
        () => undefined,
        (error: Error) => error.cause,
      );
    await database.db.update(blockBanners).set({ active: true });
    expect(await failureOf(database.db.insert(blockBanners).values({ market: 'US', active: true }))).toMatchObject({
      code: '23505',
      constraint: 'block_banners_one_active_per_market_idx',
    });
    expect(await failureOf(database.db.update(products).set({ hideWhenNoAccess: ['UK' as 'US'] }))).toMatchObject({
      code: '23514',
      constraint: 'products_hide_when_no_access_check',
    });
  });
});
