import {
  AccessReviewDecisionSchema,
  AccessReviewUserListQuerySchema,
  AccessReviewUserListSchema,
} from '@partner-insights/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { errorResponse } from '../../platform/http/error-envelope';
import { requireJson } from '../../platform/http/require-json';
import { validateJson, validateQuery } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { SignedInEnv } from '../identity';
import { ACCESS_AUDIT_COMPLETED_MESSAGE, NO_ACCESS_AUDIT_MESSAGE } from './access-audit-routes';
import type { AccessReviewDecisionOutcome, AccessReviewUsersService } from './access-review-users-service';
import { companyUsersPolicy } from './user-policies';
import { answers, answersNothing, failuresOf, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

/** One decision. */
const MAX_DECISION_BODY_BYTES = 256;

export const NO_SUCH_COMPANY_USER_MESSAGE = 'This company has no such user';
export const OWN_ACCESS_MESSAGE = 'You cannot remove your own access';

const UserIdSchema = v.pipe(v.string(), v.uuid());

const path = '/companies/:companyId/access-audit/users';

const refusals: Readonly<Record<Exclude<AccessReviewDecisionOutcome['outcome'], 'decided'>, [404 | 409, string]>> = {
  noAudit: [404, NO_ACCESS_AUDIT_MESSAGE],
  closed: [409, ACCESS_AUDIT_COMPLETED_MESSAGE],
  noSuchUser: [404, NO_SUCH_COMPANY_USER_MESSAGE],
  ownAccess: [409, OWN_ACCESS_MESSAGE],
};

export interface AccessReviewUsersRoutesOptions {
  readonly reviews: AccessReviewUsersService;
  readonly guard: Guard;
}

/** The review page of a company's access audit: every user, and the admins' keep or remove for each. */
export function accessReviewUsersRoutes({ reviews, guard }: AccessReviewUsersRoutesOptions): Hono<SignedInEnv> {
  return new Hono<SignedInEnv>()
    .get(
      path,
      guard(companyUsersPolicy('companyId', 'LIST')),
      answers(AccessReviewUserListSchema, { errors: { 404: NO_ACCESS_AUDIT_MESSAGE } }),
      validateQuery(AccessReviewUserListQuerySchema),
      async (c) => {
        const found = await reviews.page(c.req.param('companyId'), c.req.valid('query'));
        return found ? c.json(found, 200) : errorResponse(c, 404, NO_ACCESS_AUDIT_MESSAGE);
      },
    )
    .put(
      `${path}/:userId`,
      guard(companyUsersPolicy('companyId', 'UPDATE')),
      answersNothing(204, { errors: { ...JSON_BODY_ERRORS, ...failuresOf(refusals) } }),
      requireJson,
      bodyLimit({ maxSize: MAX_DECISION_BODY_BYTES }),
      validateJson(AccessReviewDecisionSchema),
      async (c) => {
        const userId = c.req.param('userId');
        if (!v.is(UserIdSchema, userId)) return errorResponse(c, 404, NO_SUCH_COMPANY_USER_MESSAGE);
        const companyId = c.req.param('companyId');
        const decided = await reviews.decide(companyId, userId, c.req.valid('json').decision, c.var.actor);
        if (decided.outcome === 'decided') return c.body(null, 204);
        const [status, message] = refusals[decided.outcome];
        return errorResponse(c, status, message);
      },
    );
}
