import type { FieldDescriptor, FieldOption } from './fieldDescriptor';

/** Whether a field shows with these values: always, unless its condition does not hold. */
export function isShown(field: FieldDescriptor, values: Readonly<Record<string, unknown>>): boolean {
  return !field.shownWhen || values[field.shownWhen.field] === field.shownWhen.equals;
}

/** The options a field offers: all of them, or for a dependent field those under the parent's choice. */
export function optionsFor(field: FieldDescriptor, values: Readonly<Record<string, unknown>>): readonly FieldOption[] {
  const options = field.options ?? [];
  if (!field.dependsOn) return options;
  const parentChoice = values[field.dependsOn];
  if (parentChoice === null || parentChoice === undefined) return [];
  return options.filter((option) => option.parentId === parentChoice);
}

/** The fields whose options hang on this one, directly or through another: all cleared when it changes. */
export function dependentsOf(fields: readonly FieldDescriptor[], id: string): FieldDescriptor[] {
  const children = fields.filter((field) => field.dependsOn === id);
  return children.flatMap((child) => [child, ...dependentsOf(fields, child.id)]);
}
