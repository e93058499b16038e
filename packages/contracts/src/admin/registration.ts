import * as v from 'valibot';
import { COMPANY_TYPES } from '../identity/identity-values';
import { NewPasswordSchema } from '../identity/password-reset';
import { MAX_PERSON_NAME_LENGTH } from './user-changes';

/** The app's page an invitation link opens, with the link's token in `token`. */
export const USER_REGISTRATION_PATH = '/userRegistration';

/** How long an invitation link works after it was sent. */
export const INVITATION_LIFETIME_DAYS = 14;

/** 32 random bytes in base64url, as an invitation link carries them. */
export const InvitationTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/));

/** Query of GET registration/invitation: the link's token. */
export const InvitationQuerySchema = v.object({ token: InvitationTokenSchema });

/** Answer of GET registration/invitation: who was invited, by which company, and which registration applies. */
export const InvitationSchema = v.object({
  companyId: v.string(),
  companyName: v.string(),
  companyType: v.picklist(COMPANY_TYPES),
  /** Basic vendors complete registration through the /basic call. */
  basic: v.boolean(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type Invitation = v.InferOutput<typeof InvitationSchema>;

/** Longest phone number, as typed (spaces, dashes and a leading + allowed). */
export const MAX_PHONE_LENGTH = 30;

const requiredName = (field: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Enter your ${field}`),
    v.maxLength(MAX_PERSON_NAME_LENGTH, `Keep your ${field} to ${MAX_PERSON_NAME_LENGTH} characters`),
  );

/**
 * Body of PUT companies/{companyId}/users/complete-registration (and .../basic): the invitation's token, the
 * person's name and phone, a password, and their acceptance of the terms.
 */
export const CompleteRegistrationSchema = v.object({
  token: InvitationTokenSchema,
  firstName: requiredName('first name'),
  lastName: requiredName('last name'),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(MAX_PHONE_LENGTH, `Keep the phone number to ${MAX_PHONE_LENGTH} characters`),
    v.regex(/^(\+?[0-9][0-9 ()-]{5,}[0-9])?$/, 'Enter a phone number of digits, spaces and dashes'),
  ),
  password: NewPasswordSchema,
  acceptTerms: v.literal(true, 'Accept the terms to continue'),
});
export type CompleteRegistration = v.InferInput<typeof CompleteRegistrationSchema>;

/**
 * Why a password is refused beyond its length, as a modern identity server checks (NIST SP 800-63B): a password
 * that appears in lists of breached or common passwords, or one made of the person's own name or address.
 */
export const PASSWORD_PROBLEMS = ['common', 'personal'] as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

/** The 422 details of a refused registration password: `{ password: 'common' | 'personal' }`. */
export const RegistrationProblemsSchema = v.object({ password: v.picklist(PASSWORD_PROBLEMS) });

/** The one answer to an invitation that is unknown, used, replaced or expired. */
export const INVITATION_INVALID_MESSAGE = 'This invitation link is invalid or has expired.';
