import { marketFromHost, UserContextQuerySchema } from '@partner-insights/contracts';
import { Hono, type MiddlewareHandler } from 'hono';
import { validateQuery } from '../../platform/http/validate-request';
import type { SignedInEnv } from './require-session';
import type { UserContextService } from './user-context-service';

export interface IdentityRoutesOptions {
  readonly userContext: UserContextService;
  /** requireSession, which puts the user on the context. */
  readonly signedIn: MiddlewareHandler<SignedInEnv>;
}

export function identityRoutes({ userContext, signedIn }: IdentityRoutesOptions): Hono<SignedInEnv> {
  return new Hono<SignedInEnv>().get(
    '/v1/identity/user-context',
    signedIn,
    validateQuery(UserContextQuerySchema),
    async (c) => {
      const details = await userContext.userDetails(c.var.user, {
        market: marketFromHost(c.req.header('host') ?? ''),
        includePermissions: c.req.valid('query').permissions === 'true',
      });
      return c.json(details, 200);
    },
  );
}
