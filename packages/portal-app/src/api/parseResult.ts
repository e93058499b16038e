import * as v from 'valibot';
import { UNKNOWN_HTTP_ERROR, type ApiResponse } from './ApiClient';

/**
 * Checks a successful answer against the contracts' schema the server answers with, so stores hold only data of
 * the agreed shape; an answer of another shape is a failed call.
 */
export function parseResult<TSchema extends v.GenericSchema>(
  schema: TSchema,
  response: ApiResponse<unknown>,
): ApiResponse<v.InferOutput<TSchema>> {
  if (response.error) return response;
  const parsed = v.safeParse(schema, response.result);
  if (parsed.success) return { result: parsed.output, headers: response.headers };
  return { error: { status: 200, message: UNKNOWN_HTTP_ERROR, details: v.summarize(parsed.issues) }, result: null };
}
