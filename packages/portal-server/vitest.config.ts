import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { WORKSPACE_SOURCE_CONDITION } from '../../scripts/workspace-source.mjs';

export default defineProject({
  // Workspace packages resolve to their TypeScript sources, so tests need no prior build.
  resolve: { conditions: [WORKSPACE_SOURCE_CONDITION, ...defaultServerConditions] },
  ssr: { resolve: { conditions: [WORKSPACE_SOURCE_CONDITION, ...defaultServerConditions] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Creating an embedded database takes a few seconds; hashing the demo passwords about one more.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
