import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium';

// End-to-end journeys drive the real built portal (see tests/e2e/support/globalSetup.ts) in Debian's Chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  fullyParallel: true,
  // Most journeys wait (on held-back answers, deadlines, idle timeouts) more than they compute: a third worker
  // overlaps those waits on two cores.
  workers: 3,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Three workers share two cores with three portals, each on a single-threaded database: an answer can take
  // several seconds to paint while another journey's bulk task or export holds its portal's database.
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: 'test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // Recording a trace costs every journey time; CI keeps no artefacts to read one from, so only local runs record.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
