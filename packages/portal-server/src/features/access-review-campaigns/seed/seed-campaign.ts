import { and, eq, inArray } from 'drizzle-orm';
import { systemClock } from '../../../platform/clock';
import type { DbTransaction } from '../../../platform/db/database';
import { hasDemoAccounts } from '../../../platform/db/seed/seed-demo-data';
import type { SeedPart } from '../../../platform/db/seed/seed-part';
import { createJobQueue } from '../../../platform/jobs';
import { startOfDayAfter, utcDayOf } from '../../access-review';
import { generatedCompany } from '../../companies';
import { companies } from '../../identity';
import { accessReviewCampaigns } from '../access-review-campaigns.schema';
import { insertCampaign } from '../insert-campaign';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days after seeding the demo campaign is due. */
const DEMO_DUE_IN_DAYS = 30;
/** Generated companies under review beside the demo ones: enough for its progress to page. */
const GENERATED_COMPANIES_UNDER_REVIEW = 30;

/** The demo companies whose admins find the review's banner and page. */
export const DEMO_REVIEWED_COMPANIES = ['Acme Foods', 'Nopal Foods'] as const;

async function insertDemoCampaign(tx: DbTransaction): Promise<void> {
  const now = systemClock();
  const names = [
    ...DEMO_REVIEWED_COMPANIES,
    ...Array.from({ length: GENERATED_COMPANIES_UNDER_REVIEW }, (_, n) => generatedCompany(n).name),
  ];
  const reviewed = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.name, names), eq(companies.status, 'ACTIVE')))
    .orderBy(companies.name);
  const dueDate = utcDayOf(new Date(now.getTime() + DEMO_DUE_IN_DAYS * DAY_MS));
  await insertCampaign(tx, createJobQueue(systemClock), now, {
    dueDate,
    deadlineAt: startOfDayAfter(dueDate),
    companyIds: reviewed.map(({ id }) => id),
    createdBy: 'dwhitfield',
  });
}

/** One open access review campaign, run after the demo accounts and the generated companies. */
export const accessReviewCampaignDemoParts: readonly SeedPart[] = [
  {
    applies: async (tx) => (await hasDemoAccounts(tx)) && (await tx.$count(accessReviewCampaigns)) === 0,
    insert: insertDemoCampaign,
  },
];
