import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';

import { Alert, Button } from '@partner-insights/ui';

import { fieldsOf, isFieldSection, isWideField, type FieldDescriptor, type FormItem } from './fieldDescriptor';
import { FieldControl } from './FieldControl';
import { dependentsOf, isShown, optionsFor } from './fieldDependencies';
import { emptyValue, initialValues, type FieldValue, type FormValues } from './fieldValues';
import type { FormDescription } from './formDescription';
import type { FormMessageOverrides } from './formMessages';
import { FormSection } from './FormSection';
import * as styles from './SchemaForm.css';
import { useFormText } from './useFormText';

export interface SchemaFormProps<TOutput> {
  /** The fields and the schema their values must pass. */
  form: FormDescription<TOutput>;
  /**
   * Sends the validated values (the schema's output) along with the raw ones (files included). A rejected
   * promise is a failed submission: the form says so, offers Try again, and keeps the values.
   */
  onSubmit: (values: TOutput, rawValues: Readonly<Record<string, unknown>>) => Promise<void> | void;
  /** Values to start from, e.g. the signed-in user's name or a preselected support type. */
  defaultValues?: Partial<FormValues>;
  /** Called with the values on every change (files included), e.g. to keep a draft of them. */
  onValuesChange?: (values: Readonly<Record<string, unknown>>) => void;
  /** Overrides any shipped text: "Submit", the failure message, "Try again", "(optional)", the prompts. */
  messages?: FormMessageOverrides;
  /**
   * `stack` (default) puts the fields one under another; `grid` flows them into as many columns of at least
   * 18rem as the width allows (one below the tablet width), for long forms on wide screens. Sections, text areas
   * and files take a whole row; a section lays its fields out the same way.
   */
  layout?: 'stack' | 'grid';
  /** The form's accessible name, e.g. its heading's text. */
  'aria-label'?: string;
  /** Content between the fields and the submit button, e.g. a consent note. */
  children?: ReactNode;
  /**
   * Errors the server found, by field id, already in the reader's language (e.g. an email already in use): shown on
   * their fields in place of the schema's, and focus moves to the first. The caller clears them when values change.
   */
  fieldErrors?: Readonly<Record<string, string | undefined>>;
}

/**
 * A form rendered from its description: each field with its ui primitive, validated by the schema on
 * blur (choices as soon as they are made) and on submit, when focus moves to the first invalid field.
 * Optional fields are marked "(optional)"; choosing a parent option clears the fields that depend on it;
 * a field with a condition shows only while it holds; a section shows while one of its fields does, as a
 * fieldset titled by its legend. The submit button is disabled while submitting.
 */
