// The portal server as a process the reliability scripts start, kill and restart on a database they keep.
import { spawn } from 'node:child_process';
import { freePort } from '../lib/postgres.mjs';

const SERVER_ARGS = ['--conditions=@partner-insights/source', '--import', 'tsx', 'packages/portal-server/src/main.ts'];
// A first start migrates and seeds the database: on a busy two-core machine that can take minutes.
const START_TIMEOUT_MS = 300_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the server from source on `port` (a free one unless given) with the database `database` names:
 * `{ dataDir }` for the embedded one, `{ databaseUrl }` for PostgreSQL. Resolves once /api/health answers.
 */
export async function startPortal(database, { port, env = {} } = {}) {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, SERVER_ARGS, {
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir ?? '',
      DATABASE_URL: database.databaseUrl ?? '',
      SEED_DEMO_DATA: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  let exited = false;
  child.once('exit', () => (exited = true));
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited) throw new Error(`The portal exited while starting:\n${stderr}`);
    if (Date.now() > deadline) {
      await stop(child, 'SIGKILL', () => exited);
      throw new Error('The portal did not become healthy in time');
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return {
    url,
    port: listenPort,
    pid: child.pid,
    /** The server's resident memory, in MB, read from /proc. */
    async memoryMb() {
      const { readFile } = await import('node:fs/promises');
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => '');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    /** Ends the process at once, as a crash or a power cut would. */
    kill: () => stop(child, 'SIGKILL', () => exited),
    stop: () => stop(child, 'SIGTERM', () => exited),
  };
}

async function stop(child, signal, exited) {
  if (exited()) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await gone;
}
