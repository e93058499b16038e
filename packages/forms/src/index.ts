export { SchemaForm, type SchemaFormProps } from './SchemaForm';
export type { FormDescription, FormSchema } from './formDescription';
export {
  DEFAULT_MAX_LENGTH,
  DEFAULT_MULTILINE_ROWS,
  isMultilineField,
  textLimits,
  type FieldCondition,
  type FieldDescriptor,
  type FieldOption,
  type FieldType,
  type TextLimits,
} from './fieldDescriptor';
export { emptyValue, initialValues, type FieldValue, type FormValues } from './fieldValues';
export { dependentsOf, isShown, optionsFor } from './fieldDependencies';
export { formMessages, type FormMessageKey, type FormMessageOverrides } from './formMessages';
