// What a benchmark reports as its headline figures. It prints them as it likes; `pnpm bench` (scripts/bench.mjs)
// sets BENCH_FIGURES to a file, and each figure reported here is appended to it as a JSON line for the summary.
import { appendFileSync } from 'node:fs';

/** Records one headline figure, e.g. reportFigure('Activity log', 'Filtered page p99', '41 ms'). */
export function reportFigure(benchmark, measure, figure) {
  const file = process.env.BENCH_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify({ benchmark, measure, figure })}\n`);
}
