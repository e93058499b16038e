import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { except } from 'hono/combine';

export const APP_NOT_BUILT_MESSAGE =
  'The portal app is not built yet: run `pnpm build` at the repository root, then reload this page. ' +
  'The API under /api/ is running.';

/** Vite writes content-hashed file names under assets/: a changed file gets a new URL. */
const HASHED_ASSETS_DIR = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page and unhashed files may be cached but must be revalidated, so that a deploy shows at once. */
const REVALIDATE = 'no-cache';

const isPageRequest = (c: Context) =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') && c.req.path !== '/api' && !c.req.path.startsWith('/api/');

/** serveStatic complains at creation when its folder does not exist, which is normal before a build. */
function createdOnFirstUse(create: () => MiddlewareHandler): MiddlewareHandler {
  let handler: MiddlewareHandler | undefined;
  return (c, next) => (handler ??= create())(c, next);
}

/**
 * Sets Cache-Control on the response of a file handler. (Its onFound hook runs after the response is made,
 * too late for headers.) When the file is missing the handler passes on and returns no response of its own.
 * Every file may come compressed (the build writes .br and .gz beside it), so caches key it by Accept-Encoding
 * even when this answer is not compressed.
 */
function withCacheControl(handler: MiddlewareHandler, cacheControl: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    const result = await handler(c, next);
    if (result instanceof Response) {
      result.headers.set('Cache-Control', cacheControl(c));
      if (!/accept-encoding/i.test(result.headers.get('Vary') ?? '')) result.headers.append('Vary', 'Accept-Encoding');
    }
    return result;
  };
}

/**
 * Serves the built single-page app from `appDistDir`: its files, and index.html for any other page path so
 * that the app's router takes it, each as the build's Brotli or gzip copy when the browser accepts one. While the app is not built, page requests get a 503 saying so.
 */
export function serveBuiltApp(appDistDir: string): MiddlewareHandler {
  const requireBuild: MiddlewareHandler = async (c, next) => {
    if (!existsSync(join(appDistDir, 'index.html'))) {
      return c.text(APP_NOT_BUILT_MESSAGE, 503, { 'Cache-Control': 'no-store' });
    }
    await next();
  };
  const files = withCacheControl(
    createdOnFirstUse(() => serveStatic({ root: appDistDir, precompressed: true })),
    (c) => (c.req.path.startsWith(HASHED_ASSETS_DIR) ? IMMUTABLE : REVALIDATE),
  );
  const page = withCacheControl(
    createdOnFirstUse(() => serveStatic({ root: appDistDir, path: 'index.html', precompressed: true })),
    () => REVALIDATE,
  );
  return except(
    (c) => !isPageRequest(c),
    requireBuild,
    files,
    // A missing hashed file (an old chunk after a deploy) must fail as such, not be answered with the page.
    except(`${HASHED_ASSETS_DIR}*`, page),
  );
}
