import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { WORKSPACE_SOURCE_CONDITION } from '../../scripts/workspace-source.mjs';

// Node tests run in Vite's server environment, which takes its own resolve conditions.
const conditions = [WORKSPACE_SOURCE_CONDITION, ...defaultServerConditions];

export default defineProject({
  ssr: { resolve: { conditions } },
  test: { name: 'forms', environment: 'node', include: ['src/**/*.test.ts'] },
});
