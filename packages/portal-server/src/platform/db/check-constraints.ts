import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Value sets are text columns with check constraints rather than pgEnum types: changing a check constraint
// is an ordinary transactional drop/add, whereas `ALTER TYPE ... ADD VALUE` cannot be used in the same
// transaction that adds it (drizzle runs each migration in one) and enum values can never be removed.
// The `enum` option still gives every column its literal union type in TypeScript.

/** `column IN ('A', 'B')` with the values inlined: check constraints cannot take bind parameters. */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}
