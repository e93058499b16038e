import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../testing/test-databases';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';

/** The pid of a process that has already ended. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (pid === undefined) throw new Error('Could not start a short-lived process');
  return pid;
}

const waitUntil = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

/**
 * A process that has ended but stays listed because its parent never collects it: a shell starts a child,
 * then replaces itself with `sleep`, which ignores its children; killing the child leaves a zombie.
 */
async function zombie(): Promise<{ pid: number; dispose: () => void }> {
  const parent = spawn('sh', ['-c', 'sleep 60 & echo $!; exec sleep 60']);
  const [output] = (await once(parent.stdout, 'data')) as [Buffer];
  const pid = Number.parseInt(output.toString(), 10);
  await waitUntil(() => readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim() === 'sleep');
  process.kill(pid, 'SIGKILL');
  await waitUntil(() => readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z'));
  return { pid, dispose: () => parent.kill('SIGKILL') };
}

describe('the data folder lock', () => {
  let folder: Awaited<ReturnType<typeof makeTempDir>>;
  let lockPath: string;

  beforeEach(async () => {
    folder = await makeTempDir('portal-server-lock');
    lockPath = join(folder.path, LOCK_FILE_NAME);
  });

  afterEach(() => folder.remove());

  it('writes this process’s pid and removes the file on release', () => {
    const lock = acquireDataDirLock(folder.path);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a second holder while the first holds it', () => {
    const lock = acquireDataDirLock(folder.path);
    expect(() => acquireDataDirLock(folder.path)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(folder.path)).toThrow(/in use by another server \(pid \d+/);
    lock.release();
    acquireDataDirLock(folder.path).release();
  });

  it('refuses when a running process holds the lock', () => {
    writeFileSync(lockPath, `${process.ppid}\n`);
    expect(() => acquireDataDirLock(folder.path)).toThrow(DataDirLockedError);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a lock whose process has ended', () => {
    writeFileSync(lockPath, `${deadPid()}\n`);
    const lock = acquireDataDirLock(folder.path);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it.runIf(process.platform === 'linux')('takes over a lock whose process is a zombie', async () => {
    const { pid, dispose } = await zombie();
    try {
      writeFileSync(lockPath, `${pid}\n`);
      acquireDataDirLock(folder.path).release();
      expect(existsSync(lockPath)).toBe(false);
    } finally {
      dispose();
    }
  });

  it('takes over a lock naming this pid that this process did not take (a restarted container)', () => {
    writeFileSync(lockPath, `${process.pid}\n`);
    acquireDataDirLock(folder.path).release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('takes over a lock file without a pid', () => {
    writeFileSync(lockPath, '');
    acquireDataDirLock(folder.path).release();
  });

  it('leaves a lock taken over by another process in place on release', () => {
    const lock = acquireDataDirLock(folder.path);
    writeFileSync(lockPath, `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.ppid));
  });
});
