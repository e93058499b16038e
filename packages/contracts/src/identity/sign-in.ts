import * as v from 'valibot';

/** Longest address RFC 5321 lets through. */
const MAX_EMAIL_LENGTH = 254;
/** Generous for passphrases; bounds the work a single request can ask of the password hash. */
export const MAX_PASSWORD_LENGTH = 1024;

/** An account's email as typed: accounts are found case-insensitively, so it is trimmed and lower-cased. */
export const AccountEmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(MAX_EMAIL_LENGTH),
  v.email(),
);

/** Body of POST auth/login. */
export const LoginRequestSchema = v.object({
  email: AccountEmailSchema,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_PASSWORD_LENGTH)),
});
export type LoginRequest = v.InferInput<typeof LoginRequestSchema>;

/**
 * Answer of GET auth status, of POST auth/keep-alive and of a successful sign-in. A signed-in answer also tells
 * how long the session may stay unused and when it ends if it does, so the app can warn before it does.
 */
export const AuthStatusSchema = v.object({
  authenticated: v.boolean(),
  idleTimeoutSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  idleExpiresAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  /** Signed out: whether sign-in goes through the organisation's identity provider (`GET /api/login?lastUrl`). */
  singleSignOn: v.optional(v.boolean()),
});
export type AuthStatus = v.InferOutput<typeof AuthStatusSchema>;

/**
 * Answer of POST logout for a session opened through the identity provider, when it offers RP-initiated logout:
 * the browser goes there to end the provider's session too. Other sign-outs answer 204 without a body.
 */
export const LogoutAnswerSchema = v.object({ endSessionUrl: v.pipe(v.string(), v.url()) });
export type LogoutAnswer = v.InferOutput<typeof LogoutAnswerSchema>;

/** The query the login failure page is shown with, after the identity provider's sign-in was refused. */
export const SIGN_IN_FAILED_QUERY = 'signInFailed';

/** The one answer to any refused sign-in: it never tells whether the email exists. */
export const SIGN_IN_REFUSED_MESSAGE = 'Invalid email or password';

export const SIGN_IN_THROTTLED_MESSAGE = 'Too many sign-in attempts. Please try again later.';

/** The messages of a 401, which the app routes on (spec portal-shell §8). */
export const SESSION_ERROR_MESSAGES = {
  missingToken: 'Missing token',
  invalidToken: 'Invalid token',
  expired: 'Session Expired',
  inactive: 'User has been inactive for long',
} as const;
export type SessionErrorMessage = (typeof SESSION_ERROR_MESSAGES)[keyof typeof SESSION_ERROR_MESSAGES];
