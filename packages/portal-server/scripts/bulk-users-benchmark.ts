// Benchmarks bulk upload on PostgreSQL through the real server process: the preview of a 10,000-row spreadsheet,
// applying it, and how much the server's memory grows meanwhile (its peak resident size over the size before).
//
//   pnpm bench:bulk-users                    (starts a throwaway PostgreSQL cluster)
//   DATABASE_URL=postgres://… pnpm bench:bulk-users   (creates, then drops, a database of its own there)
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BULK_FILE_PART, BulkPreviewSchema, BulkTaskProgressSchema, MAX_BULK_ROWS } from '@partner-insights/contracts';
import ExcelJS from 'exceljs';
import * as v from 'valibot';
import { reportFigure } from '../../../scripts/lib/figures.mjs';
import { WORKSPACE_SOURCE_CONDITION } from '../../../scripts/workspace-source.mjs';
import { packageRoot } from '../src/package-paths';
import { bulkHeaders } from '../src/features/bulk-users/bulk-columns';
import { DEMO_PASSWORD } from '../src/platform/db/seed/demo-data';
import { benchmarkDatabase } from './benchmark-database';
import { mib } from './benchmark-timing';

const ADMIN = 'admin@acme-foods.test';
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The process's resident memory now and at its peak, from /proc. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** Starts the server process on the database and resolves with its URL once it listens. */
function startServer(databaseUrl: string, dataDir: string) {
  const child = spawn(
    process.execPath,
    [`--conditions=${WORKSPACE_SOURCE_CONDITION}`, '--import', 'tsx', join('src', 'main.ts')],
    {
      cwd: packageRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        SEED_DEMO_DATA: '1',
        DATA_DIR: dataDir,
        APP_DIST_DIR: dataDir,
      },
    },
  );
  let output = '';
  return new Promise<{ url: string; pid: number; stop(): void }>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port && child.pid)
        resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', () => reject(new Error(`The server exited:\n${output}`)));
  });
}

async function spreadsheetOf(rows: number): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.addRow(bulkHeaders('en-US'));
  for (let n = 0; n < rows; n += 1) {
    sheet.addRow([`bench${n}@acme-foods.test`, `Bench${n}`, 'User', 'REGULAR_USER', 'SHOPPER_BEHAVIOR,REPORT_BUILDER']);
  }
  return new Blob([await workbook.xlsx.writeBuffer()]);
}

async function main(): Promise<void> {
  const database = await benchmarkDatabase('bulk_users_bench');
  const dataDir = await mkdtemp(join(tmpdir(), 'bulk-bench-'));
  const server = await startServer(database.url, dataDir);
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
    });
    const cookie = /pi_session=[^;]*/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const headers = { Cookie: cookie };
    const context = await fetch(`${server.url}/api/v1/identity/user-context`, { headers });
    const companyId = ((await context.json()) as { tenant: { id: string } }).tenant.id;
    const file = await spreadsheetOf(MAX_BULK_ROWS);
    // Warms the routes and exceljs up, so the growth measured is the task's.
    await (
      await fetch(`${server.url}/api/companies/${companyId}/users/download-bulk-create-template`, { headers })
    ).arrayBuffer();
    const before = await memoryOf(server.pid);

    const form = new FormData();
    form.set(BULK_FILE_PART, file, 'bench.xlsx');
    let started = performance.now();
    const upload = await fetch(`${server.url}/api/companies/${companyId}/users/bulk-upload/validate-create`, {
      method: 'POST',
      headers,
      body: form,
    });
    const preview = v.parse(BulkPreviewSchema, await upload.json());
    const validation = performance.now() - started;
    const afterPreview = await memoryOf(server.pid);

    started = performance.now();
    await fetch(`${server.url}/api/companies/${companyId}/users/bulk-tasks/${preview.taskId}/apply`, {
      method: 'POST',
      headers,
    });
    for (;;) {
      const response = await fetch(`${server.url}/api/companies/${companyId}/users/bulk-tasks/${preview.taskId}`, {
        headers,
      });
      const progress = v.parse(BulkTaskProgressSchema, await response.json());
      if (progress.status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const apply = performance.now() - started;
    const after = await memoryOf(server.pid);

    console.log(
      `Rows:                          ${MAX_BULK_ROWS.toLocaleString('en-US')} (${preview.counts.create} to add)`,
    );
    console.log(`Preview (upload + validation): ${seconds(validation)}   target < 5 s`);
    console.log(`Apply (job, invitations):      ${seconds(apply)}   target < 60 s`);
    console.log(`Server memory before:          ${mib(before.rss)}`);
    console.log(`Peak growth during preview:    ${mib(afterPreview.peak - before.rss)}`);
    console.log(`Peak growth overall:           ${mib(after.peak - before.rss)}   target < 150 MiB`);
    const figure = `${MAX_BULK_ROWS.toLocaleString('en-US')} rows`;
    reportFigure('Bulk users', `Preview of ${figure}`, seconds(validation));
    reportFigure('Bulk users', `Apply of ${figure}`, seconds(apply));
    reportFigure('Bulk users', 'Server peak memory growth', mib(after.peak - before.rss));
  } finally {
    server.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
