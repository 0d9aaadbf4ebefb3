import { StartupRefused } from '../config';
import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';

/** A data directory held by this process until `release`. */
export interface DataDirectoryLock {
  release(): void;
}

/**
 * PGlite is PostgreSQL inside one process: two processes opening one directory corrupt it. The
 * directory is therefore held through a lock file beside it (`<dir>.lock`) holding the holder's pid.
 * A lock left by a process that no longer runs (killed, crashed) is taken over; one held by a live
 * process is refused with a message saying what to do instead.
 */
export function holdDataDirectory(dataDir: string): DataDirectoryLock {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => releaseIfOurs(lockFile) };
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    }
    const holder = readHolder(lockFile);
    if (holder === process.pid) return { release: () => {} };
    if (holder !== undefined && isAlive(holder)) {
      throw new StartupRefused(
        `The embedded database ${dataDir} is in use by process ${holder}. PGlite belongs to one ` +
          'process: stop that one, give this one its own COMMERCE_DATA_DIR, or set DATABASE_URL to ' +
          'a PostgreSQL database to run several instances.',
      );
    }
    // Stale: its holder is gone. Remove it and try again (another starter may win the retry).
    try {
      unlinkSync(lockFile);
    } catch (error) {
      if (!isCode(error, 'ENOENT')) throw error;
    }
  }
  throw new Error(`Could not take the lock on the embedded database ${dataDir}; try again.`);
}

function readHolder(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return isCode(error, 'EPERM');
  }
}

function releaseIfOurs(lockFile: string): void {
  if (readHolder(lockFile) !== process.pid) return;
  try {
    unlinkSync(lockFile);
  } catch {
    // Already gone: nothing to release.
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
