import {
  Checkbox,
  DateRangePicker,
  FileInput,
  MultiSelect,
  Radio,
  RadioGroup,
  Select,
  Switch,
  TextField,
  type DateRange,
  type SelectOption,
} from '@partner-insights/ui';

import type { FieldDescriptor, FieldOption, FieldType } from './fieldDescriptor';
import { isMultilineField, textLimits } from './fieldDescriptor';
import type { FieldValue } from './fieldValues';
import type { FormText } from './useFormText';

export interface FieldControlProps {
  field: FieldDescriptor;
  /** The options on offer now (a dependent field's narrowed to its parent's choice). */
  options: readonly FieldOption[];
  value: unknown;
  /** The error to show, already in the reader's language. */
  error: string | undefined;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
  isDisabled: boolean;
  text: FormText;
}

const textInputTypes: Partial<Record<FieldType, 'text' | 'email' | 'tel'>> = { email: 'email', phone: 'tel' };

/** Renders one field with its ui primitive, adapting the form value to the primitive's. */
export function FieldControl({ field, options, value, error, onChange, onBlur, isDisabled, text }: FieldControlProps) {
  const isInvalid = error !== undefined;
  const shared = {
    description: field.helperText,
    errorMessage: error,
    isInvalid,
    isDisabled,
    onBlur,
  };
  // One "(optional)" marker for every labelled field, so one override changes them all.
  const labelled = { label: field.label, isOptional: field.isOptional, optionalLabel: text('optional') };
  // Announced as required, while the schema (not the browser) decides what passes.
  const requirable = { ...shared, isRequired: !field.isOptional, validationBehavior: 'aria' as const };

  switch (field.type) {
    case 'select':
      return (
        <Select
          {...requirable}
          {...labelled}
          placeholder={field.placeholder}
          options={options.map(toSelectOption)}
          value={isKey(value) ? value : null}
          onChange={(key) => onChange(key)}
        />
      );
    case 'multiselect':
      return (
        <MultiSelect
          {...requirable}
          {...labelled}
          placeholder={field.placeholder}
          options={options.map(toSelectOption)}
          value={isKeyList(value) ? value : []}
          onChange={(keys) => onChange(keys)}
        />
      );
    case 'radio':
      return (
        <RadioGroup
          {...requirable}
          {...labelled}
          value={isKey(value) ? String(value) : null}
          onChange={(chosen) => onChange(options.find((option) => String(option.id) === chosen)?.id ?? null)}
        >
          {options.map((option) => (
            <Radio key={option.id} value={String(option.id)}>
              {option.title}
            </Radio>
          ))}
        </RadioGroup>
      );
    case 'checkbox':
      return (
        <Checkbox {...shared} isSelected={value === true} onChange={onChange}>
          {field.label}
        </Checkbox>
      );
    case 'switch':
      return (
        <Switch {...shared} isSelected={value === true} onChange={onChange}>
          {field.label}
        </Switch>
      );
    case 'file':
      return (
        <FileInput
          {...labelled}
          description={field.helperText}
          errorMessage={error}
          isInvalid={isInvalid}
          isDisabled={isDisabled}
          file={value instanceof File ? value : null}
          onChange={onChange}
          accept={field.accept && [...field.accept]}
          maxSizeBytes={field.maxSizeBytes}
        />
      );
    case 'dateRange':
      return (
        <DateRangePicker
          {...labelled}
          description={field.helperText}
          errorMessage={error}
          isInvalid={isInvalid}
          isDisabled={isDisabled}
          placeholder={field.placeholder}
          value={isDateRange(value) ? value : null}
          onChange={onChange}
        />
      );
    default: {
      const { maxLength, rows } = textLimits(field);
      return (
        <TextField
          {...requirable}
          {...labelled}
          placeholder={field.placeholder}
          type={field.type ? textInputTypes[field.type] : undefined}
          isMultiline={isMultilineField(field)}
          rows={rows}
          maxLength={maxLength}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
        />
      );
    }
  }
}

function toSelectOption(option: FieldOption): SelectOption {
  return { id: option.id, label: option.title };
}

function isKey(value: unknown): value is string | number {
  return typeof value === 'string' || typeof value === 'number';
}

function isKeyList(value: unknown): value is (string | number)[] {
  return Array.isArray(value) && value.every(isKey);
}

function isDateRange(value: unknown): value is DateRange {
  return typeof value === 'object' && value !== null && 'start' in value && 'end' in value;
}
