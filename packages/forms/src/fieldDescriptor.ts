/** One choice of a select, multi-select or radio field, as the specification describes it. */
export interface FieldOption {
  id: string | number;
  name?: string;
  title: string;
  /**
   * The option of the parent field this one belongs under, for dependent fields: issue types are one
   * list grouped by their issue's id, sub-issue types by their issue type's.
   */
  parentId?: string | number;
}

/** The kinds of field a form is built from; each renders with its ui primitive. */
export type FieldType =
  | 'text'
  | 'email'
  | 'phone'
  | 'multiline'
  | 'select'
  | 'multiselect'
  | 'radio'
  | 'checkbox'
  | 'switch'
  | 'file'
  | 'dateRange';

/** Shows a field only while another field holds a value, e.g. the contact of a request made on someone's behalf. */
export interface FieldCondition {
  field: string;
  equals: string | number | boolean;
}

/** A form field as the specification describes it; forms are rendered from lists of these. */
export interface FieldDescriptor {
  /** The field's name in the form values and the schema. */
  id: string;
  /** What the field takes; a text field unless told. */
  type?: FieldType;
  label: string;
  placeholder?: string;
  /** Replaces the shipped text of any error this field shows. */
  errorMessage?: string;
  helperText?: string;
  /** Takes several lines of text (same as the `multiline` type). */
  isMultiline?: boolean;
  rowLength?: number;
  /** When set, the text input is limited to `DEFAULT_MAX_LENGTH` characters. */
  hasMaxLength?: boolean;
  options?: readonly FieldOption[];
  /** Marks the field "(optional)": fields are required unless labelled optional. The schema decides what passes. */
  isOptional?: boolean;
  /**
   * The field whose choice this field's options hang on: only options whose `parentId` is that choice are
   * offered, and choosing again there clears this field.
   */
  dependsOn?: string;
  /** Shows the field only while the condition holds; hidden fields are not validated by a schema that ignores them. */
  shownWhen?: FieldCondition;
  /** File fields: largest file accepted, in bytes (10 MB by default). */
  maxSizeBytes?: number;
  /** File fields: MIME types or extensions offered and accepted. */
  accept?: readonly string[];
}

/**
 * Fields that belong together under a title, e.g. "How we reach you": shown as a group named by its title, and
 * only while one of its fields shows.
 */
export interface FieldSection {
  title: string;
  /** A line under the title, read as the group's description. */
  description?: string;
  fields: readonly FieldDescriptor[];
}

/** What a form lists, in order: fields, sections of fields, or both. */
export type FormItem = FieldDescriptor | FieldSection;

export function isFieldSection(item: FormItem): item is FieldSection {
  return 'fields' in item;
}

/** Every field of a form, sections opened, in the order they show. */
export function fieldsOf(items: readonly FormItem[]): FieldDescriptor[] {
  return items.flatMap((item) => (isFieldSection(item) ? item.fields : [item]));
}

/** Long content (several lines of text, a file) takes a whole row of a form's grid. */
export function isWideField(field: FieldDescriptor): boolean {
  return isMultilineField(field) || field.type === 'file';
}

export const DEFAULT_MAX_LENGTH = 50;
export const DEFAULT_MULTILINE_ROWS = 3;

/** Whether a field takes several lines of text. */
export function isMultilineField(field: FieldDescriptor): boolean {
  return field.type === 'multiline' || field.isMultiline === true;
}

export interface TextLimits {
  maxLength: number | undefined;
  rows: number | undefined;
}

/** Text inputs are capped at 50 characters only when the flag is set; multiline fields default to 3 rows. */
export function textLimits(field: FieldDescriptor): TextLimits {
  return {
    maxLength: field.hasMaxLength ? DEFAULT_MAX_LENGTH : undefined,
    rows: isMultilineField(field) ? (field.rowLength ?? DEFAULT_MULTILINE_ROWS) : undefined,
  };
}
