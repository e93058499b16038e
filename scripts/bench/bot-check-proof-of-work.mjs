// How long the browser takes to solve the bot check's proof-of-work puzzle at a few difficulties: the app's own
// worker, bundled and run in Debian's Chromium. A mid-range phone is taken as 4 times slower than this machine's
// core (Lighthouse's mobile CPU setting; Chromium cannot slow a worker's CPU itself, so the factor is applied to the
// measured rate). Also the longest the page's main thread waited for a turn meanwhile: the hold must stay smooth.
// Usage: node scripts/bench/bot-check-proof-of-work.mjs [difficulties, default 12,14,16,18] [seeds each, default 12]
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { reportFigure } from '../lib/figures.mjs';

const difficulties = (process.argv[2] ?? '12,14,16,18').split(',').map(Number);
const seedsEach = Number(process.argv[3] ?? 12);
/** Lighthouse's mobile setting: a mid-range phone is taken as 4 times slower than a desktop core. */
const PHONE_SLOWDOWN = 4;

const solver = await build({
  entryPoints: [
    fileURLToPath(new URL('../../packages/portal-app/src/shell/botCheck/proofOfWorkWorker.ts', import.meta.url)),
  ],
  bundle: true,
  format: 'iife',
  conditions: ['@partner-insights/source'],
  write: false,
});

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  const page = await browser.newPage();
  // Web Crypto needs a secure context: an https page answered here, without a network.
  await page.route('https://bench.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }),
  );
  await page.goto('https://bench.test/');
  console.log(`Solving ${seedsEach} random seeds per difficulty (load average ${loadavg()[0].toFixed(1)})`);
  console.log(
    '| Difficulty | Hashes a second | Expected here | Median here | 90th percentile here | Expected on a phone | Longest main-thread gap |',
  );
  console.log(
    '| ---------- | --------------- | ------------- | ----------- | -------------------- | ------------------- | ----------------------- |',
  );
  for (const difficulty of difficulties) {
    const seeds = Array.from({ length: seedsEach }, () => randomBytes(16).toString('base64url'));
    const { times, hashes, longestMainThreadGap } = await page.evaluate(solveAll, {
      seeds,
      difficulty,
      worker: solver.outputFiles[0].text,
    });
    const sorted = times.toSorted((a, b) => a - b);
    const rate = hashes / (times.reduce((sum, time) => sum + time, 0) / 1000);
    // The number of hashes a solve needs is random, 2^difficulty on average: the rate is the steadier figure.
    const expected = (2 ** difficulty / rate) * 1000;
    const onPhone = expected * PHONE_SLOWDOWN;
    console.log(
      `| ${difficulty} bits | ${Math.round(rate).toLocaleString('en-US')} | ${ms(expected)} | ` +
        `${ms(sorted[Math.floor(sorted.length / 2)])} | ${ms(sorted[Math.ceil(sorted.length * 0.9) - 1])} | ` +
        `${ms(onPhone)} | ${ms(longestMainThreadGap)} |`,
    );
    reportFigure('Bot check proof of work', `${difficulty} bits, expected on a mid-range phone`, ms(onPhone));
  }
} finally {
  await browser.close();
}

/** Runs in the page: solves each seed in turn, watching how long the main thread is ever kept from other work. */
async function solveAll({ seeds, difficulty, worker }) {
  const solver = new Worker(URL.createObjectURL(new Blob([worker], { type: 'text/javascript' })));
  const solve = (seed) =>
    new Promise((resolve) => {
      solver.onmessage = ({ data }) => resolve(data);
      solver.postMessage({ seed, difficulty });
    });
  let longestMainThreadGap = 0;
  let solving = true;
  let lastTurn = performance.now();
  const onTurn = () => {
    const now = performance.now();
    longestMainThreadGap = Math.max(longestMainThreadGap, now - lastTurn);
    lastTurn = now;
    if (solving) setTimeout(onTurn, 0);
  };
  setTimeout(onTurn, 0);
  const times = [];
  let hashes = 0;
  for (const seed of seeds) {
    const start = performance.now();
    const nonce = await solve(seed);
    times.push(performance.now() - start);
    hashes += Number(nonce) + 1;
  }
  solving = false;
  solver.terminate();
  return { times, hashes, longestMainThreadGap };
}

function ms(value) {
  return `${Math.round(value).toLocaleString('en-US')} ms`;
}
