// A run of the notification benchmark (bench/notifications.ts) and what it reports: server memory per socket,
// a measured window after a warm-up, percentiles, and what the database says of who delivered and how late.
import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Queryable } from '../apps/server/src/db/connection.ts';
import { type BenchProcess, readCpuMs, readMemory } from './notifications-process.ts';
import { type Fleet, type SendResult, sendAtRate, wallClock } from './notifications-sockets.ts';

// This process's own full collection: its sockets time each arrival, so the garbage of the runs before (thousands of
// closed sockets) must not be collected during a window, as a 100 ms pause of the clock's own.
setFlagsFromString('--expose-gc');
const collectOwnGarbage = runInNewContext('gc') as () => void;

export interface FanoutConfig {
  sockets: number;
  rate: number;
  seconds: number;
  warmup: number;
  /** A second's pause between the warm-up and the window, once the warm-up's notifications all arrived (the default). */
  pause: boolean;
}

export interface Run {
  latencies: number[];
  made: number;
  /** Received notifications made in the window, with the node whose socket got each. */
  received: { id: string; made: number; latency: number; node: number }[];
  send: SendResult;
  cpuMs: number;
  load: [number, number];
  /** When the window began and ended (wallClock, ms since the epoch). */
  window: [number, number];
}

export interface Memory {
  rss: number;
  heap: number;
}

/** Server memory after connecting `fleet`, less before, per socket. */
export async function memoryPerSocket(server: BenchProcess, connect: () => Promise<Fleet>) {
  const before = await readMemory(server.port);
  const fleet = await connect();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = await readMemory(server.port);
  const per = (a: number, b: number) => (a - b) / fleet.sockets.length;
  const memory: Memory = {
    rss: per(after.rss, before.rss),
    heap: per(after.heapUsed + after.external, before.heapUsed + before.external),
  };
  return { fleet, memory };
}

/**
 * Warm-up at the rate, then until its notifications arrived, this process's full collection and a second more (so
 * the window opens on an empty queue and every warm-up notification was made before it), then the measured window;
 * waits until everything made in it arrived (or 60 s).
 */
