import { describe, expect, it } from 'vitest';
import { textLimits } from './fieldDescriptor';

describe('textLimits', () => {
  it('caps length at 50 only when the flag is set', () => {
    expect(textLimits({ id: 'firstName', label: 'First name', hasMaxLength: true }).maxLength).toBe(50);
    expect(textLimits({ id: 'firstName', label: 'First name' }).maxLength).toBeUndefined();
  });
  it('gives multiline fields 3 rows unless told otherwise', () => {
    expect(textLimits({ id: 'description', label: 'Description', isMultiline: true }).rows).toBe(3);
    expect(textLimits({ id: 'description', label: 'Description', isMultiline: true, rowLength: 6 }).rows).toBe(6);
    expect(textLimits({ id: 'description', type: 'multiline', label: 'Description' }).rows).toBe(3);
    expect(textLimits({ id: 'email', label: 'Email' }).rows).toBeUndefined();
  });
});
