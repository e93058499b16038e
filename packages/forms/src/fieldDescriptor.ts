export interface FieldOption {
  id: string | number;
  name?: string;
  title: string;
}

/** A form field as the specification describes it; forms are rendered from lists of these. */
export interface FieldDescriptor {
  id: string;
  label: string;
  placeholder?: string;
  errorMessage?: string;
  helperText?: string;
  isMultiline?: boolean;
  rowLength?: number;
  /** When set, the text input is limited to `DEFAULT_MAX_LENGTH` characters. */
  hasMaxLength?: boolean;
  options?: readonly FieldOption[];
}

export const DEFAULT_MAX_LENGTH = 50;
export const DEFAULT_MULTILINE_ROWS = 3;

export interface TextLimits {
  maxLength: number | undefined;
  rows: number | undefined;
}

/** Text inputs are capped at 50 characters only when the flag is set; multiline fields default to 3 rows. */
export function textLimits(field: FieldDescriptor): TextLimits {
  return {
    maxLength: field.hasMaxLength ? DEFAULT_MAX_LENGTH : undefined,
    rows: field.isMultiline ? (field.rowLength ?? DEFAULT_MULTILINE_ROWS) : undefined,
  };
}
