// The notification benchmark's servers, each a process of its own (so the 5,000 client sockets do not share its
// thread), started with --expose-gc for GET /bench/memory; each prints "listening <port>" once ready.
import { spawn } from 'node:child_process';
import type { MemoryFigure } from './notifications-memory.ts';
import { serverNodeFlags } from './server-flags.ts';
import type { Stall } from './stalls.ts';

export interface BenchProcess {
  port: number;
  pid: number;
  /** SIGTERM, then SIGKILL if it has not gone in 5 s. */
  stop(): Promise<void>;
}

export function startProcess(
  root: string,
  script: string,
  env: Record<string, string>,
): Promise<BenchProcess> {
  // BENCH_PROF=1: each server writes a CPU profile to /tmp/prof when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [];
  const child = spawn(
    process.execPath,
    [...profile, ...serverNodeFlags(), '--expose-gc', '--import', 'tsx', script],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (port && child.pid) resolve({ port: Number(port), pid: child.pid, stop });
    });
  });
}

async function getJson(port: number, path: string): Promise<Record<string, unknown>> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error(`${path} answered no object`);
  return { ...body };
}

const numberIn = (body: Record<string, unknown>, key: string) => {
  const value = body[key];
  if (typeof value !== 'number') throw new Error(`${key} is not a number`);
  return value;
};

/** The server's memory after full collections (GET /bench/memory). */
export async function readMemory(port: number): Promise<MemoryFigure> {
  const body = await getJson(port, '/bench/memory');
  return {
    rss: numberIn(body, 'rss'),
    heapUsed: numberIn(body, 'heapUsed'),
    external: numberIn(body, 'external'),
  };
}

/** The server process's CPU time so far (user + system), in ms. */
export async function readCpuMs(port: number): Promise<number> {
  const body = await getJson(port, '/bench/cpu');
  return (numberIn(body, 'user') + numberIn(body, 'system')) / 1000;
}

/** The server's stalls that began in [from, to] (GET /bench/stalls; bench/stalls.ts). */
export async function readStalls(port: number, from: number, to: number): Promise<Stall[]> {
  const response = await fetch(`http://127.0.0.1:${port}/bench/stalls?from=${from}&to=${to}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error('/bench/stalls answered no list');
  return body.map((item: Stall) => ({ at: Number(item.at), ms: Number(item.ms), kind: String(item.kind) }));
}
