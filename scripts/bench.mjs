// `pnpm bench`: every benchmark of the repository, one after the other, then one table of their headline figures
// (scripts/lib/figures.mjs). Benchmarks print figures and never fail on a slow machine; one that cannot run (no
// PostgreSQL, no build) is listed as such and the others go on. Builds first, as the browser benchmarks need it.
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './lib/run.mjs';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
/** The root's bench:* scripts, then the packages' own. */
const benchmarks = [
  ['bundle', 'node', ['scripts/check-bundle-size.mjs']],
  ['tables', 'pnpm', ['--filter', '@partner-insights/tables', 'run', 'bench']],
  ...Object.keys(manifest.scripts)
    .filter((name) => name.startsWith('bench:'))
    .map((name) => [name.slice('bench:'.length), 'pnpm', ['run', name]]),
];

const figuresFile = join(mkdtempSync(join(tmpdir(), 'pi-bench-')), 'figures.jsonl');
const outcomes = [];
if (!run('pnpm', ['run', 'build'])) process.exit(1);
for (const [name, command, args] of benchmarks) {
  console.log(`\n━━ ${name} ━━`);
  const started = performance.now();
  const ran = run(command, args, { env: { ...process.env, BENCH_FIGURES: figuresFile } });
  outcomes.push({ name, ran, seconds: (performance.now() - started) / 1000 });
}

const figures = existsSync(figuresFile)
  ? readFileSync(figuresFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
rmSync(join(figuresFile, '..'), { recursive: true, force: true });

console.log(`\n━━ Figures (load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores) ━━`);
console.table(figures.map(({ benchmark, measure, figure }) => ({ benchmark, measure, figure })));
console.table(
  outcomes.map(({ name, ran, seconds }) => ({
    benchmark: name,
    ran: ran ? 'yes' : 'failed',
    seconds: Math.round(seconds),
  })),
);
