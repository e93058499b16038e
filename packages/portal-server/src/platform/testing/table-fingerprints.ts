import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import * as schema from '../db/schema';

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

/** A digest of every row of every table, by table name: equal digests mean no row was added, changed or removed. */
export async function tableFingerprints(db: Db): Promise<Record<string, string | null>> {
  const digests = await Promise.all(
    tables.map(async (table) => {
      const [row] = await db
        .select({ digest: sql<string | null>`md5(string_agg(${table}::text, '|' order by ${table}::text))` })
        .from(table);
      return [getTableName(table), row?.digest ?? null] as const;
    }),
  );
  return Object.fromEntries(digests);
}
