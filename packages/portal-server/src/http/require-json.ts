import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './error-envelope';

const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * State-changing routes take JSON only. A cross-site page cannot send that content type without a CORS
 * preflight this server never grants, so, with SameSite cookies, forged form posts never reach a handler.
 */
export const requireJson: MiddlewareHandler = async (c, next) => {
  if (!isJson(c.req.header('content-type'))) {
    return errorResponse(c, 415, 'Unsupported Media Type: send application/json');
  }
  await next();
};
