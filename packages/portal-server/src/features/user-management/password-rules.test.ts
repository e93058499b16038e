import { describe, expect, it } from 'vitest';
import commonPasswordList from './common-passwords.json';
import { passwordProblem } from './password-rules';

const owner = { firstName: 'Grace', lastName: 'Hopper', email: 'g.hopper@acme-foods.test' };

describe('registration passwords beyond their length', () => {
  it('keeps a list of at least a thousand common passwords', () => {
    expect(commonPasswordList.length).toBeGreaterThanOrEqual(1000);
  });

  it.each([
    'password1234',
    'Password1234!',
    'qwertyuiop123',
    'qwertyqwerty',
    '123456789012',
    'aaaaaaaaaaaa',
    'Sunshine2024!!',
  ])('refuses %s as common', (password) => {
    expect(passwordProblem(password, owner)).toBe('common');
  });

  it.each(['GraceIsGreat99', 'xx-HOPPER-2026', 'hopper.rocks.42', 'my g.hopper pass'])(
    'refuses %s as personal',
    (password) => {
      expect(passwordProblem(password, owner)).toBe('personal');
    },
  );

  it('accepts a long passphrase of its own', () => {
    expect(passwordProblem('violet kettle harbour 73', owner)).toBeUndefined();
    // Parts shorter than four characters are too common to refuse.
    expect(passwordProblem('Li drums loudly 2026', { firstName: 'Li', lastName: 'Wu', email: 'li@x.test' })).toBe(
      undefined,
    );
  });
});
