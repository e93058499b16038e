import * as v from 'valibot';
import { adminListQuery, adminPage, IsoDateSchema } from './admin-paging';

/** Most companies one campaign names one by one; "all companies" has no limit. */
export const MAX_CAMPAIGN_COMPANIES = 500;

/** Days before a campaign's deadline on which the admins who have not completed it are reminded. */
export const ACCESS_REVIEW_REMINDER_DAYS = [7, 1] as const;

/** Body of POST access-review-campaigns: the due date, and every company or the chosen ones. */
export const OpenAccessReviewCampaignSchema = v.pipe(
  v.object({
    dueDate: IsoDateSchema,
    allCompanies: v.boolean(),
    companyIds: v.pipe(
      v.array(v.pipe(v.string(), v.uuid())),
      v.maxLength(MAX_CAMPAIGN_COMPANIES, `Choose at most ${MAX_CAMPAIGN_COMPANIES} companies`),
      v.checkItems((item, index, items) => items.indexOf(item) === index, 'Choose each company once'),
    ),
  }),
  v.check(({ allCompanies, companyIds }) => allCompanies || companyIds.length > 0, 'Choose at least one company'),
);
export type OpenAccessReviewCampaign = v.InferOutput<typeof OpenAccessReviewCampaignSchema>;

/** One access review campaign and how far its companies are. */
export const AccessReviewCampaignSchema = v.object({
  id: v.string(),
  dueDate: IsoDateSchema,
  /** When companies that have not completed it lose access: the end of the due date, or sooner by setting. */
  deadlineAt: v.pipe(v.string(), v.isoTimestamp()),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  createdBy: v.string(),
  /** When the deadline was applied; null while the campaign runs. */
  closedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  companies: v.pipe(v.number(), v.integer(), v.minValue(0)),
  completed: v.pipe(v.number(), v.integer(), v.minValue(0)),
  blocked: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type AccessReviewCampaign = v.InferOutput<typeof AccessReviewCampaignSchema>;

export const ACCESS_REVIEW_CAMPAIGN_SORT_FIELDS = ['createdAt', 'dueDate'] as const;
export const AccessReviewCampaignListQuerySchema = v.object(adminListQuery(ACCESS_REVIEW_CAMPAIGN_SORT_FIELDS));
export type AccessReviewCampaignListQuery = v.InferOutput<typeof AccessReviewCampaignListQuerySchema>;
export const AccessReviewCampaignListSchema = adminPage(AccessReviewCampaignSchema);
export type AccessReviewCampaignList = v.InferOutput<typeof AccessReviewCampaignListSchema>;

/** Answer of POST access-review-campaigns: the opened campaign's id. */
export const OpenedCampaignSchema = v.object({ id: v.string() });
export type OpenedCampaign = v.InferOutput<typeof OpenedCampaignSchema>;

/** Where one company is in a campaign. */
export const CAMPAIGN_COMPANY_STATUSES = ['OPEN', 'COMPLETED', 'BLOCKED'] as const;
export type CampaignCompanyStatus = (typeof CAMPAIGN_COMPANY_STATUSES)[number];

/** One company's progress in a campaign. */
export const CampaignCompanyRowSchema = v.object({
  companyId: v.string(),
  companyName: v.string(),
  status: v.picklist(CAMPAIGN_COMPANY_STATUSES),
  completedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  completedBy: v.nullable(v.string()),
  kept: v.pipe(v.number(), v.integer(), v.minValue(0)),
  removed: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type CampaignCompanyRow = v.InferOutput<typeof CampaignCompanyRowSchema>;

export const CAMPAIGN_COMPANY_SORT_FIELDS = ['companyName', 'status', 'completedAt'] as const;
export type CampaignCompanySortField = (typeof CAMPAIGN_COMPANY_SORT_FIELDS)[number];
export const CampaignCompanyListQuerySchema = v.object(adminListQuery(CAMPAIGN_COMPANY_SORT_FIELDS));
export type CampaignCompanyListQuery = v.InferOutput<typeof CampaignCompanyListQuerySchema>;
export const CampaignCompanyListSchema = adminPage(CampaignCompanyRowSchema);
export type CampaignCompanyList = v.InferOutput<typeof CampaignCompanyListSchema>;

/** The evidence of a campaign as a spreadsheet. */
export const accessReviewEvidenceFileName = (dueDate: string): string => `access-review-${dueDate}.xlsx`;
