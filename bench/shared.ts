// What the benchmark programs share: reading their settings from the environment, a throwaway PostgreSQL, starting
// a server process, and the tail of that process (listen on a free port, say which, close cleanly when told).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { serverNodeFlags } from './server-flags.ts';

/** A positive whole number from the environment, or the fallback; anything else stops the run with its name. */
export function envCount(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

/**
 * Listens on a free loopback port and prints `listening <port>` for the parent to read; on SIGTERM closes the app,
 * then the databases (the app's and a baseline's own), then exits.
 */
export async function serveForBench(
  app: FastifyInstance,
  dbs: readonly { close(): Promise<void> }[],
  /** What to wait for once the app is ready and before it listens (what it keeps in memory loading, say). */
  beforeListening?: () => Promise<void>,
): Promise<void> {
  // The server's own CPU time (user + system, microseconds): the bench reads it around each load line, a cost per
  // request that holds on a busy machine, where throughput and latency tell of the neighbours too.
  app.get('/bench/cpu', async () => process.cpuUsage());
  await app.ready();
  await beforeListening?.();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => Promise.all(dbs.map((db) => db.close())))
      .then(() => process.exit(0));
  });
}

/**
 * Waits until the app keeps what it loads after start: the words of people's names and every test's standings
 * (name-dictionary.ts, standings-index.ts). A server in service has them; until then, some tens of seconds at
 * 1,000,000 athletes on this machine, their load takes CPU and a pooled connection from every request.
 */
export async function keptLoaded(app: FastifyInstance): Promise<void> {
  // Waited for after start, not in an onReady hook: a busy machine's load outlasts Fastify's ten seconds for a hook.
  for (let waited = 0; !app.nameDictionary.isReady || !app.standingsIndex.isReady; waited += 50) {
    if (waited > 300_000) throw new Error('the name words and standings did not load within five minutes');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * A throwaway PostgreSQL cluster (scripts/test-postgres.sh) in `dir` on `port`: started now, stopped by `stop()`
 * when the benchmark is done, or at exit if it is interrupted first.
 */
export function throwawayCluster(dir: string, port: string): { url: string; stop: () => void } {
  const run = (command: 'start' | 'stop') =>
    execFileSync('bash', ['scripts/test-postgres.sh', command], {
      cwd: ROOT,
      env: { ...process.env, PODIUM_PG_DIR: dir, PODIUM_PG_PORT: port },
      encoding: 'utf8',
    }).trim();
  const url = run('start');
  let isStopped = false;
  const stop = () => {
    if (isStopped) return;
    isStopped = true;
    run('stop');
  };
  // Ctrl-C ends the process without its 'exit' handlers; exiting on it (130, as a shell reports SIGINT) runs them.
  process.once('SIGINT', () => process.exit(130)).once('exit', stop);
  return { url, stop };
}

/** A benchmark's server script in its own process on the database at `url`; resolves once it prints its port. */
export function startBenchServer(
  script: string,
  url: string,
  jwtSecret: string,
): Promise<{ port: number; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
      ...serverNodeFlags(),
      '--import',
      'tsx',
      script,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, BENCH_DATABASE_URL: url, BENCH_JWT_SECRET: jwtSecret },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({ port: Number(port), stop: () => child.kill('SIGTERM') });
    });
  });
}

/** The server process's CPU time so far, in ms (GET /bench/cpu). */
export async function serverCpu(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/bench/cpu`);
  const usage: unknown = await response.json();
  if (typeof usage !== 'object' || usage === null || !('user' in usage) || !('system' in usage))
    throw new Error('the bench server answered no CPU usage');
  const { user, system } = usage;
  if (typeof user !== 'number' || typeof system !== 'number') throw new Error('CPU usage is not numbers');
  return (user + system) / 1000;
}

/** Each PostgreSQL process's CPU ticks by pid: its own, and its ended children's (cutime and cstime). */
function postgresTicks(): Map<string, { own: number; children: number }> {
  const processes = new Map<string, { own: number; children: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid ..."; utime and stime are the 14th and 15th fields, after the name's parenthesis.
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, then cutime and cstime: the CPU of its children that ended.
      processes.set(entry, {
        own: Number(fields[11]) + Number(fields[12]),
        children: Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return processes;
}

/** Whether nothing ended between two readings: the same processes, each with the same ended children's time. */
function nothingEnded(
  before: Map<string, { children: number }>,
  after: Map<string, { children: number }>,
): boolean {
  if (before.size !== after.size) return false;
  for (const [pid, { children }] of after) if (before.get(pid)?.children !== children) return false;
  return true;
}

/**
 * CPU time so far of every PostgreSQL process on this machine, in ms, from /proc (Linux; `undefined` elsewhere):
 * with the server's own, where a request's cost goes when the database runs beside the bench. A process that ended
 * (a backend whose connection closed, a parallel worker) is counted in its parent's children's time, the postmaster's.
 * One that ends while /proc is being read moves its time from itself to the postmaster between the two reads, and is
 * counted twice (read before the postmaster, as a backend whose pid came round again is) or not at all (read after):
 * lines showed PostgreSQL's CPU a request negative, or a third of what it was. So /proc is read until two readings
 * in a row agree that nothing ended, and the second is used.
 */
export function postgresCpu(): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  let reading = postgresTicks();
  for (let tries = 0; tries < 50; tries += 1) {
    const next = postgresTicks();
    const settled = nothingEnded(reading, next);
    reading = next;
    if (settled) break;
  }
  let ticks = 0;
  for (const { own, children } of reading.values()) ticks += own + children;
  return ticks * 10; // USER_HZ is 100 on Linux: a tick is 10 ms.
}
