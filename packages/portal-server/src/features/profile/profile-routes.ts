import { ProfileUpdateSchema } from '@partner-insights/contracts';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestSite } from '../../platform/http/request-site';
import { requireJson } from '../../platform/http/require-json';
import { validateJson } from '../../platform/http/validate-request';
import { allowOnly, type SignedInEnv, type UserContextService } from '../identity';
import { canUpdateOwnProfile } from './own-account';
import type { ProfileService } from './profile-service';

/** Far above two names and a phone number. */
const MAX_PROFILE_BODY_BYTES = 2 * 1024;

export interface ProfileRoutesOptions {
  readonly profiles: ProfileService;
  readonly userContext: UserContextService;
  /** requireSession, which puts the user on the context. */
  readonly signedIn: MiddlewareHandler<SignedInEnv>;
}

/** The signed-in user's own name and phone number. */
export function profileRoutes({ profiles, userContext, signedIn }: ProfileRoutesOptions): Hono<SignedInEnv> {
  return new Hono<SignedInEnv>().put(
    '/companies/:companyId/users/profile',
    requireJson,
    signedIn,
    allowOnly(
      (c) => canUpdateOwnProfile(c.var.user, c.req.param('companyId') ?? ''),
      'You can only change your own profile, under your own company',
    ),
    bodyLimit({ maxSize: MAX_PROFILE_BODY_BYTES }),
    validateJson(ProfileUpdateSchema),
    async (c) => {
      const updated = await profiles.update(c.var.user, c.var.actor, c.req.valid('json'));
      // The same details user-context answers, so the app can take them as they are.
      return c.json(
        await userContext.userDetails(updated, { market: requestSite(c).market, includePermissions: true }),
        200,
      );
    },
  );
}
