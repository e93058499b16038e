import { describe, expect, it } from 'vitest';

import { resolveMaxLength } from './textFieldLimits';

describe('resolveMaxLength', () => {
  it('applies no limit unless the max-length flag is set', () => {
    expect(resolveMaxLength(false, undefined)).toBeUndefined();
  });

  it('defaults to 50 when the max-length flag is set', () => {
    expect(resolveMaxLength(true, undefined)).toBe(50);
  });

  it('lets an explicit maxLength override the default, with or without the flag', () => {
    expect(resolveMaxLength(true, 120)).toBe(120);
    expect(resolveMaxLength(false, 10)).toBe(10);
  });
});
