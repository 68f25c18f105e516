// One process at a time on an embedded database: PGlite has no guard of its own (its postmaster.pid holds a fake
// pid), and a second process writing the same folder corrupts it. Whoever opens it (the server, npm run demo)
// first writes <folder>.lock with its pid; a lock whose process is gone (a crash, kill -9) is taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Another live process holds the folder. */
export class DataDirBusyError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(`The database in ${lockPath.replace(/\.lock$/, '')} is in use by process ${pid}`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; only ESRCH says it is gone.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock for dataDir or throws DataDirBusyError; the returned function releases it. */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        if (readPid(lockPath) === process.pid) rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
    const holder = readPid(lockPath);
    if (holder !== undefined && holder !== process.pid && isAlive(holder))
      throw new DataDirBusyError(lockPath, holder);
    // Stale (its process is gone) or half-written: remove it and try again; wx makes the retry race-free.
    rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not lock ${dataDir}: ${lockPath} keeps reappearing`);
}
