// A bulk task survives the server being killed with -9 in the middle: started again, the server resumes the task
// and every valid row is applied exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { BulkPreviewSchema, BulkTaskProgressSchema, type BulkTaskProgress } from '@partner-insights/contracts';
import { and, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, inject, it, vi } from 'vitest';
import { WORKSPACE_SOURCE_CONDITION } from '../../../../../scripts/workspace-source.mjs';
import { packageRoot } from '../../package-paths';
import { activityLog } from '../../platform/audit/activity-log.schema';
import { openDatabase, type DatabaseLocation } from '../../platform/db/database';
import { DEMO_PASSWORD } from '../../platform/db/seed/demo-data';
import { emailOutbox } from '../../platform/mail';
import { makeTempDir, testDatabaseTargets } from '../../platform/testing/test-databases';
import { users } from '../identity';
import { userRequests } from '../user-management';
import { ACME_ADMIN } from '../user-management/user-management.fixture';
import { bulkRow, uploadForm, workbookOf } from './bulk-users.fixture';
import { bulkTasks } from './bulk-users.schema';

// Six chunks of BULK_APPLY_CHUNK_ROWS: the kill comes after the first, with most of the task left to resume.
const ROWS = 600;
const EMAIL_PATTERN = '%.kill@acme-foods.test';

interface RunningServer {
  readonly child: ChildProcess;
  readonly url: string;
  readonly exited: Promise<NodeJS.Signals | null>;
}

/** Starts the portal's server process (src/main.ts) on the database and resolves once it listens. */
function startServer(location: DatabaseLocation, dataDir: string, appDir: string): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    [`--conditions=${WORKSPACE_SOURCE_CONDITION}`, '--import', 'tsx', join('src', 'main.ts')],
    {
      cwd: packageRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        APP_DIST_DIR: appDir,
        DATA_DIR: location.dataDir ?? dataDir,
        // Small chunks, so the server is killed between two of them even where one database connection is shared.
        BULK_APPLY_CHUNK_ROWS: '100',
        ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : {}),
      },
    },
  );
  let output = '';
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_, signal) => resolve(signal)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve({ child, url: `http://127.0.0.1:${port}`, exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`The server exited before listening:\n${output}`)));
  });
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ACME_ADMIN, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return /pi_session=[^;]*/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? '';
}

describe.each(testDatabaseTargets)('a bulk task whose server is killed with -9 on $name', (target) => {
  it('resumes after a restart and applies every valid row exactly once', { timeout: 300_000 }, async () => {
    const template = inject('seededTemplates')[target.name];
    if (!template) throw new Error(`No seeded template for ${target.name}`);
    const fresh = await target.copy(template);
    const dataDir = await makeTempDir('bulk-kill-data');
    const appDir = await makeTempDir('bulk-kill-no-app');
    let server = await startServer(fresh.location, dataDir.path, appDir.path);
    try {
      const cookie = await signIn(server.url);
      const context = await fetch(`${server.url}/api/v1/identity/user-context`, { headers: { Cookie: cookie } });
      const acme = ((await context.json()) as { tenant: { id: string } }).tenant.id;
      const rows = Array.from({ length: ROWS }, (_, index) =>
        bulkRow(`User${index}`, { email: `u${index}.kill@acme-foods.test` }),
      );
      const upload = await fetch(`${server.url}/api/companies/${acme}/users/bulk-upload/validate-create`, {
        method: 'POST',
        headers: { Cookie: cookie },
        body: uploadForm(await workbookOf([...rows, bulkRow('Bad', { email: 'bad@gmail.test' })])),
      });
      expect(upload.status).toBe(200);
      const preview = v.parse(BulkPreviewSchema, await upload.json());
      expect(preview.counts).toMatchObject({ create: ROWS, error: 1 });
      const started = await fetch(`${server.url}/api/companies/${acme}/users/bulk-tasks/${preview.taskId}/apply`, {
        method: 'POST',
        headers: { Cookie: cookie },
      });
      expect(started.status).toBe(202);

      const progressOf = async (url: string, session: string): Promise<BulkTaskProgress> => {
        const response = await fetch(`${url}/api/companies/${acme}/users/bulk-tasks/${preview.taskId}`, {
          headers: { Cookie: session },
        });
        return v.parse(BulkTaskProgressSchema, await response.json());
      };
      // Killed once some rows are applied and many are left.
      const atKill = await vi.waitFor(
        async () => {
          const progress = await progressOf(server.url, cookie);
          expect(progress.done).toBeGreaterThan(0);
          return progress;
        },
        { timeout: 120_000, interval: 20 },
      );
      server.child.kill('SIGKILL');
      expect(await server.exited).toBe('SIGKILL');
      expect(atKill.left).toBeGreaterThan(0);

      server = await startServer(fresh.location, dataDir.path, appDir.path);
      const again = await signIn(server.url);
      const finished = await vi.waitFor(
        async () => {
          const progress = await progressOf(server.url, again);
          expect(progress.status).toBe('done');
          return progress;
        },
        { timeout: 180_000, interval: 250 },
      );
      expect(finished).toMatchObject({ total: ROWS, done: ROWS, failed: 0, left: 0, rejected: 1 });
      server.child.kill('SIGTERM');
      await server.exited;

      const database = await openDatabase(fresh.location);
      try {
        const { db } = database;
        const created = await db.select({ id: users.id }).from(users).where(like(users.email, EMAIL_PATTERN));
        expect(created).toHaveLength(ROWS);
        expect(await db.$count(userRequests, eq(userRequests.companyId, acme))).toBeGreaterThanOrEqual(ROWS);
        expect(await db.$count(emailOutbox, like(emailOutbox.toAddress, EMAIL_PATTERN))).toBe(ROWS);
        expect(
          await db.$count(
            activityLog,
            and(eq(activityLog.event, 'USER_INVITED'), like(activityLog.entityId, EMAIL_PATTERN)),
          ),
        ).toBe(ROWS);
        expect(
          await db.$count(
            activityLog,
            and(eq(activityLog.event, 'BULK_USERS_APPLIED'), eq(activityLog.entityId, preview.taskId)),
          ),
        ).toBe(1);
        const [task] = await db.select().from(bulkTasks).where(eq(bulkTasks.id, preview.taskId));
        expect(task?.status).toBe('done');
      } finally {
        await database.close();
      }
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
      await fresh.remove();
      await dataDir.remove();
      await appDir.remove();
    }
  });
});
