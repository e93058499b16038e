import { describe, expect, it } from 'vitest';

import type { FieldDescriptor, FieldType } from './fieldDescriptor';
import { emptyValue, initialValues } from './fieldValues';

const field = (type: FieldType): FieldDescriptor => ({ id: type, type, label: type });

describe('emptyValue', () => {
  it.each([
    ['text', ''],
    ['email', ''],
    ['phone', ''],
    ['multiline', ''],
    ['select', null],
    ['radio', null],
    ['multiselect', []],
    ['checkbox', false],
    ['switch', false],
    ['file', null],
    ['dateRange', null],
  ] as const)('starts a %s field as %j', (type, empty) => {
    expect(emptyValue(field(type))).toEqual(empty);
  });
});

describe('initialValues', () => {
  it('gives every field a value, the given ones first', () => {
    expect(initialValues([field('text'), field('select')], { select: 1463 })).toEqual({ text: '', select: 1463 });
  });
});
