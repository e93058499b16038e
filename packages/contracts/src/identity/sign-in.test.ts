import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginRequestSchema } from './sign-in';

describe('LoginRequestSchema', () => {
  it('trims and lower-cases the email', () => {
    expect(v.parse(LoginRequestSchema, { email: ' Admin@Acme-Foods.TEST ', password: 'x' })).toEqual({
      email: 'admin@acme-foods.test',
      password: 'x',
    });
  });

  it.each([
    ['a malformed email', { email: 'admin', password: 'x' }],
    ['an empty password', { email: 'admin@acme-foods.test', password: '' }],
    ['an overlong password', { email: 'admin@acme-foods.test', password: 'x'.repeat(1025) }],
    ['a missing field', { email: 'admin@acme-foods.test' }],
  ])('refuses %s', (_, body) => {
    expect(v.safeParse(LoginRequestSchema, body).success).toBe(false);
  });
});
