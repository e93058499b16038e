import type { DbTransaction } from '../database';

/** A part of the seed data: inserted when `applies` finds the database without it. */
export interface SeedPart {
  applies(tx: DbTransaction): Promise<boolean>;
  insert(tx: DbTransaction): Promise<void>;
}
