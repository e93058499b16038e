import type { MiddlewareHandler } from 'hono';
import type { GenericSchema } from 'valibot';

/** The statuses a route answers JSON with when it succeeds. */
export type JsonStatus = 200 | 201 | 202;

/** What a route answers when it succeeds: a JSON body, no body, a body of another type, or a redirect. */
export type AnswerDeclaration =
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

export interface JsonAnswerOptions {
  /** The success status, or each of them; 200 unless set. */
  readonly status?: JsonStatus | readonly JsonStatus[];
  readonly example?: unknown;
  readonly emptyWhen?: string;
}

/** The route answers JSON matching the contracts schema `schema`, as the schema outputs it. */
export const answers = (schema: GenericSchema, { status = 200, example, emptyWhen }: JsonAnswerOptions = {}) =>
  declaring({
    kind: 'json',
    statuses: typeof status === 'number' ? [status] : status,
    schema,
    ...(example === undefined ? {} : { example }),
    ...(emptyWhen === undefined ? {} : { emptyWhen }),
  });

/** The route answers with no body: 204 unless set. */
export const answersNothing = (status: 200 | 202 | 204 = 204) => declaring({ kind: 'empty', status });

/** The route answers 200 with a body of one of `mediaTypes` (a spreadsheet, a PDF, a page), described in words. */
export const answersMedia = (mediaTypes: string | readonly string[], description: string) =>
  declaring({ kind: 'media', mediaTypes: typeof mediaTypes === 'string' ? [mediaTypes] : mediaTypes, description });

/** The route sends the browser elsewhere with a 302, described in words. */
export const redirects = (description: string) => declaring({ kind: 'redirect', description });

/** The answer a handler made by one of the above declares; undefined for any other handler. */
export const answerOf = (handler: unknown): AnswerDeclaration | undefined =>
  typeof handler === 'function' ? declaredAnswers.get(handler) : undefined;
