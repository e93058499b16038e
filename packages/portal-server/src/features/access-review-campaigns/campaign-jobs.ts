import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import * as v from 'valibot';
import { SYSTEM_ACTOR, type AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { DbTransaction } from '../../platform/db/database';
import type { JobHandler, JobKind } from '../../platform/jobs';
import type { Outbox } from '../../platform/mail';
import { accessAudits, blockUsers } from '../access-review';
import { companies, users } from '../identity';
import { accessReviewCampaigns } from './access-review-campaigns.schema';
import { accessReviewMail } from './campaign-mail';

type CampaignMailPayload = { readonly campaignId: string; readonly daysBefore: number | null };
type CampaignDeadlinePayload = { readonly campaignId: string };

/** Mails the admins of every company of a campaign that has not completed it: when it opens, then as reminders. */
export const campaignMailJob: JobKind<CampaignMailPayload, { readonly mailed: number }> = {
  name: 'access-review-campaign.mail',
  payload: v.object({
    campaignId: v.pipe(v.string(), v.uuid()),
    daysBefore: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  result: v.object({ mailed: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
};

/** Applies a campaign's deadline: the users of the companies that did not complete it lose access. */
export const campaignDeadlineJob: JobKind<CampaignDeadlinePayload, { readonly blockedCompanies: number }> = {
  name: 'access-review-campaign.deadline',
  payload: v.object({ campaignId: v.pipe(v.string(), v.uuid()) }),
  result: v.object({ blockedCompanies: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
};

const openAuditsOf = (campaignId: string) =>
  and(eq(accessAudits.campaignId, campaignId), isNull(accessAudits.completedAt), isNull(accessAudits.blockedAt));

/**
 * Mails each active admin of the campaign's open companies in their language. A reminder goes only to companies
 * not yet reminded this close to the deadline, and records it, so a repeated run mails no one twice.
 */
export function campaignMailHandler(outbox: Outbox): JobHandler<CampaignMailPayload, { readonly mailed: number }> {
  return ({ payload: { campaignId, daysBefore }, complete }) =>
    complete(async (tx) => {
      const columns = { companyId: accessAudits.companyId, dueDate: accessAudits.dueDate };
      const due =
        daysBefore === null
          ? await tx.select(columns).from(accessAudits).where(openAuditsOf(campaignId))
          : await tx
              .update(accessAudits)
              .set({ remindedDaysBefore: daysBefore })
              .where(
                and(
                  openAuditsOf(campaignId),
                  or(isNull(accessAudits.remindedDaysBefore), gt(accessAudits.remindedDaysBefore, daysBefore)),
                ),
              )
              .returning(columns);
      let mailed = 0;
      for (const { companyId, dueDate } of due) mailed += await mailAdmins(tx, outbox, companyId, dueDate, daysBefore);
      return { mailed };
    });
}

async function mailAdmins(
  tx: DbTransaction,
  outbox: Outbox,
  companyId: string,
  dueDate: string,
  daysLeft: number | null,
): Promise<number> {
  const admins = await tx
    .select({ email: users.email, firstName: users.firstName, locale: users.languageCode, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), eq(users.role, 'SUPPLIER_ADMIN'), eq(users.status, 'ACTIVE')));
  for (const { email, firstName, locale, companyName } of admins) {
    await outbox.enqueue(tx, {
      to: { address: email, locale },
      template: accessReviewMail,
      params: { firstName, companyName, dueDate, daysLeft },
    });
  }
  return admins.length;
}

/**
 * Blocks every active user but the admins of each company of the campaign that has not completed it, records that
 * for each company with the portal as the actor, and closes the campaign; a closed campaign is left as it is.
 */
export function campaignDeadlineHandler(
  clock: Clock,
  audit: AuditTrail,
): JobHandler<CampaignDeadlinePayload, { readonly blockedCompanies: number }> {
  return ({ payload: { campaignId }, complete }) =>
    complete(async (tx) => {
      const now = clock();
      const [closing] = await tx
        .update(accessReviewCampaigns)
        .set({ closedAt: now })
        .where(and(eq(accessReviewCampaigns.id, campaignId), isNull(accessReviewCampaigns.closedAt)))
        .returning();
      if (!closing) return { blockedCompanies: 0 };
      const lapsed = await tx
        .update(accessAudits)
        .set({ blockedAt: now })
        .where(openAuditsOf(campaignId))
        .returning({ id: accessAudits.id, companyId: accessAudits.companyId });
      for (const { id, companyId } of lapsed) {
        const blocked = await blockUsers(tx, and(eq(users.companyId, companyId), ne(users.role, 'SUPPLIER_ADMIN')), {
          reason: `User access audit due ${closing.dueDate} was not completed`,
          blockedBy: SYSTEM_ACTOR.loginId,
          at: now,
        });
        await audit.record(tx, SYSTEM_ACTOR, {
          event: 'ACCESS_REVIEW_DEADLINE_PASSED',
          entityId: id,
          details: { dueDate: closing.dueDate, blocked: blocked.length, users: blocked.join(', ') },
          companyId,
        });
      }
      return { blockedCompanies: lapsed.length };
    });
}
