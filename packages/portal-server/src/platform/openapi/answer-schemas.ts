import type { MiddlewareHandler } from 'hono';
import type { GenericSchema } from 'valibot';

/** The statuses a route answers JSON with when it succeeds. */
export type JsonStatus = 200 | 201 | 202;

/** The statuses a route's own failures answer with, beside the ones its guard and validators give. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 429;

/**
 * One failure of a route: the message its error envelope carries (several when the route words it several ways),
 * or a body of another schema, described in words (the bot check's challenge).
 */
export type ErrorAnswer = string | readonly string[] | { readonly schema: GenericSchema; readonly description: string };

/** The route's own failures by status, declared beside its success answer. */
export type ErrorAnswers = Partial<Readonly<Record<ErrorStatus, ErrorAnswer>>>;

/** The failures of a route that reads a JSON body of limited size, from `requireJson` and Hono's `bodyLimit`. */
export const JSON_BODY_ERRORS = {
  413: 'Payload Too Large',
  415: 'Unsupported Media Type: send application/json',
} as const satisfies ErrorAnswers;

/** The failure of a route that reads a form with a file, from `requireMediaType`. */
export const MULTIPART_ERRORS = {
  415: 'Unsupported Media Type: send multipart/form-data',
} as const satisfies ErrorAnswers;

/** What a route answers when it succeeds: a JSON body, no body, a body of another type, or a redirect. */
type SuccessDeclaration =
  | {
      readonly kind: 'json';
      readonly statuses: readonly JsonStatus[];
      readonly schema: GenericSchema;
      readonly example?: unknown;
      /** When the route answers 204 instead, in words; never unless set. */
      readonly emptyWhen?: string;
    }
  | { readonly kind: 'empty'; readonly status: 200 | 202 | 204 }
  | { readonly kind: 'media'; readonly mediaTypes: readonly string[]; readonly description: string }
  | { readonly kind: 'redirect'; readonly description: string };

/** What a route answers: on success, and on the failures of its own. */
export type AnswerDeclaration = SuccessDeclaration & { readonly errors?: ErrorAnswers };

/** The failures a declaration names, for the declarations that take no other options. */
export interface FailureOptions {
  readonly errors?: ErrorAnswers;
}

const declaredAnswers = new WeakMap<object, AnswerDeclaration>();

/**
 * A middleware that only passes the request on and remembers what its route answers, so that the API description
 * states it and the answer tests check it. It goes right after the route's guard.
 */
function declaring(answer: AnswerDeclaration): MiddlewareHandler {
  const middleware: MiddlewareHandler = async (_c, next) => {
    await next();
  };
  declaredAnswers.set(middleware, answer);
  return middleware;
}

export interface JsonAnswerOptions extends FailureOptions {
  /** The success status, or each of them; 200 unless set. */
  readonly status?: JsonStatus | readonly JsonStatus[];
  readonly example?: unknown;
  readonly emptyWhen?: string;
}

/** The route answers JSON matching the contracts schema `schema`, as the schema outputs it. */
export const answers = (schema: GenericSchema, { status = 200, example, emptyWhen, errors }: JsonAnswerOptions = {}) =>
  declaring({
    kind: 'json',
    statuses: typeof status === 'number' ? [status] : status,
    schema,
    ...(example === undefined ? {} : { example }),
    ...(emptyWhen === undefined ? {} : { emptyWhen }),
    errors,
  });

/** The route answers with no body: 204 unless set. */
export const answersNothing = (status: 200 | 202 | 204 = 204, { errors }: FailureOptions = {}) =>
  declaring({ kind: 'empty', status, errors });

/** The route answers 200 with a body of one of `mediaTypes` (a spreadsheet, a PDF, a page), described in words. */
export const answersMedia = (
  mediaTypes: string | readonly string[],
  description: string,
  { errors }: FailureOptions = {},
) =>
  declaring({
    kind: 'media',
    mediaTypes: typeof mediaTypes === 'string' ? [mediaTypes] : mediaTypes,
    description,
    errors,
  });

/** The route sends the browser elsewhere with a 302, described in words. */
export const redirects = (description: string, { errors }: FailureOptions = {}) =>
  declaring({ kind: 'redirect', description, errors });

/** The answer a handler made by one of the above declares; undefined for any other handler. */
export const answerOf = (handler: unknown): AnswerDeclaration | undefined =>
  typeof handler === 'function' ? declaredAnswers.get(handler) : undefined;

/** The failures of a table of refusals by outcome, each a status and its message, grouped by status. */
export function failuresOf(refusals: Readonly<Record<string, readonly [ErrorStatus, string]>>): ErrorAnswers {
  const byStatus: Partial<Record<ErrorStatus, string[]>> = {};
  for (const [status, message] of Object.values(refusals)) (byStatus[status] ??= []).push(message);
  return byStatus;
}
