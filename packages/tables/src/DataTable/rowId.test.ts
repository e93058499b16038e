import { describe, expect, it } from 'vitest';
import { loginIdOf } from './rowId';

describe('loginIdOf', () => {
  it("is the row's loginId, as text", () => {
    expect(loginIdOf({ loginId: 'jdoe', email: 'jdoe@acme-foods.test' })).toBe('jdoe');
    expect(loginIdOf({ loginId: 42 })).toBe('42');
  });
  it('fails for a row without one', () => {
    expect(() => loginIdOf({ id: 'x' })).toThrow(/rowId/);
  });
});
