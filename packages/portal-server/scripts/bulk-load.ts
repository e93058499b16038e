// Loads millions of rows into tables with their indexes built once afterwards: far faster than keeping them up row by
// row.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/database';

/** Drops the tables' indexes (but those of constraints), runs `load`, builds them again and analyses the tables. */
export async function loadWithIndexesAfter(
  db: Db,
  tables: readonly string[],
  load: () => Promise<void>,
): Promise<void> {
  const found = await db.execute(sql`
    select indexname, indexdef from pg_indexes
    where schemaname = 'public' and tablename in (${sql.join(
      tables.map((table) => sql`${table}`),
      sql`, `,
    )})
      and indexname not in (select conname from pg_constraint)`);
  const indexes = (found as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  for (const { indexname } of indexes) await db.execute(sql.raw(`drop index ${indexname}`));
  await load();
  await db.execute(sql`set maintenance_work_mem = '512MB'`);
  for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef));
  for (const table of tables) await db.execute(sql.raw(`vacuum analyze ${table}`));
}
