// One process at a time on an embedded database: PGlite has no guard of its own (its postmaster.pid holds a fake
// pid), and a second process writing the same folder corrupts it. Whoever opens it (the server, npm run demo) listens
// on a local socket named after the folder, which the operating system closes when that process ends, however it
// ends: after kill -9 the next process opens at once, with no pid to judge alive or dead (issue 22, item 10). A second
// opener finds the name taken, connects, and is told the holder's pid.
import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Another live process holds the folder. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    super(
      `The database in ${dataDir} is in use by ${pid === undefined ? 'another process' : `process ${pid}`}`,
    );
  }
}

/** How long a holder that took the connection has to say its pid; a live one answers in milliseconds. */
const ANSWER_MS = 5000;
/** A holder that vanished mid-answer was dying (kill -9 closes its socket a moment later): ask again this often. */
const DYING_RETRIES = 40;
const DYING_WAIT_MS = 50;

/**
 * Where the lock listens, named by the folder's real path: Linux's abstract namespace (no file: nothing is left
 * behind), a named pipe on Windows, elsewhere a socket file in the temporary folder (short, as socket paths must be).
 */
export function lockAddress(dataDir: string, platform: NodeJS.Platform = process.platform): string {
  const key = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32);
  if (platform === 'linux') return `\0podium-data-dir-${key}`;
  if (platform === 'win32') return `\\\\?\\pipe\\podium-data-dir-${key}`;
  return join(tmpdir(), `podium-data-dir-${key}.sock`);
}

const isFileAddress = (address: string) => !address.startsWith('\0') && !address.startsWith('\\\\');

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** Resolves once listening, or with the error that stopped it. */
function listen(server: Server, address: string): Promise<unknown> {
  return new Promise((resolve) => {
    server.once('error', resolve);
    server.listen(address, () => {
      server.off('error', resolve);
      resolve(undefined);
    });
  });
}

/**
 * What the process listening at the address says: its pid; 'alive' when it took the connection but did not answer
 * in time (its event loop busy); 'gone' when nobody listens, or the listener vanished mid-answer (it was dying).
 */
function askHolder(address: string): Promise<number | 'alive' | 'gone'> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = createConnection(address);
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('alive');
    }, ANSWER_MS);
    const settle = (outcome: number | 'alive' | 'gone') => {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('end', () => {
      const pid = Number.parseInt(answer, 10);
      settle(Number.isInteger(pid) && pid > 0 ? pid : 'gone');
    });
    socket.on('error', () => settle('gone'));
  });
}

/**
 * Takes the lock for dataDir (creating the folder) or throws DataDirBusyError; the returned function releases it.
 * The listening socket never keeps the process alive, and a child process does not inherit it.
 */
export async function lockDataDir(
  dataDir: string,
  platform: NodeJS.Platform = process.platform,
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir, platform);
  for (let attempt = 0; attempt <= DYING_RETRIES; attempt += 1) {
    const server = createServer((socket) => socket.end(`${process.pid}\n`));
    const error = await listen(server, address);
    if (error === undefined) {
      server.unref();
      // A failed accept (too many open files) costs only that one answer, never the process.
      server.on('error', () => {});
      // A pid file left by versions before this lock: nothing reads it any more.
      rmSync(`${dataDir}.lock`, { force: true });
      return () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
        });
    }
    if (errorCode(error) !== 'EADDRINUSE') throw error;
    const holder = await askHolder(address);
    if (typeof holder === 'number') throw new DataDirBusyError(dataDir, holder);
    if (holder === 'alive') throw new DataDirBusyError(dataDir, undefined);
    // Nobody answers. A socket file outlives its process (an abstract name or a pipe does not): remove it. Two
    // processes starting in the same instant over a dead holder's file could both remove and listen; only where the
    // lock is a file (not Linux, not Windows).
    if (isFileAddress(address)) rmSync(address, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, DYING_WAIT_MS));
  }
  throw new Error(`Could not lock ${dataDir}: its lock stays taken by a process that does not answer`);
}
