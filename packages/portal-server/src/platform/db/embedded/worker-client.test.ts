import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../testing/test-databases';
import type { EmbeddedDatabase } from '../database';
import { migrateDatabase } from '../migrate';
import { companies } from '../schema';
import { EmbeddedDatabaseError } from './database-error';
import { openEmbeddedDatabase } from './open-embedded-database';

describe('the embedded database in its worker', () => {
  let folder: Awaited<ReturnType<typeof makeTempDir>>;
  let database: EmbeddedDatabase;

  beforeAll(async () => {
    folder = await makeTempDir('portal-server-worker');
    database = await openEmbeddedDatabase(folder.path);
    await migrateDatabase(database);
  });

  afterAll(async () => {
    await database?.close();
    await folder?.remove();
  });

  const newCompany = (businessCode: string) => ({
    name: `Company ${businessCode}`,
    market: 'US' as const,
    tenantType: 'SUPPLIER' as const,
    companyType: 'SUPPLIER' as const,
    accountType: 'CHARTER' as const,
    adminEmail: `admin@${businessCode}.test`,
    businessCode,
  });

  it('keeps the event loop free while a slow query runs', async () => {
    const events: string[] = [];
    const nonDatabaseRoute = new Hono().get('/ping', (c) => c.text('pong'));
    const slowQuery = database.db.execute(sql`select pg_sleep(1.5)`).then(() => events.push('slow query done'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    events.push('timer ran');
    const response = await nonDatabaseRoute.request('/ping');
    events.push(`route answered ${await response.text()}`);
    await slowQuery;
    expect(events).toEqual(['timer ran', 'route answered pong', 'slow query done']);
  });

  it('maps rows through drizzle, dates included', async () => {
    const [inserted] = await database.db.insert(companies).values(newCompany('W-1')).returning();
    expect(inserted).toMatchObject({ businessCode: 'W-1', status: 'ACTIVE', accountType: 'CHARTER' });
    expect(inserted?.createdAt).toBeInstanceOf(Date);
  });

  it('commits a transaction held in the worker', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(companies).values(newCompany('W-2'));
    });
    expect(await database.db.$count(companies, sql`business_code = 'W-2'`)).toBe(1);
  });

  it('rolls a transaction back when its callback fails, savepoints included', async () => {
    const failure = new Error('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(companies).values(newCompany('W-3'));
        await tx.transaction(async (nested) => nested.insert(companies).values(newCompany('W-4')));
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await database.db.$count(companies, sql`business_code in ('W-3', 'W-4')`)).toBe(0);
  });

  it('keeps queries from outside a transaction out of it', async () => {
    let releaseTransaction!: () => void;
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.insert(companies).values(newCompany('W-5'));
        await held;
        tx.rollback();
      })
      .catch(() => 'rolled back');
    const outsideInsert = database.db.insert(companies).values(newCompany('W-6'));
    releaseTransaction();
    expect(await transaction).toBe('rolled back');
    await outsideInsert;
    expect(await database.db.$count(companies, sql`business_code in ('W-5', 'W-6')`)).toBe(1);
  });

  it('reports PostgreSQL errors with their code', async () => {
    const error = await database.db
      .insert(companies)
      .values(newCompany('W-1'))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).cause).toBeInstanceOf(EmbeddedDatabaseError);
    expect((error as Error).cause).toMatchObject({ code: '23505', constraint: 'companies_business_code_unique' });
  });
});
