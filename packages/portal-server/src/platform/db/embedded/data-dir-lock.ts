import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

// Two processes on one PGlite folder silently lose rows and corrupt indexes, so the server holds a lock file
// naming its pid. A lock whose process is gone (crash, kill -9) is stale and taken over. A lock naming this
// very pid is stale too unless this process took it: after a container restart the server often gets the
// same pid again.

export const LOCK_FILE_NAME = 'server.lock';

/** Lock files this process holds. */
const heldLockPaths = new Set<string>();

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still this process's. */
  release(): void;
}

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';

  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data folder is in use by another server (pid ${ownerPid}, lock file ${lockPath}). ` +
        `Stop that server first, or set DATA_DIR to a different folder. ` +
        `If no such server runs any more, delete the lock file.`,
    );
  }
}

function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

/** On Linux, a killed process stays listed as a zombie until its parent collects it: it holds nothing. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function isHeldByLiveOwner(lockPath: string, pid: number): boolean {
  if (pid === process.pid) return heldLockPaths.has(lockPath);
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return hasErrorCode(error, 'EPERM');
  }
  return !isZombie(pid);
}

/** The pid in the lock file; undefined when the file is gone or holds no pid. */
function readOwnerPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if (hasErrorCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

function removeIfPresent(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if (!hasErrorCode(error, 'ENOENT')) throw error;
  }
}

/**
 * Creates the lock file atomically: written under a private name, then hard-linked into place, which fails
 * when a lock exists. Readers therefore never see a lock file without its pid.
 */
function tryCreateLock(lockPath: string): boolean {
  const draftPath = `${lockPath}.${process.pid}`;
  writeFileSync(draftPath, `${process.pid}\n`);
  try {
    linkSync(draftPath, lockPath);
    return true;
  } catch (error) {
    if (hasErrorCode(error, 'EEXIST')) return false;
    throw error;
  } finally {
    removeIfPresent(draftPath);
  }
}

/** Takes the folder's lock or throws DataDirLockedError when a live process holds it. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = resolve(dataDir, LOCK_FILE_NAME);
  // Each round creates the lock, refuses, or removes a stale lock (or notices one vanish) and tries again.
  for (;;) {
    if (tryCreateLock(path)) {
      heldLockPaths.add(path);
      return {
        path,
        release: () => {
          if (!heldLockPaths.delete(path)) return;
          if (readOwnerPid(path) === process.pid) removeIfPresent(path);
        },
      };
    }
    const ownerPid = readOwnerPid(path);
    if (ownerPid !== undefined && isHeldByLiveOwner(path, ownerPid)) throw new DataDirLockedError(path, ownerPid);
    removeIfPresent(path);
  }
}
