import { ProfileUpdateSchema, type ProfileUpdate, type ProfileUpdateInput } from '@partner-insights/contracts';
import * as v from 'valibot';
import type { MessageId } from '../../../i18n/catalogues';

export type ProfileField = keyof ProfileUpdateInput;
export type ProfileFieldErrors = Partial<Record<ProfileField, MessageId>>;

export type ProfileValidation =
  { readonly update: ProfileUpdate; readonly errors?: undefined } | { readonly errors: ProfileFieldErrors };

/** The schema's checks, named in the reader's language: a message per field and kind of problem. */
const MESSAGES: Readonly<Record<ProfileField, Readonly<Record<string, MessageId>>>> = {
  first_name: { non_empty: 'profile.error.firstNameRequired', max_length: 'profile.error.nameTooLong' },
  last_name: { non_empty: 'profile.error.lastNameRequired', max_length: 'profile.error.nameTooLong' },
  phone_number: { regex: 'profile.error.phoneInvalid' },
};

/** Checks the edit form with the server's own schema: the trimmed update to send, or what to fix per field. */
export function validateProfile(input: ProfileUpdateInput): ProfileValidation {
  const parsed = v.safeParse(ProfileUpdateSchema, input);
  if (parsed.success) return { update: parsed.output };
  const errors: ProfileFieldErrors = {};
  for (const issue of parsed.issues) {
    const field = issue.path?.[0]?.key as ProfileField | undefined;
    const message = field && MESSAGES[field][issue.type];
    if (field && message && !errors[field]) errors[field] = message;
  }
  return { errors };
}
