// The time of the server tests' world, shared by the seeded template and the portals that copy it.

/** Where every test portal's clock starts. */
export const TEST_CLOCK_START = new Date('2026-11-22T09:00:00.000Z');

/** Where the seeded demo history ends: before the portals' clock, so a test's own entries are those from its start. */
export const SEEDED_HISTORY_END = new Date(TEST_CLOCK_START.getTime() - 60 * 60 * 1000);
