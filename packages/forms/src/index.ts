export { SchemaForm, type SchemaFormProps } from './SchemaForm';
export type { FormDescription, FormSchema } from './formDescription';
export {
  DEFAULT_MAX_LENGTH,
  DEFAULT_MULTILINE_ROWS,
  fieldsOf,
  isFieldSection,
  isMultilineField,
  isWideField,
  textLimits,
  type FieldCondition,
  type FieldDescriptor,
  type FieldOption,
  type FieldSection,
  type FieldType,
  type FormItem,
  type TextLimits,
} from './fieldDescriptor';
export { emptyValue, initialValues, type FieldValue, type FormValues } from './fieldValues';
export { dependentsOf, isShown, optionsFor } from './fieldDependencies';
export { formMessages, type FormMessageKey, type FormMessageOverrides } from './formMessages';
