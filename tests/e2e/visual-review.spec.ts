import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { generateReport } from '../../scripts/visual/report.mjs';
import { readStoryResults } from '../../scripts/visual/stories.mjs';

const fixtures = path.resolve(import.meta.dirname, '../../scripts/visual/fixtures');

/** Starts `pnpm visual:review` on a report and its baselines; resolves with the address it serves. */
function startReview(reportDir: string, baselineDir: string) {
  const review = spawn(
    process.execPath,
    ['scripts/visual/review.mjs', '--report', reportDir, '--baselines', baselineDir, '--port', '0'],
    { cwd: path.resolve(import.meta.dirname, '../..') },
  );
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    review.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const address = /http:\/\/127\.0\.0\.1:\d+\//.exec(output);
      if (address) resolve(address[0]);
    });
    review.on('exit', () => reject(new Error(`The review server stopped:\n${output}`)));
  });
  return { review, url, output: () => output };
}

test('a reviewer accepts one change from the browser and only that baseline is replaced', async ({ page }) => {
  const work = mkdtempSync(path.join(tmpdir(), 'visual-review-'));
  cpSync(fixtures, work, { recursive: true });
  const baselines = path.join(work, 'baselines');
  const reportDir = path.join(work, 'report');
  generateReport({
    baselineDir: baselines,
    runDir: path.join(work, 'run'),
    stories: readStoryResults(path.join(work, 'results.json')),
    fullRun: true,
    outDir: reportDir,
  });
  const before = Object.fromEntries(
    readdirSync(baselines).map((file) => [file, readFileSync(path.join(baselines, file))]),
  );
  let review: ChildProcess | undefined;
  try {
    const started = startReview(reportDir, baselines);
    review = started.review;
    await page.goto(await started.url);

    await expect(page.getByRole('button', { name: /1 Changed/ })).toBeVisible();
    const primary = page.locator('article[data-file="ui-button-primary.png"]');
    await primary.getByRole('button', { name: 'Slider' }).click();
    await expect(primary.getByRole('slider', { name: 'Baseline to new' })).toBeVisible();
    await primary.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(primary.getByText('Accepted')).toBeVisible();
    // The page drew itself again with the decision; the compare mode chosen stays.
    await expect(primary.getByRole('slider', { name: 'Baseline to new' })).toBeVisible();

    expect(readFileSync(path.join(baselines, 'ui-button-primary.png'))).toEqual(
      readFileSync(path.join(work, 'run', 'ui-button-primary-actual.png')),
    );
    // Nothing else moved: the removed story's baseline stays, the new story gets none.
    expect(readdirSync(baselines).sort()).toEqual(Object.keys(before).sort());
    for (const file of ['ui-button-secondary.png', 'ui-button-outlined.png']) {
      expect(readFileSync(path.join(baselines, file))).toEqual(before[file]);
    }

    await page.getByRole('button', { name: 'Finish review' }).click();
    await expect(page.getByText(/baselines\/ui-button-primary\.png/)).toBeVisible();
    await expect.poll(started.output).toContain('Accepted 1, ready to commit');
  } finally {
    review?.kill();
    rmSync(work, { recursive: true, force: true });
  }
});
