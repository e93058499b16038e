import {
  AccessReviewCampaignListQuerySchema,
  AccessReviewCampaignListSchema,
  accessReviewEvidenceFileName,
  CampaignCompanyListQuerySchema,
  CampaignCompanyListSchema,
  OpenAccessReviewCampaignSchema,
  OpenedCampaignSchema,
  type Permission,
} from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { Db } from '../../platform/db/database';
import { errorResponse } from '../../platform/http/error-envelope';
import { requestLocale } from '../../platform/http/request-site';
import { requireJson } from '../../platform/http/require-json';
import { validateJson, validateQuery } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { SignedInPolicy } from '../../platform/policy/route-policy';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../platform/spreadsheets/xlsx-stream';
import type { SignedInEnv } from '../identity';
import { accessReviewCampaigns } from './access-review-campaigns.schema';
import { campaignEvidence } from './campaign-evidence';
import type { CampaignService, OpenCampaignOutcome } from './campaign-service';
import { answers, answersMedia, failuresOf, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

/** A due date and 500 company ids. */
const MAX_OPEN_BODY_BYTES = 32 * 1024;

export const PAST_DUE_DATE_MESSAGE = 'Choose a due date from today on';
export const UNKNOWN_COMPANIES_MESSAGE = 'Some of the chosen companies do not exist or are not active';
export const NO_COMPANIES_MESSAGE = 'There is no active company to review';
export const NO_SUCH_CAMPAIGN_MESSAGE = 'There is no such access review';

/** Super admins (spectators read too, as the guard refuses them every write); no company admin. */
const SUPER_ADMINS: SignedInPolicy = {
  access: 'signedIn',
  permission: { action: 'LIST', resource: 'COMPANY' } satisfies Permission,
};

const CampaignIdSchema = v.pipe(v.string(), v.uuid());

const refusals: Readonly<Record<Exclude<OpenCampaignOutcome['outcome'], 'opened'>, [404 | 409 | 422, string]>> = {
  pastDueDate: [422, PAST_DUE_DATE_MESSAGE],
  unknownCompanies: [404, UNKNOWN_COMPANIES_MESSAGE],
  noCompanies: [409, NO_COMPANIES_MESSAGE],
};

export interface CampaignRoutesOptions {
  readonly db: Db;
  readonly campaigns: CampaignService;
  readonly guard: Guard;
}

/** Access review campaigns: a super admin opens them, follows each company's progress, and exports the evidence. */
export function campaignRoutes({ db, campaigns, guard }: CampaignRoutesOptions): Hono<SignedInEnv> {
  return new Hono<SignedInEnv>()
    .get(
      '/access-review-campaigns',
      guard(SUPER_ADMINS),
      answers(AccessReviewCampaignListSchema),
      validateQuery(AccessReviewCampaignListQuerySchema),
      async (c) => c.json(await campaigns.list(c.req.valid('query')), 200),
    )
    .post(
      '/access-review-campaigns',
      guard(SUPER_ADMINS),
      answers(OpenedCampaignSchema, { status: 201, errors: { ...JSON_BODY_ERRORS, ...failuresOf(refusals) } }),
      requireJson,
      bodyLimit({ maxSize: MAX_OPEN_BODY_BYTES }),
      validateJson(OpenAccessReviewCampaignSchema),
      async (c) => {
        const opened = await campaigns.open(c.req.valid('json'), c.var.actor);
        if (opened.outcome === 'opened') return c.json({ id: opened.campaignId }, 201);
        const [status, message] = refusals[opened.outcome];
        return errorResponse(c, status, message);
      },
    )
    .get(
      '/access-review-campaigns/:campaignId/companies',
      guard(SUPER_ADMINS),
      answers(CampaignCompanyListSchema, { errors: { 404: NO_SUCH_CAMPAIGN_MESSAGE } }),
      validateQuery(CampaignCompanyListQuerySchema),
      async (c) => {
        const campaignId = c.req.param('campaignId');
        const found = v.is(CampaignIdSchema, campaignId)
          ? await campaigns.companies(campaignId, c.req.valid('query'))
          : undefined;
        return found ? c.json(found, 200) : errorResponse(c, 404, NO_SUCH_CAMPAIGN_MESSAGE);
      },
    )
    .get(
      '/access-review-campaigns/:campaignId/evidence',
      guard(SUPER_ADMINS),
      answersMedia(XLSX_CONTENT_TYPE, 'The campaign’s evidence: every company’s review and decisions.', {
        errors: { 404: NO_SUCH_CAMPAIGN_MESSAGE },
      }),
      async (c) => {
        const campaignId = c.req.param('campaignId');
        const [campaign] = v.is(CampaignIdSchema, campaignId)
          ? await db.select().from(accessReviewCampaigns).where(eq(accessReviewCampaigns.id, campaignId))
          : [];
        if (!campaign) return errorResponse(c, 404, NO_SUCH_CAMPAIGN_MESSAGE);
        return c.body(xlsxStream(campaignEvidence(db, campaign.id, requestLocale(c))), 200, {
          'Content-Type': XLSX_CONTENT_TYPE,
          'Content-Disposition': `attachment; filename="${accessReviewEvidenceFileName(campaign.dueDate)}"`,
        });
      },
    );
}
