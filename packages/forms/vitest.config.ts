import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { WORKSPACE_SOURCE_CONDITION } from '../../scripts/workspace-source.mjs';

export default defineProject({
  resolve: { conditions: [WORKSPACE_SOURCE_CONDITION, ...defaultServerConditions] },
  test: { name: 'forms', environment: 'node', include: ['src/**/*.test.ts'] },
});
