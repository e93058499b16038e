// `pnpm visual:review`: serves the last `pnpm visual` report with Accept / Reject buttons and, once the reviewer
// finishes (or stops it with Ctrl+C), lists the baselines it changed, ready to commit.
// Options: --report <dir>, --baselines <dir>, --port <number> (0: any free port).
import path from 'node:path';
import { parseArgs } from 'node:util';

import { baselineDir, reportDir } from './paths.mjs';
import { startReviewServer } from './review-server.mjs';

const { values } = parseArgs({
  options: {
    report: { type: 'string', default: reportDir },
    baselines: { type: 'string', default: baselineDir },
    port: { type: 'string', default: '6007' },
  },
});

function printAccepted(list) {
  if (list.length === 0) {
    console.log('Nothing was accepted.');
    return;
  }
  console.log(`Accepted ${list.length}, ready to commit:`);
  for (const { file, removed } of list)
    console.log(`  ${removed ? 'deleted  ' : ''}${path.relative(process.cwd(), file)}`);
}

const server = await startReviewServer({
  reportDir: path.resolve(values.report),
  baselineDir: path.resolve(values.baselines),
  port: Number(values.port),
  onFinish: (list) => {
    printAccepted(list);
    server.close();
  },
});
console.log(`Reviewing visual changes at ${server.url} (Ctrl+C to stop)`);
process.on('SIGINT', () => {
  printAccepted(server.accepted());
  server.close();
  process.exit(0);
});
