import { ProfileUpdateSchema, UserDetailsSchema } from '@partner-insights/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestSite } from '../../platform/http/request-site';
import { requireJson } from '../../platform/http/require-json';
import { validateJson } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import { allowOnly, type SignedInEnv, type UserContextService } from '../identity';
import { isActingCompany, UPDATE_OWN_SETTINGS } from './own-account';
import type { ProfileService } from './profile-service';
import { answers, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

/** Far above two names and a phone number. */
const ACTING_COMPANY_ONLY_MESSAGE = 'You can only change your own profile, under the company you act for';
const MAX_PROFILE_BODY_BYTES = 2 * 1024;

export interface ProfileRoutesOptions {
  readonly profiles: ProfileService;
  readonly userContext: UserContextService;
  /** Enforces each route's policy; a signed-in one puts the user on the context. */
  readonly guard: Guard;
}

/** The signed-in user's own name and phone number. */
export function profileRoutes({ profiles, userContext, guard }: ProfileRoutesOptions): Hono<SignedInEnv> {
  return new Hono<SignedInEnv>().put(
    '/companies/:companyId/users/profile',
    guard({ access: 'company', param: 'companyId', permission: UPDATE_OWN_SETTINGS }),
    answers(UserDetailsSchema, { errors: { ...JSON_BODY_ERRORS, 403: ACTING_COMPANY_ONLY_MESSAGE } }),
    requireJson,
    allowOnly((c) => isActingCompany(c.var.actor, c.req.param('companyId') ?? ''), ACTING_COMPANY_ONLY_MESSAGE),
    bodyLimit({ maxSize: MAX_PROFILE_BODY_BYTES }),
    validateJson(ProfileUpdateSchema),
    async (c) => {
      const updated = await profiles.update(c.var.user, c.var.actor, c.req.valid('json'));
      // The same details user-context answers, so the app can take them as they are.
      return c.json(
        await userContext.userDetails(updated, {
          market: requestSite(c).market,
          includePermissions: true,
          companyId: c.var.actor.companyId,
        }),
        200,
      );
    },
  );
}
