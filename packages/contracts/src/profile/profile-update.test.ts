import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProfileUpdateSchema } from './profile-update';

const parse = (input: unknown) => v.safeParse(ProfileUpdateSchema, input);

describe('ProfileUpdateSchema', () => {
  it('trims names and keeps a valid phone number', () => {
    expect(parse({ first_name: '  Laura ', last_name: 'Chen ', phone_number: ' +1 (479) 555-0100 ' }).output).toEqual({
      first_name: 'Laura',
      last_name: 'Chen',
      phone_number: '+1 (479) 555-0100',
    });
  });

  it('clears the phone number when it is null or blank', () => {
    expect(parse({ first_name: 'Laura', last_name: 'Chen', phone_number: null }).output).toMatchObject({
      phone_number: null,
    });
    expect(parse({ first_name: 'Laura', last_name: 'Chen', phone_number: '   ' }).output).toMatchObject({
      phone_number: null,
    });
  });

  it.each([
    ['an empty first name', { first_name: '   ', last_name: 'Chen', phone_number: null }],
    ['a last name over 50 characters', { first_name: 'Laura', last_name: 'C'.repeat(51), phone_number: null }],
    ['a phone number with letters', { first_name: 'Laura', last_name: 'Chen', phone_number: '555-CALL-NOW' }],
    ['a phone number under 7 characters', { first_name: 'Laura', last_name: 'Chen', phone_number: '55501' }],
    ['a phone number over 20 characters', { first_name: 'Laura', last_name: 'Chen', phone_number: '1'.repeat(21) }],
    ['a missing phone number', { first_name: 'Laura', last_name: 'Chen' }],
  ])('refuses %s', (_, input) => {
    expect(parse(input).success).toBe(false);
  });
});
