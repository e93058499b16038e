import type { Health } from '@partner-insights/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';

export type DatabaseHealth = Health['database'];

export interface HealthService {
  /** Whether the database answers a trivial query in time. */
  checkDatabase(): Promise<DatabaseHealth>;
}

/** A probe must answer even when the database hangs (unreachable server, stuck connection). */
const DATABASE_CHECK_TIMEOUT_MS = 5_000;

/** drizzle wraps driver errors in "Failed query: ..."; the driver's own message says what went wrong. */
function describeFailure(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

export function createHealthService(db: Db): HealthService {
  return {
    async checkDatabase() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${DATABASE_CHECK_TIMEOUT_MS} ms`)),
          DATABASE_CHECK_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([db.execute(sql`select 1`), timeout]);
        return 'up';
      } catch (error) {
        console.warn(`Health check: the database is down (${describeFailure(error)})`);
        return 'down';
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
