import * as v from 'valibot';
import { AccountEmailSchema, MAX_PASSWORD_LENGTH } from './sign-in';

/** Long enough to resist guessing; every password a person sets (reset, first super admin) follows it. */
export const MIN_PASSWORD_LENGTH = 12;

/** A password someone sets for an account. The messages are for the server's callers; the app words its own. */
export const NewPasswordSchema = v.pipe(
  v.string(),
  v.minLength(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`),
  v.maxLength(MAX_PASSWORD_LENGTH, `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`),
);

/** How long a password reset link works after it was asked for. */
export const PASSWORD_RESET_LINK_LIFETIME_MINUTES = 60;

/** The app's page a reset link opens, with the link's token in `token`. */
export const PASSWORD_RESET_PATH = '/resetPassword';

/** Body of POST pwd-reset-link: the address to send a reset link to, if an account has it. */
export const PasswordResetLinkRequestSchema = v.object({ email: AccountEmailSchema });
export type PasswordResetLinkRequest = v.InferInput<typeof PasswordResetLinkRequestSchema>;

/** 32 random bytes in base64url, as a reset link carries them. */
export const PasswordResetTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/));

/** Body of POST pwd-reset: the link's token and the new password. */
export const PasswordResetSchema = v.object({ token: PasswordResetTokenSchema, password: NewPasswordSchema });
export type PasswordReset = v.InferInput<typeof PasswordResetSchema>;

/** The one answer to a link that is unknown, used or expired: the app offers to ask for a new one. */
export const PASSWORD_RESET_LINK_INVALID_MESSAGE = 'This password reset link is invalid or has expired.';

export const PASSWORD_RESET_THROTTLED_MESSAGE = 'Too many password reset requests. Please try again later.';
