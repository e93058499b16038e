import { describe, expect, it } from 'vitest';
import {
  fieldsOf,
  isFieldSection,
  isWideField,
  textLimits,
  type FieldDescriptor,
  type FieldSection,
} from './fieldDescriptor';

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

describe('sections', () => {
  const firstName: FieldDescriptor = { id: 'firstName', label: 'First name' };
  const email: FieldDescriptor = { id: 'email', type: 'email', label: 'Email' };
  const description: FieldDescriptor = { id: 'description', type: 'multiline', label: 'Description' };
  const about: FieldSection = { title: 'About you', fields: [firstName, email] };

  it('tells a section from a field', () => {
    expect(isFieldSection(about)).toBe(true);
    expect(isFieldSection(firstName)).toBe(false);
  });

  it('lists every field of a form, sections opened, in the order they show', () => {
    expect(fieldsOf([about, description]).map((field) => field.id)).toEqual(['firstName', 'email', 'description']);
  });

  it('keeps forms without sections as they are', () => {
    expect(fieldsOf([firstName, email])).toEqual([firstName, email]);
  });

  it('gives long content (text areas, files) a whole row', () => {
    expect(isWideField(description)).toBe(true);
    expect(isWideField({ id: 'notes', label: 'Notes', isMultiline: true })).toBe(true);
    expect(isWideField({ id: 'attachment', type: 'file', label: 'Attachment' })).toBe(true);
    expect(isWideField(firstName)).toBe(false);
    expect(isWideField({ id: 'products', type: 'multiselect', label: 'Products' })).toBe(false);
  });
});
