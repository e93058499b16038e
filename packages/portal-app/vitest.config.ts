import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.js';

// Same plugins and resolution as the app build (vanilla-extract styles, workspace packages from source).
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'app',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/setupTests.ts'],
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
