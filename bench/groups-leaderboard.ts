// A group's leaderboard (issue 24): GET /api/groups/{id}/leaderboard for a 1,000-member group on one test (a 40 yard
// dash, lower is better), over HTTP at 1 and 16 connections, beside the plain query (the members joined to their
// results, each member's best, sorted: GET /bench/leaderboard-baseline) from the same run and server; on PGlite (as
// npm start runs) and on PostgreSQL. The target: p99 under 50 ms at 16 connections.
//
//   npm run bench:groups-leaderboard          1,000 members, 10 s a line
//   BENCH_MEMBERS=500 BENCH_SECONDS=3         a short run
//   BENCH_DATABASE_URL=postgres://...         this database instead of a throwaway cluster (loaded afresh each run)
//   BENCH_ONLY=pglite | postgres              one database only
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { LeaderboardSetup } from './groups-leaderboard-seed.ts';
import { envCount, serverCpu, startBenchServer, throwawayCluster } from './shared.ts';

const CLUSTER = { dir: '/tmp/podium-bench-groups-leaderboard', port: '54357' };
const JWT_SECRET = 'bench-only-secret-of-forty-characters-000';
const CONNECTIONS = [1, 16] as const;

interface Line {
  requests: number;
  p50: number;
  p99: number;
  failed: number;
  cpu: number;
}

async function loadTest(port: number, path: string, token: string, connections: number, seconds: number) {
  const cpuBefore = await serverCpu(port);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections,
    duration: seconds,
    headers: { 'x-auth-token': token },
  });
  const cpu = (await serverCpu(port)) - cpuBefore;
  const line: Line = {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpu: cpu / Math.max(1, result.requests.total),
  };
  return line;
}

function table(rows: readonly (readonly string[])[]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) => row.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  '))
    .join('\n');
}

/** The entries' profile ids, in order, of a board (ours: `profile.profileId`; the baseline's: `profile_id`). */
async function firstPage(port: number, path: string, token: string): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-auth-token': token } });
  const body: unknown = await response.json();
  const entries = typeof body === 'object' && body !== null && 'entries' in body ? body.entries : [];
  return (Array.isArray(entries) ? entries : []).map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return '';
    if ('profile_id' in entry) return String(entry.profile_id);
    return 'profile' in entry &&
      typeof entry.profile === 'object' &&
      entry.profile !== null &&
      'profileId' in entry.profile
      ? String(entry.profile.profileId)
      : '';
  });
}

async function readSetup(port: number): Promise<LeaderboardSetup> {
  const body: unknown = await (await fetch(`http://127.0.0.1:${port}/bench/setup`)).json();
  if (typeof body !== 'object' || body === null || !('groupId' in body) || !('token' in body)) {
    throw new Error('the bench server answered no setup');
  }
  return { groupId: String(body.groupId), token: String(body.token) };
}

/** One database's lines: a server on it (which loads the group), both boards at each number of connections. */
async function runDatabase(label: string, url: string, seconds: number): Promise<string[][]> {
  const server = await startBenchServer('bench/groups-leaderboard-server.ts', url, JWT_SECRET);
  try {
    const { groupId, token } = await readSetup(server.port);
    const ours = `/api/groups/${groupId}/leaderboard?type=coach&test=dash40`;
    const baseline = `/bench/leaderboard-baseline?group=${groupId}&test=dash40`;
    // The two agree on the first page (the group holds no minor, so the visibility rule hides nobody).
    const mine = await firstPage(server.port, ours, token);
    const same =
      mine.length > 0 &&
      JSON.stringify(mine) === JSON.stringify(await firstPage(server.port, baseline, token));
    console.log(`  ${label}: first page equal to the baseline's: ${same ? 'yes' : 'NO'}`);
    const rows: string[][] = [];
    for (const connections of CONNECTIONS) {
      const lines = [];
      for (const path of [ours, baseline]) {
        lines.push(await loadTest(server.port, path, token, connections, seconds));
      }
      const [mineLine, base] = lines;
      if (!mineLine || !base) continue;
      for (const [name, line] of [
        ['leaderboard', mineLine],
        ['baseline: plain query', base],
      ] as const) {
        rows.push([
          label,
          name,
          String(connections),
          line.requests.toFixed(0),
          `${line.p50.toFixed(1)} ms`,
          `${line.p99.toFixed(1)} ms`,
          `${line.cpu.toFixed(2)} ms`,
          name === 'leaderboard' ? `${(line.p99 / Math.max(base.p99, 0.1)).toFixed(2)}x` : '',
          String(line.failed),
        ]);
      }
    }
    return rows;
  } finally {
    server.stop();
  }
}

export async function runGroupsLeaderboardBench(): Promise<void> {
  const members = envCount('BENCH_MEMBERS', 1000);
  const seconds = envCount('BENCH_SECONDS', 10);
  const only = process.env.BENCH_ONLY;
  console.log(
    `Group leaderboard: a group of ${members.toLocaleString('en')} athletes, one test (40 yard dash)`,
  );
  const rows: string[][] = [
    [
      'database',
      'over HTTP',
      'connections',
      'req/s',
      'p50',
      'p99',
      'server CPU per request',
      'p99 / baseline',
      'failed',
    ],
  ];
  // Empty: the server opens PGlite in its own data directory.
  if (only !== 'postgres') rows.push(...(await runDatabase('PGlite', '', seconds)));
  if (only !== 'pglite') {
    const cluster = process.env.BENCH_DATABASE_URL ? undefined : throwawayCluster(CLUSTER.dir, CLUSTER.port);
    try {
      const url = process.env.BENCH_DATABASE_URL ?? cluster?.url ?? '';
      rows.push(...(await runDatabase('PostgreSQL', url, seconds)));
    } finally {
      cluster?.stop();
    }
  }
  console.log(table(rows));
  console.log('  target: p99 under 50 ms at 16 connections');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runGroupsLeaderboardBench();
