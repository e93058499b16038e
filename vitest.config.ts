import { defineConfig } from 'vitest/config';

// One Vitest run over every project: each package owns its project config (named after it),
// and the story tests live with the Storybook config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'scripts/vitest.config.ts', '.storybook/vitest.config.ts'],
  },
});