export async function measure(
  config: FanoutConfig,
  servers: readonly BenchProcess[],
  fleet: Fleet,
  send: (index: number) => Promise<Response>,
  first: number,
): Promise<Run> {
  let warming: Promise<unknown> = Promise.resolve();
  if (config.pause) {
    const warm = await sendAtRate(config.rate, config.warmup, first, send);
    // The window starts with nothing queued: the warm-up's notifications (a cold process is slow) all arrived.
    const queued = fleet.receipts.length + warm.sent - warm.failed;
    for (let waited = 0; fleet.receipts.length < queued && waited < 60_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    collectOwnGarbage();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } else {
    // The window follows the warm-up without a pause, at the same rate: a steady load, measured once warm.
    warming = sendAtRate(config.rate, config.warmup, first, send);
    await new Promise((resolve) => setTimeout(resolve, config.warmup * 1000));
  }
  const loadBefore = loadavg()[0] ?? 0;
  const cpuBefore = await Promise.all(servers.map((server) => readCpuMs(server.port)));
  const windowStart = wallClock();
  const sent = await sendAtRate(config.rate, config.seconds, first + config.rate * config.warmup, send);
  const cpuAfter = await Promise.all(servers.map((server) => readCpuMs(server.port)));
  const windowEnd = wallClock();
  await warming;
  const made = sent.sent - sent.failed;
  const inWindow = () => fleet.receipts.filter((receipt) => receipt.madeAt >= windowStart);
  for (let waited = 0; inWindow().length < made && waited < 60_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const received = inWindow().map((receipt) => ({
    id: receipt.id,
    made: receipt.madeAt,
    latency: receipt.receivedAt - receipt.madeAt,
    node: receipt.node,
  }));
  return {
    latencies: received.map((receipt) => receipt.latency),
    made,
    received,
    send: sent,
    cpuMs: cpuAfter.reduce((sum, cpu, index) => sum + cpu - (cpuBefore[index] ?? 0), 0),
    load: [loadBefore, loadavg()[0] ?? 0],
    window: [windowStart, windowEnd],
  };
}

/**
 * p50 and p99 in each fifth of the window, in the order made (and in each of its first six seconds): a backlog that
 * grows shows as a rising line, a transient as one slow fifth.
 */
export function trend(run: Run): string {
  const ordered = [...run.received].sort((a, b) => a.made - b.made);
  const fifth = Math.ceil(ordered.length / 5);
  const byFifth = (share: number) =>
    Array.from({ length: 5 }, (_, index) =>
      ms(
        percentile(
          ordered.slice(index * fifth, (index + 1) * fifth).map((r) => r.latency),
          share,
        ),
      ),
    ).join(', ');
  // The window's first seconds, one by one (by when each was made): a slow start shows whether it is one pause or a
  // stretch of slow seconds.
  const start = ordered[0]?.made ?? 0;
  const bySecond = Array.from({ length: 6 }, (_, second) => {
    const inSecond = ordered
      .filter((r) => r.made >= start + second * 1000 && r.made < start + (second + 1) * 1000)
      .map((r) => r.latency);
    return `${ms(percentile(inSecond, 0.5))}/${ms(percentile(inSecond, 0.99))}`;
  }).join(', ');
  return `p50 by fifth of the window ${byFifth(0.5)}; p99 ${byFifth(0.99)}; p50/p99 in each of its first six seconds ${bySecond}`;
}

/** Each table's autovacuum and autoanalyze runs so far, and when the last of each ended (ms since the epoch). */
export async function maintenance(db: Queryable): Promise<Map<string, { runs: number; last: number[] }>> {
  const rows = await db.query<{
    relname: string;
    runs: number;
    vacuumed: string | null;
    analyzed: string | null;
  }>(
    `select relname, (autovacuum_count + autoanalyze_count)::int as runs,
            extract(epoch from last_autovacuum)::text as vacuumed, extract(epoch from last_autoanalyze)::text as analyzed
       from pg_stat_user_tables`,
  );
  return new Map(
    rows.map((row) => [
      row.relname,
      {
        runs: row.runs,
        last: [row.vacuumed, row.analyzed].flatMap((at) => (at === null ? [] : [Number(at) * 1000])),
      },
    ]),
  );
}

/**
 * The tables autovacuum visited during a run (warm-up included), each with when its last visit ended relative to
 * the window's start: a slow fifth that lines up with one tells where a transient comes from.
 */
export function maintenanceDuring(
  before: Map<string, { runs: number }>,
  after: Map<string, { runs: number; last: number[] }>,
  run: Run,
): string {
  const visited = [...after].flatMap(([table, { runs, last }]) => {
    const more = runs - (before.get(table)?.runs ?? 0);
    if (more <= 0) return [];
    const at = Math.max(...last);
    return [`${table} ${more}x (last ${((at - run.window[0]) / 1000).toFixed(1)} s into the window)`];
  });
  return visited.length ? visited.join(', ') : 'none';
}

export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

export function table(rows: readonly (readonly string[])[]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  '),
    )
    .join('\n');
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function latencyRow(
  label: string,
  latencies: readonly number[],
  made: number | undefined,
  extra: readonly string[],
) {
  return [
    label,
    ms(percentile(latencies, 0.5)),
    ms(percentile(latencies, 0.99)),
    ms(percentile(latencies, 1)),
    made === undefined ? String(latencies.length) : `${latencies.length}/${made}`,
    ...extra,
  ];
}

/**
 * The worker's side of the latency, from the database: commit to the socket delivery recorded done, and how many
 * deliveries (both channels) needed more than one try.
 */
export async function workerLag(db: Queryable, ids: readonly string[]): Promise<string> {
  const rows = await db.query<{ channel: string; p50: number; p99: number; retried: number; open: number }>(
    `select d.channel,
            percentile_cont(0.5) within group (order by extract(epoch from d.done_at - n.created_at) * 1000) as p50,
            percentile_cont(0.99) within group (order by extract(epoch from d.done_at - n.created_at) * 1000) as p99,
            count(*) filter (where d.attempts > 1) as retried, count(*) filter (where d.state <> 'done') as open
       from notification_deliveries d join notifications n on n.id = d.notification_id
      where d.notification_id = any($1::uuid[])
      group by d.channel order by d.channel`,
    [[...ids]],
  );
  return rows
    .map(
      (row) =>
        `${row.channel} done ${ms(row.p50)} p50, ${ms(row.p99)} p99 after commit, ${row.retried} retried, ${row.open} not done`,
    )
    .join('; ');
}

/** Which server process delivered each notification's socket delivery: its worker id starts with its pid. */
export async function deliveringNodes(db: Queryable, ids: readonly string[], nodes: readonly BenchProcess[]) {
  const rows = await db.query<{ notification_id: string; leased_by: string | null }>(
    `select notification_id, leased_by from notification_deliveries
      where channel = 'socket' and notification_id = any($1::uuid[])`,
    [[...ids]],
  );
  const byNode = new Map<string, number>();
  for (const row of rows) {
    const pid = Number(row.leased_by?.split('-')[0]);
    const node = nodes.findIndex((server) => server.pid === pid);
    if (node >= 0) byNode.set(row.notification_id, node);
  }
  return byNode;
}
