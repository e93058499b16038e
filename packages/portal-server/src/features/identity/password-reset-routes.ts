import {
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  PASSWORD_RESET_THROTTLED_MESSAGE,
  PasswordResetLinkRequestSchema,
  PasswordResetSchema,
} from '@partner-insights/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestClient } from '../../platform/http/client';
import { errorResponse } from '../../platform/http/error-envelope';
import { requireJson } from '../../platform/http/require-json';
import { validateJson } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { PasswordResetService } from './password-reset-service';
import { portalOrigin } from './portal-origin';
import { answersNothing, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

/** Far above any real email, token and password. */
const MAX_BODY_BYTES = 4 * 1024;

/** Answered to a request whose Host the portal does not answer on: no link is built from it. */
export const UNKNOWN_PORTAL_HOST_MESSAGE = 'This portal does not answer on this host name.';

export interface PasswordResetRoutesOptions {
  readonly passwordReset: PasswordResetService;
  readonly trustProxy: boolean;
  /** Host names links in emails may point at; empty: the loopback names of local runs. */
  readonly portalHosts: readonly string[];
  readonly guard: Guard;
}

/**
 * The spec's "GET pwd-reset-link" (administration-and-content §7), as POSTs: asking for a link and using it both
 * change data. Public, and they never read the session: whoever forgot their password is signed out.
 */
export function passwordResetRoutes({ passwordReset, trustProxy, portalHosts, guard }: PasswordResetRoutesOptions) {
  return new Hono()
    .post(
      '/pwd-reset-link',
      guard({ access: 'public' }),
      answersNothing(202, {
        errors: { ...JSON_BODY_ERRORS, 400: UNKNOWN_PORTAL_HOST_MESSAGE, 429: PASSWORD_RESET_THROTTLED_MESSAGE },
      }),
      requireJson,
      bodyLimit({ maxSize: MAX_BODY_BYTES }),
      validateJson(PasswordResetLinkRequestSchema),
      async (c) => {
        const origin = portalOrigin(c, trustProxy, portalHosts);
        if (!origin) return errorResponse(c, 400, UNKNOWN_PORTAL_HOST_MESSAGE);
        const result = await passwordReset.requestLink(c.req.valid('json').email, requestClient(c, trustProxy), origin);
        if (result.outcome === 'throttled') {
          c.header('Retry-After', String(result.retryAfterSeconds));
          return errorResponse(c, 429, PASSWORD_RESET_THROTTLED_MESSAGE);
        }
        // The same answer whether or not an account has the address.
        return c.body(null, 202);
      },
    )
    .post(
      '/pwd-reset',
      guard({ access: 'public' }),
      answersNothing(204, { errors: { ...JSON_BODY_ERRORS, 400: PASSWORD_RESET_LINK_INVALID_MESSAGE } }),
      requireJson,
      bodyLimit({ maxSize: MAX_BODY_BYTES }),
      validateJson(PasswordResetSchema),
      async (c) => {
        const result = await passwordReset.reset(c.req.valid('json'), requestClient(c, trustProxy).address);
        return result === 'reset' ? c.body(null, 204) : errorResponse(c, 400, PASSWORD_RESET_LINK_INVALID_MESSAGE);
      },
    );
}
