import { useRef, type RefAttributes, type RefObject, type TextareaHTMLAttributes } from 'react';
import {
  Input,
  InputContext,
  TextArea,
  TextAreaContext,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { useTextField, type AriaTextFieldOptions } from 'react-aria/useTextField';

import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  fieldStyles,
  FieldFrame,
  useValidationBehavior,
  withoutDataAttributes,
  type FieldTextProps,
} from '../Field';
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

// On react-aria's hooks: react-aria-components' TextField brings react-aria's autocomplete along (2.5 KB gzip).
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
  ref,
  ...props
}: TextFieldProps) {
  const validationBehavior = useValidationBehavior(props.validationBehavior);
  // react-aria types the hook for one element; this field's is an input or a text area, chosen by `isMultiline`.
  const inputRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const { inputProps, ...aria } = useTextField(
    {
      ...withoutDataAttributes(props),
      label,
      type: isMultiline ? undefined : type,
      maxLength: resolveMaxLength(hasMaxLength, maxLength),
      inputElementType: isMultiline ? 'textarea' : 'input',
      validationBehavior,
    } as AriaTextFieldOptions<'input'>,
    inputRef as RefObject<HTMLInputElement | null>,
  );
  return (
    <FieldFrame
      aria={aria}
      isDisabled={props.isDisabled}
      isReadOnly={props.isReadOnly}
      isRequired={props.isRequired}
      domProps={props}
      ref={ref}
    >
      <FieldLabel isOptional={isOptional} optionalLabel={optionalLabel}>
        {label}
      </FieldLabel>
      {isMultiline ? (
        <TextAreaContext
          value={{
            ...(inputProps as TextareaHTMLAttributes<HTMLTextAreaElement>),
            ref: inputRef as RefObject<HTMLTextAreaElement | null>,
          }}
        >
          <TextArea placeholder={placeholder} rows={rows} className={fieldStyles.textArea} />
        </TextAreaContext>
      ) : (
        <InputContext value={{ ...inputProps, ref: inputRef as RefObject<HTMLInputElement | null> }}>
          <Input placeholder={placeholder} className={fieldStyles.input} />
        </InputContext>
      )}
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </FieldFrame>
  );
}
