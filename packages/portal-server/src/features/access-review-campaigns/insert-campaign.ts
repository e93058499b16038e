import { ACCESS_REVIEW_REMINDER_DAYS } from '@partner-insights/contracts';
import type { DbTransaction } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs';
import { accessAudits } from '../access-review';
import { accessReviewCampaigns } from './access-review-campaigns.schema';
import { campaignDeadlineJob, campaignMailJob } from './campaign-jobs';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewCampaign {
  readonly dueDate: string;
  readonly deadlineAt: Date;
  readonly companyIds: readonly string[];
  readonly createdBy: string;
}

/**
 * Stores a campaign with an access audit for each of its companies, which becomes the company's current one, and
 * plans its mail now, its reminders (those still ahead) and its deadline. Answers the campaign's id.
 */
export async function insertCampaign(
  tx: DbTransaction,
  jobs: JobQueue,
  now: Date,
  { dueDate, deadlineAt, companyIds, createdBy }: NewCampaign,
): Promise<string> {
  const [campaign] = await tx
    .insert(accessReviewCampaigns)
    .values({ dueDate, deadlineAt, createdAt: now, createdBy })
    .returning({ id: accessReviewCampaigns.id });
  if (!campaign) throw new Error('The access review campaign was not stored');
  await tx
    .insert(accessAudits)
    .values(companyIds.map((companyId) => ({ companyId, dueDate, createdAt: now, campaignId: campaign.id })));
  await jobs.enqueue(tx, campaignMailJob, { campaignId: campaign.id, daysBefore: null });
  for (const daysBefore of ACCESS_REVIEW_REMINDER_DAYS) {
    const runAt = new Date(deadlineAt.getTime() - daysBefore * DAY_MS);
    if (runAt > now) await jobs.enqueue(tx, campaignMailJob, { campaignId: campaign.id, daysBefore }, { runAt });
  }
  await jobs.enqueue(tx, campaignDeadlineJob, { campaignId: campaign.id }, { runAt: deadlineAt });
  return campaign.id;
}
