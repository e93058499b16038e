// `pnpm test`: every check, in the order a reviewer would read them. Steps keep going after a failure so one
// run shows everything that is wrong; the last line is the plain "N passed, N failed" tally of test cases.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { run } from './lib/run.mjs';
import { clearScreenshotRun, screenshotsDiffered, writeRunReport } from './visual/run-report.mjs';

ensureChromium();
const reports = mkdtempSync(join(tmpdir(), 'pi-test-reports-'));
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

const postgres = process.env.TEST_DATABASE_URL ? undefined : await startThrowawayPostgres();
const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? postgres?.url;
console.log(
  testDatabaseUrl
    ? `• Server tests run on the embedded database and on PostgreSQL (${postgres ? 'a throwaway cluster' : 'TEST_DATABASE_URL'})`
    : '• PostgreSQL is not installed: server tests run on the embedded database only',
);

const steps = [
  ['format', 'pnpm', ['run', 'format:check']],
  ['lint', 'pnpm', ['run', 'lint']],
  ['types', 'pnpm', ['run', 'typecheck']],
  ['build', 'pnpm', ['run', 'build']],
  ['bundle size', 'node', ['scripts/check-bundle-size.mjs']],
  ['publint', 'pnpm', ['run', 'publint']],
  ['licenses', 'node', ['scripts/check-licenses.mjs']],
  ['package cost', 'node', ['scripts/check-package-cost.mjs']],
  [
    'unit, server and story tests',
    'pnpm',
    ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    testDatabaseUrl ? { TEST_DATABASE_URL: testDatabaseUrl } : {},
  ],
  ['end-to-end', 'pnpm', ['exec', 'playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport }],
];

const failedSteps = [];
clearScreenshotRun();
try {
  for (const [name, command, args, env = {}] of steps) {
    console.log(`\n━━ ${name} ━━`);
    const startedAt = performance.now();
    if (!run(command, args, { env: { ...process.env, ...env } })) failedSteps.push(name);
    // Each step's time, so a run that nears CI's limit shows where its minutes went.
    console.log(`━━ ${name}: ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
  }
} finally {
  postgres?.stop();
}

function failedPlaywrightTests(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...failedPlaywrightTests(suite.suites ?? []),
  ]);
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const vitest = readJson(vitestReport);
const playwright = readJson(playwrightReport);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const screenshotReport = screenshotsDiffered()
  ? writeRunReport({ resultsFile: vitestReport, fullRun: true })
  : undefined;
rmSync(reports, { recursive: true, force: true });

// Named last, because a long run's log is often read from its tail only.
const failedNames = [
  ...(vitest?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative(process.cwd(), file.name)} › ${test.fullName}`),
  ),
  ...failedPlaywrightTests(playwright?.suites ?? []),
];
if (failedNames.length > 0) console.log(`\nFailed tests:\n${failedNames.map((name) => `  ✖ ${name}`).join('\n')}`);
if (screenshotReport)
  console.log(`\nScreenshots differ, see the report: ${screenshotReport.url} (accept with pnpm visual:review)`);

console.log(`\n${failedSteps.length === 0 ? '✔ every step passed' : `✖ failed: ${failedSteps.join(', ')}`}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length === 0 ? 0 : 1);
