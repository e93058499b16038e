import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

import { workspaceSourceAliases } from '../scripts/workspace-source.mjs';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Stories run on the workspace packages' sources, so no library needs building first.
      resolve: { alias: workspaceSourceAliases() },
      // One stylesheet for the static build: split per chunk, the global font face and base styles
      // land in a chunk that only some stories load, and every other story renders without them.
      build: { cssCodeSplit: false },
    }),
};

export default config;
