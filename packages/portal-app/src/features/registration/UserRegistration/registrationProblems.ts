import { CompleteRegistrationSchema, type PasswordProblem } from '@partner-insights/contracts';
import * as v from 'valibot';
import type { MessageId } from '../../../i18n/catalogues';
import type { RegistrationDetails } from '../stores/RegistrationStore';

/** What the form holds: the details sent, and the password typed a second time. */
export interface RegistrationValues extends Omit<RegistrationDetails, 'acceptTerms'> {
  readonly confirmation: string;
  readonly acceptTerms: boolean;
}

export type RegistrationField = keyof RegistrationValues;
export type RegistrationProblems = Partial<Record<RegistrationField, MessageId>>;

/** The details part of the server's schema: the form is checked by the rule the server applies. */
const DetailsSchema = v.omit(CompleteRegistrationSchema, ['token']);

const PASSWORD_LENGTH_PROBLEMS: Readonly<Record<string, MessageId>> = {
  min_length: 'registration.password.tooShort',
  max_length: 'registration.password.tooLong',
};

const FIELD_PROBLEMS: Readonly<Partial<Record<RegistrationField, MessageId>>> = {
  firstName: 'registration.firstName.required',
  lastName: 'registration.lastName.required',
  phone: 'registration.phone.invalid',
  acceptTerms: 'registration.terms.required',
};

/** Why the server refused a password, beyond what the form checks. */
export const SERVER_PASSWORD_PROBLEMS: Readonly<Record<PasswordProblem, MessageId>> = {
  common: 'registration.password.common',
  personal: 'registration.password.personal',
};

/** Each field's first problem, as the message that explains it; none when the form can be sent. */
export function registrationProblems({ confirmation, ...details }: RegistrationValues): RegistrationProblems {
  const problems: RegistrationProblems = {};
  for (const issue of v.safeParse(DetailsSchema, details).issues ?? []) {
    const field = issue.path?.[0]?.key as RegistrationField | undefined;
    if (!field || problems[field]) continue;
    const problem = field === 'password' ? PASSWORD_LENGTH_PROBLEMS[issue.type] : FIELD_PROBLEMS[field];
    if (problem) problems[field] = problem;
  }
  if (!problems.password && details.password !== confirmation) {
    problems.confirmation = 'registration.confirmation.mismatch';
  }
  return problems;
}
