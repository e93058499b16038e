import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './newPasswordProblem';

describe('newPasswordProblem', () => {
  it('accepts 12 characters or more, confirmed', () => {
    expect(newPasswordProblem('twelve chars', 'twelve chars')).toBeUndefined();
  });

  it.each([
    ['a short password', 'eleven char', 'eleven char', 'tooShort'],
    ['an overlong password', 'x'.repeat(1025), 'x'.repeat(1025), 'tooLong'],
    ['a different confirmation', 'twelve chars', 'twelve chars!', 'mismatch'],
  ])('names %s', (_, password, confirmation, problem) => {
    expect(newPasswordProblem(password, confirmation)).toBe(problem);
  });
});
