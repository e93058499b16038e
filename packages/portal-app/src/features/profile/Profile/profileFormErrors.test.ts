import { describe, expect, it } from 'vitest';
import { validateProfile } from './profileFormErrors';

describe('validateProfile', () => {
  it('trims the names and turns an empty phone into none', () => {
    expect(validateProfile({ first_name: '  Ava ', last_name: 'Stone', phone_number: '  ' })).toEqual({
      update: { first_name: 'Ava', last_name: 'Stone', phone_number: null },
    });
  });

  it('keeps a phone number with the usual separators', () => {
    expect(validateProfile({ first_name: 'Ava', last_name: 'Stone', phone_number: '+1 (479) 555-0100' })).toEqual({
      update: { first_name: 'Ava', last_name: 'Stone', phone_number: '+1 (479) 555-0100' },
    });
  });

  it('names each problem once, per field', () => {
    expect(validateProfile({ first_name: ' ', last_name: 'x'.repeat(51), phone_number: 'call me' })).toEqual({
      errors: {
        first_name: 'profile.error.firstNameRequired',
        last_name: 'profile.error.nameTooLong',
        phone_number: 'profile.error.phoneInvalid',
      },
    });
    expect(validateProfile({ first_name: 'Ava', last_name: '', phone_number: null })).toEqual({
      errors: { last_name: 'profile.error.lastNameRequired' },
    });
  });
});
