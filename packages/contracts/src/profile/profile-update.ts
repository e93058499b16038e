import * as v from 'valibot';

export const MAX_PROFILE_NAME_LENGTH = 50;

/** Digits with the usual separators and an optional country prefix, e.g. +1 (479) 555-0100. */
const PHONE_NUMBER_PATTERN = /^[\d\s()+-]{7,20}$/;

const personName = (label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Enter a ${label}`),
    v.maxLength(MAX_PROFILE_NAME_LENGTH, `Enter a ${label} of at most ${MAX_PROFILE_NAME_LENGTH} characters`),
  );

/** An empty phone field clears the number. */
const PhoneNumberSchema = v.pipe(
  v.nullable(v.pipe(v.string(), v.trim())),
  v.transform((value) => (value === '' ? null : value)),
  v.nullable(v.pipe(v.string(), v.regex(PHONE_NUMBER_PATTERN, 'Enter a valid phone number'))),
);

/** Body of PUT companies/{companyId}/users/profile: the details users may change about themselves. */
export const ProfileUpdateSchema = v.object({
  first_name: personName('first name'),
  last_name: personName('last name'),
  phone_number: PhoneNumberSchema,
});
export type ProfileUpdateInput = v.InferInput<typeof ProfileUpdateSchema>;
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateSchema>;
