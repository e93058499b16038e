import { STATUS_CODES } from 'node:http';
import { errorEnvelope } from '@partner-insights/contracts';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable } from './database-unavailable';

/** The spec's default text for a failure the user cannot act on. */
const UNEXPECTED_ERROR_MESSAGE = 'An error occurred while processing your request. Please try again.';
export const DATABASE_UNAVAILABLE_MESSAGE = 'The portal is briefly unavailable. Please try again in a moment.';

/** Answers with the contracts' error envelope: `{ error: { status, message, details? } }`. */
export function errorResponse(c: Context, status: ContentfulStatusCode, message: string, details?: unknown): Response {
  return c.json(errorEnvelope(status, message, details), status);
}

export const notFound: NotFoundHandler = (c) => errorResponse(c, 404, 'Not Found');

/**
 * HTTPExceptions (thrown by routes and by Hono's middleware such as bodyLimit) keep their status: a prepared JSON
 * response is sent as is, otherwise the envelope carries their message (bodyLimit prepares plain text, which no
 * client of the API could read). A database that cannot be reached answers
 * 503 at once. Anything else is a bug: logged, and answered 500 without its details.
 */
export const handleError: ErrorHandler = async (error, c) => {
  if (error instanceof HTTPException) {
    const prepared = error.res;
    if (prepared?.headers.get('content-type')?.startsWith('application/json')) return error.getResponse();
    const message = (prepared ? await prepared.text() : '') || error.message;
    return errorResponse(c, error.status, message || (STATUS_CODES[error.status] ?? 'Error'));
  }
  if (isDatabaseUnavailable(error)) {
    console.error(`${c.req.method} ${c.req.path}: the database is unavailable`);
    return errorResponse(c, 503, DATABASE_UNAVAILABLE_MESSAGE);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return errorResponse(c, 500, UNEXPECTED_ERROR_MESSAGE);
};
