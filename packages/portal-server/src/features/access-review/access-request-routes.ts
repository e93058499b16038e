import {
  AccessApprovalsResultSchema,
  AccessApprovalsSchema,
  AccessRequestListQuerySchema,
  AccessRequestListSchema,
} from '@partner-insights/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from '../../platform/http/error-envelope';
import { requestLocale } from '../../platform/http/request-site';
import { requireJson } from '../../platform/http/require-json';
import { validateJson, validateQuery } from '../../platform/http/validate-request';
import { NOT_YOUR_COMPANY_MESSAGE, type Guard } from '../../platform/policy/guard';
import type { SignedInEnv } from '../identity';
import { portalOrigin } from '../identity/portal-origin';
import type { AccessDecisionService } from './access-decision-service';
import type { AccessRequestListService } from './access-request-list-service';
import { companyUsersPolicy } from './user-policies';
import { answers, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

/** Far above the most decisions a batch may hold, each with the longest note. */
const MAX_APPROVALS_BODY_BYTES = 256 * 1024;

export const UNKNOWN_REQUESTS_MESSAGE = 'This company has no access request with these ids';
export const ALREADY_DECIDED_MESSAGE = 'These access requests have been decided already';
export const PAST_END_DATE_MESSAGE = 'An end date must be today or later';

const path = '/v1/identity/accounts/:tenantId';

export interface AccessRequestRoutesOptions {
  readonly requests: AccessRequestListService;
  readonly decisions: AccessDecisionService;
  readonly guard: Guard;
  /** For the origin of the links in the requesters' mail. */
  readonly trustProxy: boolean;
  readonly portalHosts: readonly string[];
}

/** Access requests (spec administration-and-content §7): a company's approvers list them and decide them. */
export function accessRequestRoutes({
  requests,
  decisions,
  guard,
  trustProxy,
  portalHosts,
}: AccessRequestRoutesOptions): Hono<SignedInEnv> {
  return new Hono<SignedInEnv>()
    .get(
      `${path}/access-requests`,
      guard(companyUsersPolicy('tenantId', 'LIST')),
      answers(AccessRequestListSchema),
      validateQuery(AccessRequestListQuerySchema),
      async (c) => {
        const companyId = c.req.param('tenantId');
        return c.json(await requests.openRequests(companyId, requestLocale(c), c.req.valid('query')), 200);
      },
    )
    .post(
      `${path}/bulk-access-requests`,
      guard(companyUsersPolicy('tenantId', 'UPDATE')),
      answers(AccessApprovalsResultSchema, {
        errors: {
          ...JSON_BODY_ERRORS,
          400: PAST_END_DATE_MESSAGE,
          403: NOT_YOUR_COMPANY_MESSAGE,
          404: UNKNOWN_REQUESTS_MESSAGE,
          409: ALREADY_DECIDED_MESSAGE,
        },
      }),
      requireJson,
      bodyLimit({ maxSize: MAX_APPROVALS_BODY_BYTES }),
      validateJson(AccessApprovalsSchema),
      async (c) => {
        const companyId = c.req.param('tenantId');
        const { tenantId, approvals } = c.req.valid('json');
        // The policy checked the path's company; the body may not name another.
        if (tenantId !== companyId) return errorResponse(c, 403, NOT_YOUR_COMPANY_MESSAGE);

        const decided = await decisions.decide({
          companyId,
          actor: c.var.actor,
          approvals,
          origin: portalOrigin(c, trustProxy, portalHosts),
        });
        switch (decided.outcome) {
          case 'decided':
            return c.json(decided.result, 200);
          case 'unknownRequests':
            return errorResponse(c, 404, UNKNOWN_REQUESTS_MESSAGE, { ids: decided.ids });
          case 'alreadyDecided':
            return errorResponse(c, 409, ALREADY_DECIDED_MESSAGE, { ids: decided.ids });
          case 'pastEndDate':
            return errorResponse(c, 400, PAST_END_DATE_MESSAGE, { ids: decided.ids });
        }
      },
    );
}
