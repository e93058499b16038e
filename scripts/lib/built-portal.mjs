// Starts the built portal (packages/portal-server/dist) on a free loopback port with a fresh embedded database:
// what the end-to-end journeys and the benchmarks that need a browser run against.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SERVER_ENTRY = 'packages/portal-server/dist/main.js';
// A first start creates, migrates and seeds the database: on a busy two-core machine that can take a minute.
const START_TIMEOUT_MS = 120_000;

const freePort = () =>
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

async function waitForHealth(url, exited) {
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

/**
 * The real built portal with a fresh data folder, on `env.PORT` when given (a port another process must know
 * beforehand, as an identity provider knows its callback) or else a free one; `env` adds or overrides settings.
 */
export async function startBuiltPortal(env = {}) {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pi-portal-data-'));
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, () => exited);
  return {
    port,
    url: `http://localhost:${port}`,
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
