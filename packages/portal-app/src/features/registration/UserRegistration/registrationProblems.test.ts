import { MAX_PASSWORD_LENGTH } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { registrationProblems, type RegistrationValues } from './registrationProblems';

const VALID: RegistrationValues = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  phone: '',
  password: 'harbour lantern seventy',
  confirmation: 'harbour lantern seventy',
  acceptTerms: true,
};

describe('registrationProblems', () => {
  it('has none for a complete form, the phone being optional', () => {
    expect(registrationProblems(VALID)).toEqual({});
  });

  it('names each field that needs a change', () => {
    expect(
      registrationProblems({ ...VALID, firstName: ' ', lastName: '', phone: 'call me', acceptTerms: false }),
    ).toEqual({
      firstName: 'registration.firstName.required',
      lastName: 'registration.lastName.required',
      phone: 'registration.phone.invalid',
      acceptTerms: 'registration.terms.required',
    });
  });

  it('checks the password’s length by the rule of every new password, then its confirmation', () => {
    expect(registrationProblems({ ...VALID, password: 'too short', confirmation: 'too short' })).toEqual({
      password: 'registration.password.tooShort',
    });
    const long = 'x'.repeat(MAX_PASSWORD_LENGTH + 1);
    expect(registrationProblems({ ...VALID, password: long, confirmation: long })).toEqual({
      password: 'registration.password.tooLong',
    });
    expect(registrationProblems({ ...VALID, confirmation: 'harbour lantern seventy one' })).toEqual({
      confirmation: 'registration.confirmation.mismatch',
    });
  });
});
