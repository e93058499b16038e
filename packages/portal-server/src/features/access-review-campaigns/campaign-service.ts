import type {
  AccessReviewCampaignList,
  AccessReviewCampaignListQuery,
  CampaignCompanyList,
  CampaignCompanyListQuery,
  CampaignCompanySortField,
  OpenAccessReviewCampaign,
} from '@partner-insights/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Actor, AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { containing } from '../../platform/db/like-pattern';
import type { JobQueue } from '../../platform/jobs';
import { accessAudits, accessReviewDecisions, startOfDayAfter, utcDayOf } from '../access-review';
import { companies } from '../identity';
import { accessReviewCampaigns } from './access-review-campaigns.schema';
import { insertCampaign } from './insert-campaign';

export type OpenCampaignOutcome =
  | { readonly outcome: 'opened'; readonly campaignId: string }
  | { readonly outcome: 'pastDueDate' | 'unknownCompanies' | 'noCompanies' };

export interface CampaignService {
  open(request: OpenAccessReviewCampaign, actor: Actor): Promise<OpenCampaignOutcome>;
  list(query: AccessReviewCampaignListQuery): Promise<AccessReviewCampaignList>;
  /** A page of the campaign's companies and where each is; undefined for no such campaign. */
  companies(campaignId: string, query: CampaignCompanyListQuery): Promise<CampaignCompanyList | undefined>;
}

export interface CampaignSettings {
  /** When set, a campaign's deadline comes this many seconds after it opens instead of at the end of its due date. */
  readonly deadlineSeconds?: number;
}

/** Each company's status in a campaign, as the list sorts it. */
export const campaignCompanyStatus = sql<
  'OPEN' | 'COMPLETED' | 'BLOCKED'
>`case when ${accessAudits.completedAt} is not null then 'COMPLETED' when ${accessAudits.blockedAt} is not null then 'BLOCKED' else 'OPEN' end`;

const decisionCount = (decision: 'KEEP' | 'REMOVE') =>
  sql<number>`(select count(*)::int from ${accessReviewDecisions} where ${accessReviewDecisions.auditId} = ${accessAudits.id} and ${accessReviewDecisions.decision} = ${decision})`;

const COMPANY_SORT: Readonly<Record<CampaignCompanySortField, SQL>> = {
  companyName: sql`lower(${companies.name})`,
  status: campaignCompanyStatus,
  completedAt: sql`${accessAudits.completedAt}`,
};

export function createCampaignService(
  db: Db,
  clock: Clock,
  audit: AuditTrail,
  jobs: JobQueue,
  { deadlineSeconds }: CampaignSettings,
): CampaignService {
  const companyIdsFor = async ({ allCompanies, companyIds }: OpenAccessReviewCampaign) => {
    // Every supplier and agency; the retailer itself (no account type) reviews its associates otherwise.
    const active = and(eq(companies.status, 'ACTIVE'), isNotNull(companies.accountType));
    const found = await db
      .select({ id: companies.id })
      .from(companies)
      .where(allCompanies ? active : and(active, inArray(companies.id, companyIds)));
    return found.map(({ id }) => id);
  };

  return {
    async open(request, actor) {
      const now = clock();
      if (request.dueDate < utcDayOf(now)) return { outcome: 'pastDueDate' };
      const companyIds = await companyIdsFor(request);
      if (!request.allCompanies && companyIds.length !== request.companyIds.length)
        return { outcome: 'unknownCompanies' };
      if (companyIds.length === 0) return { outcome: 'noCompanies' };
      const deadlineAt =
        deadlineSeconds === undefined
          ? startOfDayAfter(request.dueDate)
          : new Date(now.getTime() + deadlineSeconds * 1000);
      return db.transaction(async (tx) => {
        const campaignId = await insertCampaign(tx, jobs, now, {
          dueDate: request.dueDate,
          deadlineAt,
          companyIds,
          createdBy: actor.loginId,
        });
        await audit.record(tx, actor, {
          event: 'ACCESS_REVIEW_CAMPAIGN_OPENED',
          entityId: campaignId,
          details: { dueDate: request.dueDate, companies: companyIds.length, allCompanies: request.allCompanies },
          companyId: null,
        });
        return { outcome: 'opened', campaignId };
      });
    },

    async list({ page, pageSize, sortBy, sortOrder }) {
      const direction = sortOrder === 'ASC' ? asc : desc;
      const sortColumn = sortBy === 'dueDate' ? accessReviewCampaigns.dueDate : accessReviewCampaigns.createdAt;
      const [rows, total] = await Promise.all([
        db
          .select({
            campaign: accessReviewCampaigns,
            companies: count(accessAudits.id),
            completed: count(accessAudits.completedAt),
            blocked: count(accessAudits.blockedAt),
          })
          .from(accessReviewCampaigns)
          .leftJoin(accessAudits, eq(accessAudits.campaignId, accessReviewCampaigns.id))
          .groupBy(accessReviewCampaigns.id)
          .orderBy(direction(sortColumn), asc(accessReviewCampaigns.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.$count(accessReviewCampaigns),
      ]);
      return {
        items: rows.map(({ campaign, ...counts }) => ({
          id: campaign.id,
          dueDate: campaign.dueDate,
          deadlineAt: campaign.deadlineAt.toISOString(),
          createdAt: campaign.createdAt.toISOString(),
          createdBy: campaign.createdBy,
          closedAt: campaign.closedAt?.toISOString() ?? null,
          ...counts,
        })),
        page,
        pageSize,
        total,
      };
    },

    async companies(campaignId, { search, page, pageSize, sortBy, sortOrder }) {
      const exists = await db.$count(accessReviewCampaigns, eq(accessReviewCampaigns.id, campaignId));
      if (exists === 0) return undefined;
      const where = and(
        eq(accessAudits.campaignId, campaignId),
        search === '' ? undefined : ilike(companies.name, containing(search)),
      );
      const direction = sortOrder === 'ASC' ? asc : desc;
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            companyId: companies.id,
            companyName: companies.name,
            status: campaignCompanyStatus,
            completedAt: accessAudits.completedAt,
            completedBy: accessAudits.completedBy,
            kept: decisionCount('KEEP'),
            removed: decisionCount('REMOVE'),
          })
          .from(accessAudits)
          .innerJoin(companies, eq(companies.id, accessAudits.companyId))
          .where(where)
          .orderBy(direction(COMPANY_SORT[sortBy]), asc(companies.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: count() })
          .from(accessAudits)
          .innerJoin(companies, eq(companies.id, accessAudits.companyId))
          .where(where),
      ]);
      return {
        items: rows.map((row) => ({ ...row, completedAt: row.completedAt?.toISOString() ?? null })),
        page,
        pageSize,
        total: counted?.total ?? 0,
      };
    },
  };
}
