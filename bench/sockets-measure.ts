// The socket flood benchmark's measures (bench/sockets.ts): GET /api/auth timed from this process at a steady rate,
// the server's CPU, memory and event loop delay, over a quiet window and then over the flood's.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FloodReport } from './sockets-flood.ts';
import { type FloodSettings, type Server, startFlood } from './sockets-processes.ts';

const PROBE_TIMEOUT_MS = 10_000;

export interface MeasureSettings extends FloodSettings {
  /** GET /api/auth a second. */
  rate: number;
  quietMs: number;
}

export interface Probe {
  latencies: number[];
  timedOut: number;
  failed: number;
  /** The first few failures, to read why. */
  reasons: string[];
}

/**
 * GET /api/auth as the prober, open loop at `rate` a second (request n at n / rate s, answered or not: a closed loop
 * would slow down with the server and hide its stalls), until `stop()`; each is given up after 10 s.
 */
function startProbe(server: Server, rate: number) {
  const probe: Probe = { latencies: [], timedOut: 0, failed: 0, reasons: [] };
  const pending: Promise<void>[] = [];
  const start = performance.now();
  let sent = 0;
  const fail = (reason: string) => {
    probe.failed += 1;
    if (probe.reasons.length < 3) probe.reasons.push(reason);
  };
  const ask = async () => {
    const began = performance.now();
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/auth`, {
        headers: { 'x-auth-token': server.prober.token },
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (response.ok) probe.latencies.push(performance.now() - began);
      else fail(`${response.status}`);
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') probe.timedOut += 1;
      // fetch says only "fetch failed"; its cause says why (ECONNRESET, say).
      else fail(String(error instanceof Error && error.cause ? error.cause : error));
    }
  };
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - start) / 1000) * rate) + 1;
    for (; sent < due; sent += 1) pending.push(ask());
  }, 1);
  return {
    async stop(): Promise<Probe> {
      clearInterval(timer);
      await Promise.all(pending);
      return probe;
    },
  };
}

/** The server's resident memory now, in bytes (Linux /proc; 0 elsewhere). */
function rssOf(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The server's CPU time so far (user + system), in ms, from /proc (0 elsewhere): it holds on a busy machine. */
function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // utime and stime are the 14th and 15th fields, the 12th and 13th after the name's closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The highest RSS seen every 50 ms until `stop()`. */
function watchMemory(pid: number) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssOf(pid));
    },
  };
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

export interface Window {
  probe: Probe;
  /** The server's CPU time in the window, and the window's length, in ms. */
  cpuMs: number;
  lengthMs: number;
  /** The server's event loop delay in the window (GET /bench/loop), in ms. */
  loop: { p99: number; max: number };
}

/** How long to keep asking a stalled server for its loop delay (the baseline's may still be answering its flood). */
const LOOP_READ_MS = 120_000;

/**
 * The server's event loop delay since the last call. A server still held by a flood may not even accept the
 * connection within fetch's 10 s: asked again until it answers, or NaN after two minutes.
 */
async function readLoop(server: Server): Promise<Window['loop']> {
  const until = performance.now() + LOOP_READ_MS;
  while (performance.now() < until) {
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/bench/loop`);
      const body: unknown = await response.json();
      if (typeof body === 'object' && body !== null && 'p99' in body && 'max' in body) {
        return { p99: Number(body.p99), max: Number(body.max) };
      }
    } catch {
      // Not accepted or not answered in time: asked again, a moment later.
      await pause(200);
    }
  }
  return { p99: Number.NaN, max: Number.NaN };
}

export interface Run {
  quiet: Window;
  flood: Window;
  report: FloodReport;
  rssGrowth: number;
  load: [number, number];
}

export async function measure(server: Server, settings: MeasureSettings): Promise<Run> {
  // A second's warm-up: the account cache, the JIT, the connections.
  const warm = startProbe(server, settings.rate);
  await pause(1000);
  await warm.stop();
  await readLoop(server);
  const quietCpu = cpuOf(server.pid);
  const quietStart = performance.now();
  const quietProbe = startProbe(server, settings.rate);
  await pause(settings.quietMs);
  const quiet: Window = {
    probe: await quietProbe.stop(),
    cpuMs: cpuOf(server.pid) - quietCpu,
    lengthMs: performance.now() - quietStart,
    loop: await readLoop(server),
  };

  const flood = await startFlood(server, settings);
  await pause(500);
  const loadBefore = loadavg()[0] ?? 0;
  const rssBefore = rssOf(server.pid);
  const memory = watchMemory(server.pid);
  await readLoop(server);
  const floodCpu = cpuOf(server.pid);
  const floodProbe = startProbe(server, settings.rate);
  const began = performance.now();
  const report = await flood.go();
  // At least as long as the quiet window, so both figures rest on as many requests.
  await pause(settings.quietMs - (performance.now() - began));
  const during: Window = {
    probe: await floodProbe.stop(),
    cpuMs: cpuOf(server.pid) - floodCpu,
    lengthMs: performance.now() - began,
    loop: await readLoop(server),
  };
  return {
    quiet,
    flood: during,
    report,
    rssGrowth: memory.stop() - rssBefore,
    load: [loadBefore, loadavg()[0] ?? 0],
  };
}
