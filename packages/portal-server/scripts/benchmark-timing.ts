// How the benchmarks time a call and print what they measured.

/** The p-th percentile of ascending times. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export const ms = (value: number): string => `${value.toFixed(1)} ms`;

export const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** "p50 …, p99 …" of ascending times. */
export const p50p99 = (sorted: readonly number[]): string =>
  `p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}`;

/** The times of `runs` calls one after the other, ascending. */
export async function timeRuns(runs: number, call: (run: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await call(run);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}
