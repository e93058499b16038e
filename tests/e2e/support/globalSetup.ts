import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SERVER_ENTRY = 'packages/portal-server/dist/main.js';
// A first start creates, migrates and seeds the database: on a busy two-core machine that can take a minute.
const START_TIMEOUT_MS = 120_000;

/** The idle timeout of the second portal: short enough for a journey to wait it out, long enough to type first. */
export const SHORT_IDLE_TIMEOUT_SECONDS = 30;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

async function waitForHealth(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The portal server exited during start-up (see its output above).');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The portal did not become healthy within ${START_TIMEOUT_MS} ms`);
}

interface RunningPortal {
  readonly port: number;
  /** Where the portal writes its mail as .eml files (no SMTP server is configured). */
  readonly mailDir: string;
  readonly stop: () => Promise<void>;
}

/** The real built portal on a free port with a fresh data folder. */
async function startPortal(env: Readonly<Record<string, string>> = {}): Promise<RunningPortal> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pi-e2e-data-'));
  const server: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, () => exited);
  return {
    port,
    mailDir: join(dataDir, 'mail'),
    stop: async () => {
      if (!exited) {
        const stopped = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await stopped;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts two portals: the one every journey uses, and one whose sessions go idle after
 * SHORT_IDLE_TIMEOUT_SECONDS (for the idle-timeout journey). The returned teardown stops both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const [portal, shortIdlePortal] = await Promise.all([
    // Every visitor's contact-us post meets the bot check, so the journey through it does not depend on timing.
    startPortal({ CONTACT_US_CHALLENGE_SHARE: '1' }),
    startPortal({ SESSION_IDLE_TIMEOUT_SECONDS: String(SHORT_IDLE_TIMEOUT_SECONDS) }),
  ]);
  process.env.PORTAL_E2E_PORT = String(portal.port);
  process.env.PORTAL_E2E_MAIL_DIR = portal.mailDir;
  process.env.PORTAL_E2E_SHORT_IDLE_PORT = String(shortIdlePortal.port);
  return async () => {
    await Promise.all([portal.stop(), shortIdlePortal.stop()]);
  };
}
