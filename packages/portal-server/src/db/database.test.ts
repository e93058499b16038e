import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { MARKETS, TENANT_TYPES } from '@partner-insights/contracts';
import { migrationsFolder } from '../package-paths';
import { testDatabaseTargets, type FreshDatabase } from '../testing/test-databases';
import { openDatabase, type Database } from './database';
import { migrateDatabase } from './migrate';
import { companies, userCompanies, users } from './schema';
import { DEMO_PASSWORD, demoUsers } from './seed/demo-data';
import { seedDemoDataIfEmpty } from './seed/seed-demo-data';

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
    expect(await seedDemoDataIfEmpty(database.db)).toBe(true);
    const counts = async () => [await database.db.$count(companies), await database.db.$count(users)];
    const afterFirstSeed = await counts();
    expect(await seedDemoDataIfEmpty(database.db)).toBe(false);
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

  it('creates every demo account with the demo password', async () => {
    const rows = await database.db.select().from(users);
    expect(rows.map((row) => row.email).sort()).toEqual(demoUsers.map((user) => user.email).sort());
    const verified = await Promise.all(rows.map((row) => verifyPassword(DEMO_PASSWORD, row.passwordHash ?? '')));
    expect(verified.every(Boolean)).toBe(true);
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
});
