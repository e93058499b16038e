import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { WORKSPACE_SOURCE_CONDITION, workspaceSourceAliases } from '../../scripts/workspace-source.mjs';

export default defineProject({
  // Workspace packages resolve to their TypeScript sources, so tests need no prior build. The global setup
  // runs in Vitest's own environment, which keeps the aliases but not these conditions.
  resolve: {
    conditions: [WORKSPACE_SOURCE_CONDITION, ...defaultServerConditions],
    alias: workspaceSourceAliases(),
  },
  ssr: { resolve: { conditions: [WORKSPACE_SOURCE_CONDITION, ...defaultServerConditions] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates and seeds one template database per run, which each seeded test app copies.
    globalSetup: ['src/platform/testing/global-setup.ts'],
    // The tests mostly wait for a database (its own thread or server) and for password hashing, so two files at
    // a time take about two thirds of the time one at a time does on two cores; three are no faster.
    maxWorkers: 2,
    // Vitest runs projects whose maxWorkers differ in groups of their own, one group after another.
    sequence: { groupOrder: 1 },
    // Creating an embedded database takes a few seconds; hashing the demo passwords about one more.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
