import type { GenericSchema } from 'valibot';

/** Which part of a request a validator checks. */
export type RequestPart = 'json' | 'query';

const declaredSchemas = new WeakMap<object, { readonly part: RequestPart; readonly schema: GenericSchema }>();

/** Remembers the contracts schema a validating middleware checks, so the API description can state it. */
export function declareRequestSchema<THandler extends object>(
  handler: THandler,
  part: RequestPart,
  schema: GenericSchema,
) {
  declaredSchemas.set(handler, { part, schema });
  return handler;
}

/** The schema a handler made by a validator checks; undefined for any other handler. */
export const requestSchemaOf = (handler: unknown) =>
  typeof handler === 'object' || typeof handler === 'function' ? declaredSchemas.get(handler as object) : undefined;
