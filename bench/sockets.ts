// Socket flood (issue 22, item 2): does a flood on the live socket stall the HTTP API? One account's 10 sockets send
// 20,000 registerUser as fast as they can (bench/sockets-flood.ts, a process of its own) while another account asks
// GET /api/auth at a steady rate; its p99 during the flood beside its quiet figure, on the server with the socket's
// limits (ours) and without them (the baseline: the socket as it was before issue 22, app.ts socketLimits 'off').
//
//   npm run bench:sockets                  about a minute and a half (also part of npm run bench)
//   BENCH_SOCKETS_DATABASES=pglite         pglite (npm start's database), postgres (a throwaway cluster), or both
//   BENCH_FLOOD_SOCKETS=10 BENCH_FLOOD_EVENTS=20000
//   BENCH_FLOOD_CAP_SECONDS=30             the flood's window ends then at the latest (the baseline's would run on)
//   BENCH_PROBE_RATE=200                   GET /api/auth a second, open loop, each given up after 10 s
//   BENCH_QUIET_SECONDS=5                  the quiet window; the flood's lasts until it is over, at least as long
//   BENCH_PROF=1                           writes a CPU profile of each server to /tmp/prof
import { fileURLToPath } from 'node:url';
import { ms, percentile, table } from './notifications-run.ts';
import { envCount, throwawayCluster } from './shared.ts';
import { type MeasureSettings, measure, type Run, type Window } from './sockets-measure.ts';
import { startServer } from './sockets-processes.ts';

const CLUSTER = { dir: '/tmp/podium-bench-pg22', port: '54353' };
/** The target (issue 22): GET /api/auth p99 during the flood within this many times its quiet figure. */
const TARGET_TIMES = 2;

function readSettings(): MeasureSettings {
  return {
    sockets: envCount('BENCH_FLOOD_SOCKETS', 10),
    events: envCount('BENCH_FLOOD_EVENTS', 20_000),
    capSeconds: envCount('BENCH_FLOOD_CAP_SECONDS', 30),
    rate: envCount('BENCH_PROBE_RATE', 200),
    quietMs: envCount('BENCH_QUIET_SECONDS', 5) * 1000,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
const p99 = (window: Window) => percentile(window.probe.latencies, 0.99);

function windowCells({ probe, cpuMs, lengthMs, loop }: Window): string[] {
  const { latencies } = probe;
  return [
    ms(percentile(latencies, 0.5)),
    ms(percentile(latencies, 0.99)),
    ms(Math.max(...latencies)),
    String(probe.timedOut + probe.failed),
    Number.isNaN(loop.max) ? 'no answer' : ms(loop.max),
    `${(cpuMs / 1000).toFixed(2)} s in ${seconds(lengthMs)}`,
  ];
}

function rows(database: string, label: string, run: Run): string[][] {
  const { report } = run;
  const over = report.isCut ? `not after ${seconds(report.overMs)}` : seconds(report.overMs);
  return [
    [`${database}, ${label}, quiet`, ...windowCells(run.quiet), '', '', ''],
    [
      `${database}, ${label}, flood`,
      ...windowCells(run.flood),
      `${report.answered} / ${report.refused}, ${report.closed} closed`,
      over,
      mb(run.rssGrowth),
    ],
  ];
}

/** One server (limits on or off) on one database, measured, then stopped. */
async function runOn(limits: 'on' | 'off', databaseUrl: string | undefined, settings: MeasureSettings) {
  const server = await startServer(limits, databaseUrl);
  try {
    return await measure(server, settings);
  } finally {
    await server.stop();
  }
}

export async function runSocketsBench(): Promise<void> {
  const settings = readSettings();
  const databases = (process.env.BENCH_SOCKETS_DATABASES ?? 'pglite').split(',');
  const results: { database: string; baseline: Run; ours: Run }[] = [];
  let cluster: ReturnType<typeof throwawayCluster> | undefined;
  try {
    for (const database of databases) {
      if (database !== 'pglite' && database !== 'postgres') throw new Error(`unknown database ${database}`);
      if (database === 'postgres') cluster ??= throwawayCluster(CLUSTER.dir, CLUSTER.port);
      const url = database === 'postgres' ? cluster?.url : undefined;
      console.log(`  ${database}: the baseline, then ours`);
      results.push({
        database,
        baseline: await runOn('off', url, settings),
        ours: await runOn('on', url, settings),
      });
    }
  } finally {
    cluster?.stop();
  }

  console.log(
    `\nSocket flood: ${settings.sockets} sockets of one account send ${settings.events.toLocaleString('en')} ` +
      `registerUser as fast as they can; another account asks GET /api/auth ${settings.rate} times a second ` +
      '(open loop, each given up after 10 s). The flood window runs from its first event until every socket is ' +
      `closed or every event answered (at most ${settings.capSeconds} s), and at least as long as the quiet one.\n`,
  );
  const header = [
    '',
    'GET /api/auth p50',
    'p99',
    'max',
    'timed out or failed',
    'server loop delay max',
    'server CPU',
    'registerUser answered / refused',
    'flood over after',
    'server RSS growth',
  ];
  const body = results.flatMap(({ database, baseline, ours }) => [
    ...rows(database, 'limits off (baseline)', baseline),
    ...rows(database, 'limits on (ours)', ours),
  ]);
  console.log(table([header, ...body]));
  console.log('');
  for (const { database, baseline, ours } of results) {
    const times = p99(ours.flood) / p99(ours.quiet);
    const failed = baseline.flood.probe.timedOut + baseline.flood.probe.failed;
    console.log(
      `${database}: GET /api/auth p99 during the flood ${ms(p99(ours.flood))} with the limits, ` +
        `${times.toFixed(1)}x its quiet ${ms(p99(ours.quiet))}: ${times <= TARGET_TIMES ? 'within' : 'NOT within'} ` +
        `${TARGET_TIMES}x; without them ${ms(p99(baseline.flood))}, ${failed} requests timed out or failed. ` +
        `Load average ${ours.load[0].toFixed(2)} -> ${ours.load[1].toFixed(2)} (above the cores, the figures tell of ` +
        'the neighbours too)',
    );
    const reasons = [baseline, ours].flatMap((run) => [
      ...run.quiet.probe.reasons,
      ...run.flood.probe.reasons,
    ]);
    if (reasons.length > 0) console.log(`${database}: why GET /api/auth failed: ${reasons.join('; ')}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runSocketsBench();
