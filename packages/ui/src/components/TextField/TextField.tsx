import type { RefAttributes } from 'react';
import {
  Input,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';

import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles, type FieldTextProps } from '../Field';
import { defaultMultilineRows, resolveMaxLength } from './textFieldLimits';

export interface TextFieldProps
  extends
    Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'render' | 'type' | 'maxLength'>,
    RefAttributes<HTMLDivElement>,
    FieldTextProps {
  placeholder?: string;
  /** The kind of text, which picks the on-screen keyboard and autofill; `password` masks it. Single-line fields only. */
  type?: 'text' | 'email' | 'tel' | 'password';
  /** Limits the text to 50 characters, the specification's default. */
  hasMaxLength?: boolean;
  /** Limits the text to this many characters; overrides `hasMaxLength`'s default. */
  maxLength?: number;
  /** Takes several lines of text in a text area. */
  isMultiline?: boolean;
  /** Visible lines of a multiline field (3 by default). */
  rows?: number;
}

/**
 * A labelled text input with optional help text and an error message. Fields are required unless
 * marked `isOptional`; `isRequired` also makes the browser enforce it. Use `isMultiline` for longer
 * text, `hasMaxLength` for the specification's 50-character limit.
 */
export function TextField({
  label,
  description,
  errorMessage,
  isOptional,
  optionalLabel,
  placeholder,
  type = 'text',
  hasMaxLength = false,
  maxLength,
  isMultiline = false,
  rows = defaultMultilineRows,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      type={isMultiline ? undefined : type}
      maxLength={resolveMaxLength(hasMaxLength, maxLength)}
      className={fieldStyles.field}
    >
      <FieldLabel isOptional={isOptional} optionalLabel={optionalLabel}>
        {label}
      </FieldLabel>
      {isMultiline ? (
        <TextArea placeholder={placeholder} rows={rows} className={fieldStyles.textArea} />
      ) : (
        <Input placeholder={placeholder} className={fieldStyles.input} />
      )}
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
