// Parts shared by the form fields; not exported from the package on their own.
export * as fieldStyles from './Field.css';
export { FieldDescription } from './FieldDescription';
export { FieldErrorMessage } from './FieldErrorMessage';
export { FieldErrorText } from './FieldErrorText';
export { FieldLabel } from './FieldLabel';
export type { FieldTextProps } from './fieldProps';
export * as choiceStyles from './choice.css';
export { FieldFrame } from './FieldFrame';
export { useValidationBehavior } from './useValidationBehavior';
export { withoutDataAttributes } from './withoutDataAttributes';
