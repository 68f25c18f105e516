// Slow clients (issue 22, item 5): connections that send a request too slowly to be honest, held against the server,
// and how many are still open as time passes; beside the baseline, Node's HTTP server as Fastify sets it up by default
// (requestTimeout 0, headersTimeout 60 s checked every 30 s), which is how Podium ran before. The last kind is an
// honest slow client (a phone uploading at 2 KB/s): it must stay open on both.
//
//   npm run bench:slow               about two minutes; Podium runs with its default limits (README, Configuration)
//   BENCH_SLOW_SECONDS=330           how long to hold them (the probe's 330 s); a count every 30 s
//   BENCH_SLOW_CONNECTIONS=20        connections of each kind, on each server
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { table } from './notifications-run.ts';
import { serverNodeFlags } from './server-flags.ts';
import { envCount } from './shared.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = envCount('BENCH_SLOW_SECONDS', 120);
const CONNECTIONS = envCount('BENCH_SLOW_CONNECTIONS', 20);
const CHECKPOINT_S = 30;

interface Kind {
  name: string;
  /** What is written once connected. */
  head: string;
  /** Then `bytes` every `everyMs`, for `forMs` (or for as long as the connection lasts). */
  trickle?: { bytes: string; everyMs: number; forMs?: number };
}

const check = (length: number) =>
  `POST /api/users/check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

const KINDS: Kind[] = [
  { name: 'body never comes', head: check(1_000_000) },
  {
    name: 'body trickles, 10 bytes every 5 s',
    head: check(1_000_000),
    trickle: { bytes: ' '.repeat(10), everyMs: 5000 },
  },
  {
    name: 'body at 2 KB/s for 40 s, then stalls',
    head: check(1_000_000),
    trickle: { bytes: ' '.repeat(200), everyMs: 100, forMs: 40_000 },
  },
  {
    name: 'headers trickle, a line every 5 s',
    head: 'POST /api/users/check HTTP/1.1\r\nHost: 127.0.0.1\r\n',
    trickle: { bytes: 'X-Slow: a\r\n', everyMs: 5000 },
  },
  {
    name: 'honest: body keeps coming at 2 KB/s',
    head: check(1_000_000),
    trickle: { bytes: ' '.repeat(200), everyMs: 100 },
  },
];

interface Held {
  socket: Socket;
  isOpen(): boolean;
  /** Milliseconds from opening to the server closing it. */
  closedAfter(): number | undefined;
}

/** One connection of a kind, open until the server closes it. */
function hold(port: number, kind: Kind): Held {
  let isOpen = true;
  let closedAfter: number | undefined;
  const opened = Date.now();
  const socket = connect(port, '127.0.0.1');
  socket.write(kind.head);
  // Read (and drop) what the server answers: a paused socket would never see the server close it.
  socket.resume();
  socket.on('error', () => {});
  socket.on('close', () => {
    isOpen = false;
    closedAfter ??= Date.now() - opened;
  });
  const { trickle } = kind;
  if (trickle) {
    const started = Date.now();
    const timer = setInterval(() => {
      const isDone = trickle.forMs !== undefined && Date.now() - started >= trickle.forMs;
      if (isDone || !isOpen) return clearInterval(timer);
      socket.write(trickle.bytes);
    }, trickle.everyMs);
    socket.on('close', () => clearInterval(timer));
  }
  return { socket, isOpen: () => isOpen, closedAfter: () => closedAfter };
}

/** When the last of the connections was closed by the server, or that some never were. */
function lastClosed(connections: readonly Held[]): string {
  const times = connections.map((connection) => connection.closedAfter());
  const closed = times.filter((time) => time !== undefined);
  return closed.length < times.length ? 'still open' : `${(Math.max(...closed) / 1000).toFixed(1)} s`;
}

/** The baseline: Node's HTTP server with Fastify's defaults, reading each body to its end before answering. */
async function startBaseline(): Promise<{ port: number; server: Server }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.end('{"taken":false}'));
  });
  server.requestTimeout = 0;
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, server };
}

/** Podium as `npm start` runs it (main.ts), on a fresh embedded database; its port read from the line it prints. */
async function startPodium(dataDir: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    [...serverNodeFlags(), '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        WEB_DIST: join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      const found = /Podium is running at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (found) resolve(Number(found[1]));
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    port,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

export async function runSlowClientsBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-slow-'));
  const baseline = await startBaseline();
  const podium = await startPodium(dataDir);
  const servers = [
    { name: 'baseline (Fastify defaults)', port: baseline.port },
    { name: 'Podium', port: podium.port },
  ];
  console.log(
    `\nSlow clients: ${CONNECTIONS} connections of each kind on each server, how many are still open\n`,
  );
  const held = KINDS.flatMap((kind) =>
    servers.map((server) => ({
      kind,
      server,
      connections: Array.from({ length: CONNECTIONS }, () => hold(server.port, kind)),
      counts: [] as number[],
    })),
  );
  for (let second = CHECKPOINT_S; second <= SECONDS; second += CHECKPOINT_S) {
    await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_S * 1000));
    for (const group of held) group.counts.push(group.connections.filter((one) => one.isOpen()).length);
  }
  const seconds = held[0]?.counts.map((_, index) => `open at ${(index + 1) * CHECKPOINT_S} s`) ?? [];
  console.log(
    table([
      ['kind', 'server', ...seconds, 'all closed after'],
      ...held.map((group) => [
        group.kind.name,
        group.server.name,
        ...group.counts.map((count) => `${count}/${CONNECTIONS}`),
        lastClosed(group.connections),
      ]),
    ]),
  );
  for (const group of held) for (const connection of group.connections) connection.socket.destroy();
  baseline.server.close();
  await podium.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runSlowClientsBench();
