import { defineProject } from 'vitest/config';

// The repository's own tooling (scripts/), tested in Node.
export default defineProject({
  test: { name: 'scripts', environment: 'node', root: import.meta.dirname, include: ['**/*.test.mjs'] },
});
