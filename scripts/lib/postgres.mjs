import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRoot } from './run.mjs';

const POSTGRES_ROOT = '/usr/lib/postgresql';

function findPostgresBin() {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const version = readdirSync(POSTGRES_ROOT)
    .filter((name) => existsSync(join(POSTGRES_ROOT, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version && join(POSTGRES_ROOT, version, 'bin');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function postgresUid() {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : undefined;
}

/**
 * Starts a throwaway PostgreSQL cluster on a free loopback port when the server binaries are installed
 * (Debian's postgresql package), so server tests also run against a real PostgreSQL, not only the embedded one.
 * Returns its URL and a stop function, or undefined when PostgreSQL is not installed.
 */
export async function startThrowawayPostgres() {
  const bin = findPostgresBin();
  if (!bin) return undefined;
  const uid = isRoot() ? postgresUid() : undefined;
  if (isRoot() && uid === undefined) return undefined;
  // PostgreSQL refuses to run as root: the cluster belongs to the postgres user then.
  const asOwner = (command, args) =>
    uid === undefined
      ? spawnSync(join(bin, command), args, { stdio: 'pipe', encoding: 'utf8' })
      : spawnSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], {
          stdio: 'pipe',
          encoding: 'utf8',
        });

  const dir = mkdtempSync(join(tmpdir(), 'pi-postgres-'));
  if (uid !== undefined) {
    chownSync(dir, uid, uid);
    chmodSync(dir, 0o700);
  }
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const user = uid === undefined ? (process.env.USER ?? 'postgres') : 'postgres';
  const init = asOwner('initdb', ['-D', dataDir, '-A', 'trust', '-U', user, '--no-sync', '-E', 'UTF8']);
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr}`);
  const start = asOwner('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-w',
    'start',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
  ]);
  if (start.status !== 0) throw new Error(`pg_ctl start failed:\n${start.stderr}${start.stdout}`);
  const serverOptions = [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
  ];
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    /** Stops the server but keeps its data, as a database restart does (the reliability scripts). */
    stopServer: () => asOwner('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    startServer: () => asOwner('pg_ctl', [...serverOptions, 'start']),
    stop() {
      asOwner('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
