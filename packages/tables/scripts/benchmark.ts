// Times the DataTable in Debian's Chromium at desktop width, on a 10,000-row client-side table showing
// 100 rows a page: rendering the page, switching pages, changing rows per page, sorting and selecting
// every row of the page, each from the update to the rendered frame, against one 60 Hz frame (16 ms).
// A long page draws the rows in view in that frame and the rest in the frames after, so each step is
// also timed until the whole page is in the document.
// It prints figures; it is a benchmark, not a test, so it never fails on a slow machine.
//
//   pnpm --filter @partner-insights/tables bench [--runs 25] [--port 6852] [--trace]
//
// --trace then traces page switches and prints where the main-thread time of their first frames goes.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';
import { reportFigure } from '../../../scripts/lib/figures.mjs';
import { workspaceSourceAliases } from '../../../scripts/workspace-source.mjs';
import type { BenchmarkPage, BenchmarkStep, StepTiming } from './benchmark/benchmarkPage';
import { mainThreadTime } from './benchmark/mainThreadTime';

const FRAME_BUDGET_MS = 16;
const WARM_UP_RUNS = 3;
const VIEWPORT = { width: 1440, height: 900 };

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    port: { type: 'string', default: '6852' },
    trace: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);

interface Figures {
  median: number;
  p95: number;
}

function figuresOf(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  // Nearest-rank quantiles: with an odd number of runs the median is the middle run.
  const at = (fraction: number) => sorted[Math.round((sorted.length - 1) * fraction)] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}

/** The steps of one run, in order: each starts from the table the previous one left. */
const steps: { step: BenchmarkStep; label: string }[] = [
  { step: 'renderPage', label: 'Render a 100-row page' },
  { step: 'nextPage', label: 'Switch to the next page' },
  { step: 'previousPage', label: 'Switch to the previous page' },
  { step: 'selectRow', label: 'Select one row' },
  { step: 'selectAll', label: 'Select every row of the page' },
  { step: 'sort', label: 'Sort 10,000 rows by a column' },
  { step: 'changeRowsPerPage', label: 'Change rows per page, 50 to 100' },
  { step: 'renderPageWithoutSelection', label: 'Render a 100-row page, no selection' },
  // The admin tables page on the server: the table gets the page, not 10,000 rows to model first.
  { step: 'renderServerPage', label: 'Render a page of 100 from the server' },
];

// A production build (minified, React's production bundle), served by Vite's preview server.
const outDir = await mkdtemp(join(tmpdir(), 'data-table-benchmark-'));
await build({
  configFile: false,
  root: new URL('./benchmark/', import.meta.url).pathname,
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: workspaceSourceAliases() },
  build: { outDir, emptyOutDir: true },
});
const server = await preview({
  configFile: false,
  logLevel: 'warn',
  build: { outDir },
  preview: { port, strictPort: true, host: '127.0.0.1' },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_ARGS] });

try {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => 'benchmarkPage' in window);
  type BenchmarkWindow = Window & { benchmarkPage: BenchmarkPage };
  const time = (step: BenchmarkStep) =>
    page.evaluate((name) => (window as unknown as BenchmarkWindow).benchmarkPage.time(name), step);
  const unmount = () => page.evaluate(() => (window as unknown as BenchmarkWindow).benchmarkPage.unmount());

  const samples = new Map<BenchmarkStep, StepTiming[]>(steps.map(({ step }) => [step, []]));
  for (let run = 0; run < WARM_UP_RUNS + runs; run += 1) {
    for (const { step } of steps) {
      if (step.startsWith('render')) await unmount();
      const timing = await time(step);
      if (run >= WARM_UP_RUNS) samples.get(step)?.push(timing);
    }
  }
  const bodyRows = await page.evaluate(() => (window as unknown as BenchmarkWindow).benchmarkPage.bodyRowCount());

  const format = (ms: number) => `${ms.toFixed(1).padStart(5)} ms`;
  console.log(
    `DataTable in Chromium ${browser.version()} at ${VIEWPORT.width}×${VIEWPORT.height}, 10,000 client-side rows, ` +
      `100 a page, with row selection unless told: ${runs} runs, from the update to the rendered frame`,
  );
  console.log(`${''.padEnd(38)}     first frame             whole page`);
  console.log(`${''.padEnd(40)}median      p95       median      p95`);
  for (const { step, label } of steps) {
    const timings = samples.get(step) ?? [];
    const firstFrame = figuresOf(timings.map((timing) => timing.firstFrame));
    const wholePage = figuresOf(timings.map((timing) => timing.wholePage));
    const verdict =
      firstFrame.median <= FRAME_BUDGET_MS ? 'within one frame' : `over the ${FRAME_BUDGET_MS} ms frame budget`;
    console.log(
      `${label.padEnd(38)}${format(firstFrame.median)}  ${format(firstFrame.p95)}    ` +
        `${format(wholePage.median)}  ${format(wholePage.p95)}   ${verdict}`,
    );
    reportFigure(
      'DataTable, 10,000 rows',
      `${label}: first frame`,
      `median ${format(firstFrame.median).trim()}, p95 ${format(firstFrame.p95).trim()}`,
    );
  }
  console.log(`Rows in the document: ${bodyRows} of 10,000`);
  // Other work on the machine slows every figure: read them against its load.
  console.log(
    `Machine load average over the last minute: ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores`,
  );

  if (values.trace) {
    await unmount();
    await time('renderPage');
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    });
    for (let run = 0; run < runs; run += 1) await time('nextPage');
    const work = mainThreadTime((await browser.stopTracing()).toString());
    console.log(
      `\nWhere the first frame of a switch to the next page goes on the main thread, per switch (${runs} traced):`,
    );
    console.log(`${''.padEnd(40)}  wall      CPU`);
    for (const [kind, { wallMs, cpuMs }] of [...work].sort(([, a], [, b]) => b.wallMs - a.wallMs)) {
      console.log(`${kind.padEnd(38)}${format(wallMs / runs)}  ${format(cpuMs / runs)}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
  await rm(outDir, { recursive: true, force: true });
}
