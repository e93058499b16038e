import type { DateRange } from '@partner-insights/ui';

import type { FieldDescriptor, FieldOption } from './fieldDescriptor';

/** What a field holds: text, a chosen option's id (or none), several ids, a flag, a file or a date range. */
export type FieldValue = string | FieldOption['id'] | readonly FieldOption['id'][] | boolean | File | DateRange | null;

/** The values of a form, by field id. */
export type FormValues = Record<string, FieldValue>;

/** The value of a field nobody has touched: empty text, nothing chosen, unchecked, no file. */
export function emptyValue(field: FieldDescriptor): FieldValue {
  switch (field.type) {
    case 'select':
    case 'radio':
    case 'file':
    case 'dateRange':
      return null;
    case 'multiselect':
      return [];
    case 'checkbox':
    case 'switch':
      return false;
    default:
      return '';
  }
}

/** Every field's starting value: the given one, else empty, so a form posts each field it has. */
export function initialValues(fields: readonly FieldDescriptor[], given: Partial<FormValues> = {}): FormValues {
  return Object.fromEntries(fields.map((field) => [field.id, given[field.id] ?? emptyValue(field)]));
}
