// The socket flood benchmark's processes (bench/sockets.ts): the server under test, on a data directory of its own,
// and the flood, each started from here and stopped when done.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from './server-flags.ts';
import type { FloodMessage, FloodReport } from './sockets-flood.ts';
import type { ReadyLine } from './sockets-server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The flood's process runs below the server and the requests timed (nice 10). */
const FLOOD_NICENESS = 10;

export interface FloodSettings {
  sockets: number;
  events: number;
  capSeconds: number;
}

export interface Server extends ReadyLine {
  pid: number;
  stop(): Promise<void>;
}

/** SIGTERM, then SIGKILL if the process has not gone in 5 s. */
function stopper(child: ChildProcess): () => Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
}

/**
 * bench/sockets-server.ts in its own process, with the socket's limits on or off, on PGlite in a data directory made
 * here (removed once the process has gone, however it ended) or on `databaseUrl`.
 */
export function startServer(limits: 'on' | 'off', databaseUrl: string | undefined): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-sockets-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const profile = process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [];
  const child = spawn(
    process.execPath,
    [...profile, ...serverNodeFlags(), '--import', 'tsx', 'bench/sockets-server.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        BENCH_DATA_DIR: dataDir,
        BENCH_SOCKET_LIMITS: limits,
        ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stop = stopper(child);
  child.once('exit', removeData);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench/sockets-server.ts exited with ${code}`)));
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^ready (.+)$/m.exec(output)?.[1];
      if (line && child.pid) {
        const ready: ReadyLine = JSON.parse(line);
        resolve({ ...ready, pid: child.pid, stop });
      }
    });
  });
}

/** The flood's process, its sockets connected; `go()` starts it and answers its report. */
export function startFlood(server: Server, settings: FloodSettings): Promise<{ go(): Promise<FloodReport> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/sockets-flood.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      BENCH_URL: `http://127.0.0.1:${server.port}`,
      BENCH_TOKEN: server.flooder.token,
      BENCH_USER_ID: server.flooder.userId,
      BENCH_PROFILE_ID: server.flooder.profileId,
      BENCH_FLOOD_SOCKETS: String(settings.sockets),
      BENCH_FLOOD_EVENTS: String(settings.events),
      BENCH_FLOOD_CAP_SECONDS: String(settings.capSeconds),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // As if from another machine: on a small one, the flood's own CPU would otherwise be taken from the server.
  if (child.pid) setPriority(child.pid, FLOOD_NICENESS);
  const next = () =>
    new Promise<FloodMessage>((resolve, reject) => {
      child.once('message', (message: FloodMessage) => resolve(message));
      child.once('exit', (code) => reject(new Error(`bench/sockets-flood.ts exited with ${code}`)));
    });
  return next().then(() => ({
    async go() {
      const report = next();
      child.send('go');
      const message = await report;
      if (message.kind !== 'done') throw new Error('the flood answered no report');
      return message;
    },
  }));
}
