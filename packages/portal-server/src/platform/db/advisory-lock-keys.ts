// Keys of the PostgreSQL advisory locks this server takes, kept together so that they never collide.
// They matter when several servers share one PostgreSQL and start at the same time.

/** Held while migrations run. */
export const MIGRATIONS_LOCK_KEY = 7_301_001;

/** Held by the transaction that seeds the reference and demo data. */
export const SEED_LOCK_KEY = 7_301_002;

/** Held while a starting server checks for and queues the activity log's retention run. */
export const ACTIVITY_LOG_RETENTION_LOCK_KEY = 7_301_003;
