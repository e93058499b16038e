import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTACT_US_PARTS } from '@partner-insights/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { completeContactUsRequest } from './features/contact-us/contact-us-request.fixture';
import { WORKSPACE_SOURCE_CONDITION } from '../../../scripts/workspace-source.mjs';
import { packageRoot } from './package-paths';
import { LOCK_FILE_NAME } from './platform/db/embedded/data-dir-lock';
import { CREATE_ADMIN_COMMAND } from './platform/startup/banner';
import { makeTempDir, testDatabaseTargets } from './platform/testing/test-databases';

const postgres = testDatabaseTargets.find(({ name }) => name === 'PostgreSQL');

interface ServerProcess {
  readonly child: ChildProcess;
  /** Everything printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the printed URL once the server listens; rejects if it exits first. */
  readonly url: Promise<string>;
  readonly exitCode: Promise<number | null>;
}

/** Runs the server from source as `pnpm dev` does, on a port the system picks. */
function startServer(dataDir: string, appDistDir: string, env: Readonly<Record<string, string>> = {}): ServerProcess {
  const child = spawn(
    process.execPath,
    [`--conditions=${WORKSPACE_SOURCE_CONDITION}`, '--import', 'tsx', 'src/main.ts'],
    {
      cwd: packageRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_DIST_DIR: appDistDir,
        DATABASE_URL: '',
        ...env,
      },
    },
  );
  let output = '';
  const exitCode = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exitCode.then((code) => reject(new Error(`The server exited (code ${code}):\n${output}`)));
  });
  // A server expected to fail never prints a URL: its rejection is not an error unless awaited.
  url.catch(() => undefined);
  return { child, output: () => output, url, exitCode };
}

describe('the server process', () => {
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  let appDistDir: Awaited<ReturnType<typeof makeTempDir>>;
  const started: ServerProcess[] = [];

  const start = (env?: Readonly<Record<string, string>>) => {
    const server = startServer(dataDir.path, appDistDir.path, env);
    started.push(server);
    return server;
  };

  beforeAll(async () => {
    dataDir = await makeTempDir('portal-server-process');
    appDistDir = await makeTempDir('portal-server-no-app');
  });

  afterEach(() => {
    for (const server of started.splice(0)) server.child.kill('SIGKILL');
  });

  afterAll(async () => {
    await dataDir?.remove();
    await appDistDir?.remove();
  });

  it(
    'serves, refuses a second server on its data folder, and stops cleanly on SIGTERM',
    { timeout: 120_000 },
    async () => {
      const server = start();
      const url = await server.url;
      expect(server.output()).toContain('created with demo data');
      expect(server.output()).toContain('superadmin@partner-insights.test');
      expect(server.output()).toContain('"demo-password"');

      const health = await fetch(`${url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'up' });

      const second = start();
      expect(await second.exitCode).toBe(1);
      expect(second.output()).toMatch(/data folder is in use by another server \(pid \d+/);

      server.child.kill('SIGTERM');
      expect(await server.exitCode).toBe(0);
      expect(server.output()).toContain('Stopped.');
      expect(existsSync(join(dataDir.path, LOCK_FILE_NAME))).toBe(false);
    },
  );

  it('reopens the existing database without seeding it again', { timeout: 60_000 }, async () => {
    const server = start();
    const url = await server.url;
    expect(server.output()).not.toContain('created with demo data');
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exitCode).toBe(0);
  });

  it(
    'delivers the notification of a contact-us post as an .eml file in the data folder',
    { timeout: 60_000 },
    async () => {
      const server = start();
      const url = await server.url;
      const mailFolder = join(dataDir.path, 'mail');
      expect(server.output()).toContain(`Mail: written as .eml files to ${mailFolder}`);
      const form = new FormData();
      form.set(CONTACT_US_PARTS.detail, JSON.stringify(completeContactUsRequest));
      const posted = await fetch(`${url}/api/lcs/contact-us`, { method: 'POST', body: form });
      expect(posted.status).toBe(201);
      const { requestId } = (await posted.json()) as { requestId: string };

      // The demo's seeded access review mails its companies' admins too: the post's mail is the one to support.
      const [eml] = await vi.waitFor(
        async () => {
          // A message is written as a hidden `.partial` file first, then renamed: only delivered ones count.
          const files = existsSync(mailFolder) ? await readdir(mailFolder) : [];
          const delivered = files.filter((name) => !name.startsWith('.'));
          for (const file of delivered) expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d{6}\.\d{3}Z-[0-9a-f-]{36}\.eml$/);
          // Quoted-printable breaks long lines with a trailing '='.
          const messages = await Promise.all(
            delivered.map(async (file) => (await readFile(join(mailFolder, file), 'utf8')).replaceAll('=\r\n', '')),
          );
          const toSupport = messages.filter((message) => message.includes('To: support@partner-insights.test'));
          expect(toSupport).toHaveLength(1);
          return toSupport;
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(eml).toContain('Subject: Contact us: Retailer (US)');
      expect(eml).toContain(`Request ID: ${requestId}`);
      server.child.kill('SIGTERM');
      expect(await server.exitCode).toBe(0);
    },
  );

  it.skipIf(!postgres)(
    'starts on PostgreSQL without demo data, saying how to create the first super admin',
    { timeout: 60_000 },
    async () => {
      if (!postgres) return;
      const fresh = await postgres.create();
      try {
        const server = start({ DATABASE_URL: fresh.location.databaseUrl ?? '' });
        await server.url;
        expect(server.output()).toContain('(created on this start, without demo data)');
        expect(server.output()).toContain('No super admin yet');
        expect(server.output()).toContain(CREATE_ADMIN_COMMAND);
        expect(server.output()).not.toContain('demo-password');
        server.child.kill('SIGTERM');
        expect(await server.exitCode).toBe(0);
      } finally {
        await fresh.remove();
      }
    },
  );
});
