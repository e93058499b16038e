// Parts shared by the form fields; not exported from the package on their own.
export * as fieldStyles from './Field.css';
export { ErrorIcon } from './ErrorIcon';
export { FieldDescription } from './FieldDescription';
export { FieldErrorMessage } from './FieldErrorMessage';
export { FieldLabel } from './FieldLabel';
export type { FieldTextProps } from './fieldProps';
export * as choiceStyles from './choice.css';
