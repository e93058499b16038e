import type { Context, ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { declareRequestSchema } from '../openapi/request-schemas';
import { errorResponse } from './error-envelope';
import { containsNulCharacter, NUL_CHARACTER_PROBLEM } from './nul-characters';

/** The spec's default text for a request the server refuses as malformed. */
const INVALID_REQUEST_MESSAGE = 'An error occurred while processing your request. Please try again.';

/** What `details` says of each problem: where it is and what is wrong. */
export interface RequestProblem {
  readonly path: string | null;
  readonly message: string;
}

export const problemsOf = (issues: readonly v.BaseIssue<unknown>[]): RequestProblem[] =>
  issues.map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));

/** Answers 400 with the envelope, listing the problems in `details`. */
export const invalidRequest = (c: Context, problems: readonly RequestProblem[]): Response =>
  errorResponse(c, 400, INVALID_REQUEST_MESSAGE, problems);

/**
 * Validates one part of the request with a contracts schema, so the server checks the very shape the app
 * sends; a bad part is answered 400 with the envelope and each issue's path and message in `details`, and
 * nothing else runs.
 */
function validate<TTarget extends 'json' | 'query', TSchema extends v.GenericSchema>(target: TTarget, schema: TSchema) {
  const middleware = validator(target, (value: ValidationTargets[TTarget], c) => {
    if (containsNulCharacter(value)) return invalidRequest(c, [{ path: null, message: NUL_CHARACTER_PROBLEM }]);
    const parsed = v.safeParse(schema, value);
    if (parsed.success) return parsed.output as v.InferOutput<TSchema>;
    return invalidRequest(c, problemsOf(parsed.issues));
  });
  return declareRequestSchema(middleware, target, schema);
}

export const validateJson = <TSchema extends v.GenericSchema>(schema: TSchema) => validate('json', schema);

export const validateQuery = <TSchema extends v.GenericSchema>(schema: TSchema) => validate('query', schema);