export function SchemaForm<TOutput>({
  form: { fields: items, schema },
  onSubmit,
  defaultValues,
  onValuesChange,
  messages,
  layout = 'stack',
  'aria-label': ariaLabel,
  children,
  fieldErrors,
}: SchemaFormProps<TOutput>) {
  const text = useFormText(messages);
  const fields = fieldsOf(items);
  const { control, handleSubmit, getValues, getFieldState, setValue, trigger, formState, subscribe } = useForm<
    Record<string, unknown>,
    unknown,
    TOutput
  >({
    defaultValues: initialValues(fields, defaultValues),
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    // The form moves focus itself, in the order fields show rather than the order they were registered.
    shouldFocusError: false,
  });
  const values = useWatch({ control });
  useEffect(() => {
    if (!onValuesChange) return undefined;
    return subscribe({ formState: { values: true }, callback: ({ values: changed }) => onValuesChange(changed) });
  }, [subscribe, onValuesChange]);
  const fieldElements = useRef(new Map<string, HTMLElement>());
  const [hasSubmitFailed, setHasSubmitFailed] = useState(false);
  // Only sending locks the form: focus must still reach an invalid field after validation.
  const [isSending, setIsSending] = useState(false);
  const shownFields = fields.filter((field) => isShown(field, values));

  const focusFirstInvalid = (errors: FieldErrors) => {
    const firstInvalid = shownFields.find((field) => errors[field.id]);
    if (firstInvalid) focusableIn(fieldElements.current.get(firstInvalid.id))?.focus();
  };

  const send = async (output: TOutput) => {
    setIsSending(true);
    try {
      await onSubmit(output, getValues());
      setHasSubmitFailed(false);
    } catch {
      setHasSubmitFailed(true);
    } finally {
      setIsSending(false);
    }
  };
  // The server's errors arrive with the submission's answer: once the fields are enabled again, focus goes to the
  // first, as it does for the schema's. Each set of errors moves focus once.
  const focusedErrors = useRef<SchemaFormProps<TOutput>['fieldErrors']>(undefined);
  useEffect(() => {
    if (isSending || fieldErrors === focusedErrors.current) return;
    focusedErrors.current = fieldErrors;
    const firstInvalid = fields.find((field) => fieldErrors?.[field.id] !== undefined);
    if (firstInvalid) focusableIn(fieldElements.current.get(firstInvalid.id))?.focus();
  }, [fieldErrors, fields, isSending]);

  const submit = (event?: FormEvent) => handleSubmit(send, focusFirstInvalid)(event);

  const change = (field: FieldDescriptor, value: FieldValue, isChoice: boolean) => {
    setValue(field.id, value, { shouldDirty: true });
    for (const dependent of dependentsOf(fields, field.id)) {
      setValue(dependent.id, emptyValue(dependent));
    }
    // A choice is complete when made, so it is checked at once; text waits for the field to lose focus.
    if (isChoice || getFieldState(field.id).isTouched || formState.isSubmitted) void trigger(field.id);
  };

  const renderField = (field: FieldDescriptor) => (
    <div
      key={field.id}
      className={isWideField(field) ? styles.fullRow : undefined}
      ref={(element) => {
        if (element) fieldElements.current.set(field.id, element);
        else fieldElements.current.delete(field.id);
      }}
    >
      <Controller
        name={field.id}
        control={control}
        render={({ field: { value, onBlur }, fieldState }) => (
          <FieldControl
            field={field}
            options={optionsFor(field, values)}
            value={value}
            error={fieldErrors?.[field.id] ?? text.error(field, fieldState.error?.message)}
            onChange={(next) => change(field, next, !isTextField(field))}
            onBlur={onBlur}
            isDisabled={isSending}
            text={text}
          />
        )}
      />
    </div>
  );
  const layoutClass = styles[layout];
  const renderItem = (item: FormItem) => {
    if (!isFieldSection(item)) return isShown(item, values) && renderField(item);
    const shownInSection = item.fields.filter((field) => isShown(field, values));
    return (
      shownInSection.length > 0 && (
        <FormSection key={item.title} section={item}>
          <div className={layoutClass}>{shownInSection.map(renderField)}</div>
        </FormSection>
      )
    );
  };

  return (
    <form noValidate aria-label={ariaLabel} onSubmit={(event) => void submit(event)}>
      <div className={layoutClass}>
        {items.map(renderItem)}
        {children && <div className={styles.fullRow}>{children}</div>}
        {hasSubmitFailed && (
          <div className={styles.fullRow}>
            <Alert tone="critical" action={{ label: text('tryAgain'), onPress: () => void submit() }}>
              {text('submitError')}
            </Alert>
          </div>
        )}
        <div className={styles.fullRow}>
          <Button type="submit" isPending={isSending}>
            {text('submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}

const textTypes = new Set([undefined, 'text', 'email', 'phone', 'multiline']);

function isTextField(field: FieldDescriptor): boolean {
  return textTypes.has(field.type);
}

/** The element that takes focus for a field: its first tabbable control. */
function focusableIn(element: HTMLElement | undefined): HTMLElement | null {
  return (
    element?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([tabindex="-1"]), textarea, button:not([tabindex="-1"]), [tabindex="0"]',
    ) ?? null
  );
}
