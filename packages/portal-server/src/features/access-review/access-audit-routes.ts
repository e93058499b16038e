import { AccessAuditCompletionSchema, AccessAuditStateSchema } from '@partner-insights/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from '../../platform/http/error-envelope';
import { requireJson } from '../../platform/http/require-json';
import { validateJson } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { SignedInEnv } from '../identity';
import type { AccessAuditService } from './access-audit-service';
import { companyUsersPolicy } from './user-policies';
import { answers, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

/** Three confirmations. */
const MAX_COMPLETION_BODY_BYTES = 1024;

export const NO_ACCESS_AUDIT_MESSAGE = 'This company has no access audit to complete';
export const ACCESS_AUDIT_COMPLETED_MESSAGE = 'This access audit has been completed already';

const path = '/companies/:companyId/access-audit';

export interface AccessAuditRoutesOptions {
  readonly audits: AccessAuditService;
  readonly guard: Guard;
}

/** The access audit prompt (spec portal-shell §3): a company's admins read its audit and complete it. */
export function accessAuditRoutes({ audits, guard }: AccessAuditRoutesOptions): Hono<SignedInEnv> {
  return new Hono<SignedInEnv>()
    .get(path, guard(companyUsersPolicy('companyId', 'LIST')), answers(AccessAuditStateSchema), async (c) =>
      c.json(await audits.current(c.req.param('companyId')), 200),
    )
    .put(
      path,
      guard(companyUsersPolicy('companyId', 'UPDATE')),
      answers(AccessAuditStateSchema, {
        errors: { ...JSON_BODY_ERRORS, 404: NO_ACCESS_AUDIT_MESSAGE, 409: ACCESS_AUDIT_COMPLETED_MESSAGE },
      }),
      requireJson,
      bodyLimit({ maxSize: MAX_COMPLETION_BODY_BYTES }),
      validateJson(AccessAuditCompletionSchema),
      async (c) => {
        const completed = await audits.complete(c.req.param('companyId'), c.var.actor);
        switch (completed.outcome) {
          case 'completed':
            return c.json(completed.state, 200);
          case 'noAudit':
            return errorResponse(c, 404, NO_ACCESS_AUDIT_MESSAGE);
          case 'alreadyCompleted':
            return errorResponse(c, 409, ACCESS_AUDIT_COMPLETED_MESSAGE);
        }
      },
    );
}
