import {
  type AuthStatus,
  AuthStatusSchema,
  LoginRequestSchema,
  type LogoutAnswer,
  LogoutAnswerSchema,
  SIGN_IN_REFUSED_MESSAGE,
  SIGN_IN_THROTTLED_MESSAGE,
} from '@partner-insights/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { SessionLifetime } from '../../config';
import { requestClient } from '../../platform/http/client';
import { errorResponse } from '../../platform/http/error-envelope';
import { requireJson } from '../../platform/http/require-json';
import { validateJson } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { AuthService } from './auth-service';
import { portalOrigin } from './portal-origin';
import type { SessionCookie } from './session-cookie';
import type { SignedInEnv } from './session-gate';
import { answers, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

/** Far above any real email and password. */
const MAX_LOGIN_BODY_BYTES = 4 * 1024;

export interface AuthRoutesOptions {
  readonly auth: AuthService;
  readonly cookie: SessionCookie;
  readonly sessionLifetime: SessionLifetime;
  readonly trustProxy: boolean;
  /** Enforces each route's policy; a signed-in one puts the user and the idle deadline on the context. */
  readonly guard: Guard;
  /** The identity provider's logout, for sessions opened through it; undefined without a provider. */
  readonly providerLogout: ((idToken: string, portalOrigin: string) => Promise<string | undefined>) | undefined;
  readonly portalHosts: readonly string[];
}

/** A signed-in answer tells the app how long the session may stay unused, and until when it now lasts. */
const signedInStatus = (idleTimeoutSeconds: number, idleExpiresAt: Date): AuthStatus => ({
  authenticated: true,
  idleTimeoutSeconds,
  idleExpiresAt: idleExpiresAt.toISOString(),
});

export function authRoutes({
  auth,
  cookie,
  sessionLifetime,
  trustProxy,
  guard,
  providerLogout,
  portalHosts,
}: AuthRoutesOptions): Hono<SignedInEnv> {
  const { idleTimeoutSeconds } = sessionLifetime;
  const signedOut: AuthStatus = providerLogout
    ? { authenticated: false, singleSignOn: true }
    : { authenticated: false };
  return (
    new Hono<SignedInEnv>()
      .post(
        '/auth/login',
        guard({ access: 'public' }),
        answers(AuthStatusSchema, {
          example: { authenticated: true },
          errors: { ...JSON_BODY_ERRORS, 401: SIGN_IN_REFUSED_MESSAGE, 429: SIGN_IN_THROTTLED_MESSAGE },
        }),
        requireJson,
        bodyLimit({ maxSize: MAX_LOGIN_BODY_BYTES }),
        validateJson(LoginRequestSchema),
        async (c) => {
          const client = requestClient(c, trustProxy);
          const result = await auth.signIn(c.req.valid('json'), client);
          switch (result.outcome) {
            case 'signedIn':
              // A browser signing in again leaves no second session behind.
              await auth.signOut(cookie.read(c), client.address);
              cookie.set(c, result.token, sessionLifetime.maxAgeSeconds);
              return c.json({ authenticated: true } satisfies AuthStatus, 200);
            case 'throttled':
              c.header('Retry-After', String(result.retryAfterSeconds));
              return errorResponse(c, 429, SIGN_IN_THROTTLED_MESSAGE);
            case 'refused':
              return errorResponse(c, 401, SIGN_IN_REFUSED_MESSAGE);
          }
        },
      )
      // Public: signing out must work, and do nothing, after the session has ended. A session the identity
      // provider opened is ended there too when it offers RP-initiated logout: the browser is sent there next.
      .post(
        '/logout',
        guard({ access: 'public' }),
        answers(LogoutAnswerSchema, {
          emptyWhen: 'Signed out, and the identity provider has no sign-out of its own to visit.',
          errors: { 415: JSON_BODY_ERRORS[415] },
        }),
        requireJson,
        async (c) => {
          const ended = await auth.signOut(cookie.read(c), requestClient(c, trustProxy).address);
          cookie.clear(c);
          const origin = portalOrigin(c, trustProxy, portalHosts);
          const endSessionUrl =
            ended?.idToken && providerLogout && origin
              ? await providerLogout(ended.idToken, origin).catch((error: unknown) => {
                  console.error('The identity provider could not be reached to sign out:', error);
                  return undefined;
                })
              : undefined;
          return endSessionUrl ? c.json({ endSessionUrl } satisfies LogoutAnswer, 200) : c.body(null, 204);
        },
      )
      .get('/auth-status', guard({ access: 'public' }), answers(AuthStatusSchema), async (c) => {
        const check = await auth.checkSession(cookie.read(c), { keepAlive: false });
        if (check.status === 'active') return c.json(signedInStatus(idleTimeoutSeconds, check.idleExpiresAt), 200);
        if (check.status !== 'missing') cookie.clear(c);
        return c.json(signedOut, 200);
      })
      // The session check counts the call as activity, which moves the idle deadline (to the minute).
      .post(
        '/auth/keep-alive',
        guard({ access: 'signedIn', sessionHousekeeping: true }),
        answers(AuthStatusSchema, { errors: { 415: JSON_BODY_ERRORS[415] } }),
        requireJson,
        (c) => c.json(signedInStatus(idleTimeoutSeconds, c.var.idleExpiresAt), 200),
      )
  );
}
