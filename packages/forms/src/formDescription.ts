import type * as v from 'valibot';

import type { FieldDescriptor } from './fieldDescriptor';

/** A schema that validates a form's values into what the form submits. */
export type FormSchema<TOutput = unknown> = v.GenericSchema<Record<string, unknown>, TOutput>;

/** A form as data: the fields in the order they show, and the schema their values must pass. */
export interface FormDescription<TOutput = unknown> {
  fields: readonly FieldDescriptor[];
  schema: FormSchema<TOutput>;
}
