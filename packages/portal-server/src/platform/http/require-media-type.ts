import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './error-envelope';

const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase();

/** Answers 415 before the body is read unless the request's content type is `mediaType`. */
export function requireMediaType(mediaType: string): MiddlewareHandler {
  return async (c, next) => {
    if (mediaTypeOf(c.req.header('content-type')) !== mediaType) {
      return errorResponse(c, 415, `Unsupported Media Type: send ${mediaType}`);
    }
    await next();
  };
}
