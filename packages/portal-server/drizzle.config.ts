import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes a migration for every schema change; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema.ts',
  out: './drizzle',
});
