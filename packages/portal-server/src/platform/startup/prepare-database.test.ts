import { MARKETS } from '@partner-insights/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { demoRequesters } from '../../features/access-review';
import { GENERATED_USER_COUNT } from '../../features/global-users';
import { createSuperAdmin } from '../../features/identity';
import { systemClock } from '../clock';
import type { Database, DatabaseLocation } from '../db/database';
import { companies, incidents, productAccess, products, siteLanguages, supportTypes, users } from '../db/schema';
import { demoUsers } from '../db/seed/demo-data';
import { demoPopulation } from '../db/seed/demo-population';
import { testDatabaseTargets, type FreshDatabase } from '../testing/test-databases';
import { prepareDatabase } from './prepare-database';

/**
 * The demo accounts, the companies' everyday users, the associates whose access requests the demo shows, and the
 * generated population global user management pages through.
 */
const SEEDED_USERS = demoUsers.length + demoPopulation.length + demoRequesters.length + GENERATED_USER_COUNT;

/** How many rows of what a start may seed. */
async function contentsOf(database: Database) {
  const { db } = database;
  return {
    users: await db.$count(users),
    products: await db.$count(products),
    siteLanguages: await db.$count(siteLanguages),
    supportTypes: await db.$count(supportTypes),
    productAccess: await db.$count(productAccess),
    incidents: await db.$count(incidents),
  };
}

/** The settings of a start on the database at `location`, as the environment configures it. */
const configFor = ({ dataDir, databaseUrl }: DatabaseLocation, env: Record<string, string> = {}) =>
  loadConfig({ ...env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }) }, process.cwd());

describe.each(testDatabaseTargets)('preparing the database at start on $name', (target) => {
  const opened: Database[] = [];
  const created: FreshDatabase[] = [];

  const freshDatabase = async () => {
    const fresh = await target.create();
    created.push(fresh);
    return fresh.location;
  };
  const prepare = async (...args: Parameters<typeof prepareDatabase>) => {
    const prepared = await prepareDatabase(...args);
    opened.push(prepared.database);
    return prepared;
  };
  const closeAll = async () => {
    for (const database of opened.splice(0)) await database.close();
  };

  afterEach(async () => {
    await closeAll();
    for (const fresh of created.splice(0)) await fresh.remove();
  });

  it('seeds demo data as configured by default: into the embedded database, not into PostgreSQL', async () => {
    const location = await freshDatabase();
    const { database, seeded, accounts } = await prepare(location, configFor(location));
    const contents = await contentsOf(database);
    expect(contents.products).toBe(8);
    if (location.databaseUrl) {
      expect(seeded).toEqual({ referenceData: true, demoData: false });
      expect(accounts).toBe('noSuperAdmin');
      expect(contents.users).toBe(0);
    } else {
      expect(seeded).toEqual({ referenceData: true, demoData: true });
      expect(accounts).toBe('demo');
      expect(contents.users).toBe(SEEDED_USERS);
    }
  });

  it('without demo data, has the configuration, catalogue and support lists, and nobody to sign in', async () => {
    const location = await freshDatabase();
    const { database, accounts } = await prepare(location, { seedDemoData: false });
    expect(accounts).toBe('noSuperAdmin');
    const { supportTypes: supportLists, ...contents } = await contentsOf(database);
    expect(contents).toEqual({
      users: 0,
      products: 8,
      siteLanguages: MARKETS.length * 3,
      productAccess: 0,
      incidents: 0,
    });
    expect(supportLists).toBeGreaterThan(0);
    expect(await database.db.$count(companies)).toBe(0);

    // Asked for later (SEED_DEMO_DATA=1), a database still without accounts gets all of it.
    await closeAll();
    const again = await prepare(location, configFor(location, { SEED_DEMO_DATA: '1' }));
    expect(again.seeded).toEqual({ referenceData: false, demoData: true });
    expect(again.accounts).toBe('demo');
    const withDemoData = await contentsOf(again.database);
    expect(withDemoData.users).toBe(SEEDED_USERS);
    expect(withDemoData.productAccess).toBeGreaterThan(0);
    expect(withDemoData.incidents).toBe(2);
  });

  it('adds no demo data to a database that has accounts of its own', async () => {
    const location = await freshDatabase();
    const first = await prepare(location, { seedDemoData: false });
    await createSuperAdmin(first.database.db, systemClock, {
      email: 'ada@retailer.example',
      firstName: 'Ada',
      lastName: 'Lovelace',
      password: 'a-long-enough-password',
    });
    await closeAll();

    const { database, seeded, accounts } = await prepare(location, { seedDemoData: true });
    expect(seeded).toEqual({ referenceData: false, demoData: false });
    expect(accounts).toBe('own');
    expect(await database.db.$count(users)).toBe(1);
  });
});
