import type * as v from 'valibot';

import type { FormItem } from './fieldDescriptor';

/** A schema that validates a form's values into what the form submits. */
export type FormSchema<TOutput = unknown> = v.GenericSchema<Record<string, unknown>, TOutput>;

/**
 * A form as data: the fields in the order they show, each on its own or grouped in titled sections, and the schema
 * their values must pass.
 */
export interface FormDescription<TOutput = unknown> {
  fields: readonly FormItem[];
  schema: FormSchema<TOutput>;
}
