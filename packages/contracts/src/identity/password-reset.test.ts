import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PasswordResetLinkRequestSchema, PasswordResetSchema } from './password-reset';

const TOKEN = 'A'.repeat(43);

describe('PasswordResetLinkRequestSchema', () => {
  it('trims and lower-cases the email, as sign-in does', () => {
    expect(v.parse(PasswordResetLinkRequestSchema, { email: ' User@Acme-Foods.TEST ' })).toEqual({
      email: 'user@acme-foods.test',
    });
  });
});

describe('PasswordResetSchema', () => {
  it('takes a token and a password of 12 characters or more', () => {
    expect(v.safeParse(PasswordResetSchema, { token: TOKEN, password: 'twelve chars' }).success).toBe(true);
  });

  it.each([
    [
      'a short password',
      { token: TOKEN, password: 'eleven char' },
      'The password must be at least 12 characters long.',
    ],
    [
      'an overlong password',
      { token: TOKEN, password: 'x'.repeat(1025) },
      'The password must be at most 1024 characters long.',
    ],
    ['a malformed token', { token: 'not-a-token', password: 'twelve chars' }, undefined],
  ])('refuses %s', (_, body, message) => {
    const parsed = v.safeParse(PasswordResetSchema, body);
    expect(parsed.success).toBe(false);
    if (message) expect(parsed.issues?.[0]?.message).toBe(message);
  });
});
