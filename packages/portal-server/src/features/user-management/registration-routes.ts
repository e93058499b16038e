import {
  CompleteRegistrationSchema,
  INVITATION_INVALID_MESSAGE,
  InvitationQuerySchema,
  InvitationSchema,
} from '@partner-insights/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestClient } from '../../platform/http/client';
import { errorResponse } from '../../platform/http/error-envelope';
import { requireJson } from '../../platform/http/require-json';
import { validateJson, validateQuery } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { RateLimit, RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { RegistrationService } from './registration-service';
import { answers, answersNothing, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

/** Registrations one client address may attempt: plenty for an office, too few to try passwords or tokens at scale. */
export const REGISTRATIONS_PER_ADDRESS: RateLimit = { limit: 20, windowSeconds: 3600 };

export const REGISTRATION_THROTTLED_MESSAGE = 'Too many registration attempts. Please try again later.';

/** Far above any name, phone, token and password. */
const MAX_BODY_BYTES = 4 * 1024;

const BASIC_REGISTRATION_MESSAGE = 'This invitation is completed through the basic registration';
const STANDARD_REGISTRATION_MESSAGE = 'This invitation is completed through the standard registration';
const WEAK_PASSWORD_MESSAGE = 'Choose another password';

export interface RegistrationRoutesOptions {
  readonly registration: RegistrationService;
  readonly rateLimiter: RateLimiter;
  readonly trustProxy: boolean;
  readonly guard: Guard;
}

/**
 * The invited person's side: reading the invitation and completing registration. Public, since the invitee has no
 * session yet; the link's token is what admits them.
 */
export function registrationRoutes({ registration, rateLimiter, trustProxy, guard }: RegistrationRoutesOptions) {
  const completeRoute = (path: string, basic: boolean) =>
    new Hono().put(
      path,
      guard({ access: 'public' }),
      answersNothing(200, {
        errors: {
          ...JSON_BODY_ERRORS,
          400: [STANDARD_REGISTRATION_MESSAGE, BASIC_REGISTRATION_MESSAGE],
          404: INVITATION_INVALID_MESSAGE,
          422: WEAK_PASSWORD_MESSAGE,
          429: REGISTRATION_THROTTLED_MESSAGE,
        },
      }),
      requireJson,
      bodyLimit({ maxSize: MAX_BODY_BYTES }),
      validateJson(CompleteRegistrationSchema),
      async (c) => {
        const { address } = requestClient(c, trustProxy);
        const verdict = await rateLimiter.charge(
          [{ key: `registration:address:${address}`, rateLimit: REGISTRATIONS_PER_ADDRESS }],
          1,
        );
        if (!verdict.allowed) {
          c.header('Retry-After', String(verdict.retryAfterSeconds));
          return errorResponse(c, 429, REGISTRATION_THROTTLED_MESSAGE);
        }
        const result = await registration.complete(c.req.param('companyId') ?? '', c.req.valid('json'), {
          basic,
          address,
        });
        switch (result.outcome) {
          case 'registered':
            return c.body(null, 200);
          case 'invalid':
            return errorResponse(c, 404, INVITATION_INVALID_MESSAGE);
          case 'wrongRegistration':
            return errorResponse(c, 400, result.basic ? BASIC_REGISTRATION_MESSAGE : STANDARD_REGISTRATION_MESSAGE);
          case 'weakPassword':
            return errorResponse(c, 422, WEAK_PASSWORD_MESSAGE, { password: result.problem });
        }
      },
    );

  return new Hono()
    .get(
      '/registration/invitation',
      guard({ access: 'public' }),
      answers(InvitationSchema, { errors: { 404: INVITATION_INVALID_MESSAGE } }),
      validateQuery(InvitationQuerySchema),
      async (c) => {
        const invitation = await registration.invitation(c.req.valid('query').token);
        return invitation ? c.json(invitation, 200) : errorResponse(c, 404, INVITATION_INVALID_MESSAGE);
      },
    )
    .route('/', completeRoute('/companies/:companyId/users/complete-registration', false))
    .route('/', completeRoute('/companies/:companyId/users/complete-registration/basic', true));
}
