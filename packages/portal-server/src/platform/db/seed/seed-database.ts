import { sql } from 'drizzle-orm';
import { accessReviewDemoParts } from '../../../features/access-review';
import { activityLogDemoParts } from '../../../features/activity-log';
import { accessReviewCampaignDemoParts } from '../../../features/access-review-campaigns';
import { partnerAssociationDemoParts } from '../../../features/partner-associations';
import { generatedCompaniesPart } from '../../../features/companies';
import { generatedUsersPart } from '../../../features/global-users';
import { defaultContentDir, importContent } from '../../../features/content';
import { SEED_LOCK_KEY } from '../advisory-lock-keys';
import { systemClock, type Clock } from '../../clock';
import type { Db, DbTransaction } from '../database';
import { demoDataParts } from './seed-demo-data';
import type { SeedPart } from './seed-part';
import { referenceDataParts } from './seed-reference-data';

/** What a start added to the database. */
export interface SeedOutcome {
  readonly referenceData: boolean;
  readonly demoData: boolean;
}

/** Inserts the parts that apply, in order; answers whether any did. */
async function seedParts(tx: DbTransaction, parts: readonly SeedPart[]): Promise<boolean> {
  let seeded = false;
  for (const part of parts) {
    if (await part.applies(tx)) {
      await part.insert(tx);
      seeded = true;
    }
  }
  return seeded;
}

/**
 * Seeds, in one transaction, each part of the reference data whose tables are empty, then, when `demoData`,
 * the demo data the same way. A database seeded by an earlier version gets the parts it lacks.
 */
export interface SeedOptions {
  readonly demoData: boolean;
  /** Where the demo's history ends: now, unless a test sets its own time. */
  readonly clock?: Clock;
}

export async function seedDatabase(db: Db, { demoData, clock = systemClock }: SeedOptions): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    // Servers starting together on one PostgreSQL: the later one waits here, then finds the data.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const referenceData = await seedParts(tx, referenceDataParts);
    // The access reviews refer to the demo accounts, the generated users to the generated companies, and the demo
    // access review campaign to both; the demo activity log names the demo companies' users, domains and agencies.
    const demoParts = [
      ...demoDataParts,
      ...accessReviewDemoParts,
      ...partnerAssociationDemoParts,
      generatedCompaniesPart,
      generatedUsersPart,
      ...accessReviewCampaignDemoParts,
      ...activityLogDemoParts(clock),
    ];
    const seededDemoData = demoData && (await seedParts(tx, demoParts));
    // The content folder's files are the source of the knowledge base and the legal pages: every start brings the
    // database in line with them.
    await importContent(tx, defaultContentDir);
    return { referenceData, demoData: seededDemoData };
  });
}
