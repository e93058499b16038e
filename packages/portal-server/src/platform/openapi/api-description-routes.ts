import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { Guard } from '../policy/guard';
import { answersMedia } from './answer-schemas';

/** Swagger UI's own files, served from the installed package: nothing is fetched from another site. */
const swaggerUiFolder = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const SWAGGER_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

// The page starts Swagger UI from a file of its own, since the portal's CSP allows no inline script.
const START_SCRIPT = `window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api', deepLinking: true, withCredentials: true });
});
`;

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API - Partner Insights</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="api"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>`;

export interface ApiDescriptionRoutesOptions {
  /** The document, made from the finished app when first asked for. */
  readonly document: () => object;
  readonly guard: Guard;
}

/**
 * `GET /api/openapi.json` and the browsable `GET /api/docs`. Signed-in users only: the description names every
 * route and who may call it, which a bank would rather not hand to anyone on the internet.
 */
export function apiDescriptionRoutes({ document, guard }: ApiDescriptionRoutesOptions): Hono {
  let made: object | undefined;
  return new Hono()
    .get('/openapi.json', guard({ access: 'signedIn' }), answersMedia('application/json', 'This document.'), (c) =>
      c.json((made ??= document()), 200),
    )
    .get('/docs', guard({ access: 'signedIn' }), answersMedia('text/html', 'The document in Swagger UI.'), (c) =>
      c.html(DOCS_PAGE, 200),
    )
    .get(
      '/docs/start.js',
      guard({ access: 'signedIn' }),
      answersMedia('text/javascript', 'The script that starts Swagger UI.'),
      (c) => c.body(START_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
    )
    .get(
      '/docs/:file',
      guard({ access: 'signedIn' }),
      answersMedia(['text/css', 'text/javascript'], 'Swagger UI’s own stylesheet and script.', {
        errors: { 404: 'Not Found' },
      }),
      async (c) => {
        const file = c.req.param('file');
        const type = Object.hasOwn(SWAGGER_FILES, file) ? SWAGGER_FILES[file] : undefined;
        if (!type) return c.notFound();
        return c.body(await readFile(join(swaggerUiFolder, file)), 200, { 'Content-Type': type });
      },
    );
}
