// The server tests' global setup: once per run, a database for each target is migrated and seeded with the
// demo data, and openSeededTestApp gives every caller a copy of it instead of migrating and seeding its own.
// The templates are built afresh from the current migrations at every run, so none is ever stale.
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseLocation } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed-database';
import { SEEDED_HISTORY_END } from './test-clock';
import { testDatabaseTargets, type FreshDatabase, type TestDatabaseTarget } from './test-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each target's migrated and seeded template is, by target name. */
    seededTemplates: Record<string, DatabaseLocation>;
  }
}

async function buildSeededTemplate(target: TestDatabaseTarget): Promise<FreshDatabase> {
  const template = await target.create();
  try {
    const database = await openDatabase(template.location);
    try {
      await migrateDatabase(database);
      await seedDatabase(database.db, { demoData: true, clock: () => SEEDED_HISTORY_END });
    } finally {
      // Closed, a PGlite folder is written out and unlocked, and a PostgreSQL database has no connection left,
      // which copying it as a template requires.
      await database.close();
    }
  } catch (error) {
    await template.remove();
    throw error;
  }
  return template;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const built = await Promise.allSettled(
    testDatabaseTargets.map(async (target) => [target.name, await buildSeededTemplate(target)] as const),
  );
  const templates = built.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const removeTemplates = async () => {
    await Promise.all(templates.map(([, template]) => template.remove()));
  };
  const failure = built.find((result) => result.status === 'rejected');
  if (failure) {
    await removeTemplates();
    throw failure.reason;
  }
  project.provide('seededTemplates', Object.fromEntries(templates.map(([name, { location }]) => [name, location])));
  return removeTemplates;
}
