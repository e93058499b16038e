// Writes the API's TypeScript types (`pnpm api:types`) from the description the app makes of its own routes,
// without a running server: the app is only built, on a database connection that is never opened.
import { writeFile } from 'node:fs/promises';
import { drizzle } from 'drizzle-orm/pglite';
import { API_INFO, createApp } from '../src/app';
import { DEFAULT_SESSION_LIFETIME } from '../src/config';
import * as schema from '../src/platform/db/schema';
import { API_TYPES_FILE, apiTypesSource } from '../src/platform/openapi/api-types';
import { openApiDocument } from '../src/platform/openapi/openapi-document';

const app = createApp({
  db: drizzle.mock({ schema }),
  appDistDir: '',
  sessionLifetime: DEFAULT_SESSION_LIFETIME,
  trustProxy: false,
});
await writeFile(API_TYPES_FILE, await apiTypesSource(openApiDocument(app, API_INFO)));
console.log(`Wrote ${API_TYPES_FILE}`);
