import type { MiddlewareHandler } from 'hono';

/** API answers are per user and per moment: no cache may keep them. Also applies to error answers. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};
