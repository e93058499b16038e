import { STATUS_CODES } from 'node:http';
import { errorEnvelope } from '@partner-insights/contracts';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The spec's default text for a failure the user cannot act on. */
const UNEXPECTED_ERROR_MESSAGE = 'An error occurred while processing your request. Please try again.';

/** Answers with the contracts' error envelope: `{ error: { status, message, details? } }`. */
export function errorResponse(c: Context, status: ContentfulStatusCode, message: string, details?: unknown): Response {
  return c.json(errorEnvelope(status, message, details), status);
}

export const notFound: NotFoundHandler = (c) => errorResponse(c, 404, 'Not Found');

/**
 * HTTPExceptions (thrown by routes and by Hono's middleware such as bodyLimit) keep their status: a prepared
 * response is sent as is, otherwise the envelope carries their message. Anything else is a bug: logged, and
 * answered 500 without its details.
 */
export const handleError: ErrorHandler = (error, c) => {
  if (error instanceof HTTPException) {
    if (error.res) return error.getResponse();
    return errorResponse(c, error.status, error.message || (STATUS_CODES[error.status] ?? 'Error'));
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return errorResponse(c, 500, UNEXPECTED_ERROR_MESSAGE);
};
