import { marketFromHost, UserContextQuerySchema, UserDetailsSchema } from '@partner-insights/contracts';
import { Hono } from 'hono';
import { validateQuery } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { SignedInEnv } from './session-gate';
import type { UserContextService } from './user-context-service';
import { answers } from '../../platform/openapi/answer-schemas';

export interface IdentityRoutesOptions {
  readonly userContext: UserContextService;
  readonly guard: Guard;
}

export function identityRoutes({ userContext, guard }: IdentityRoutesOptions): Hono<SignedInEnv> {
  return new Hono<SignedInEnv>().get(
    '/v1/identity/user-context',
    guard({ access: 'signedIn' }),
    answers(UserDetailsSchema),
    validateQuery(UserContextQuerySchema),
    async (c) => {
      const details = await userContext.userDetails(c.var.user, {
        market: marketFromHost(c.req.header('host') ?? ''),
        includePermissions: c.req.valid('query').permissions === 'true',
        companyId: c.var.actor.companyId,
      });
      return c.json(details, 200);
    },
  );
}
