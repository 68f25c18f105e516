// A group's leaderboard (issue 24): GET /api/groups/{id}/leaderboard for a 1,000-member group on one test (a 40 yard
// dash, lower is better), over HTTP at 1 and 16 connections, beside the plain query (the members joined to their
// results, each member's best, sorted: GET /bench/leaderboard-baseline) from the same run. The target: p99
// under 50 ms at 16 connections.
//
//   npm run bench:groups-leaderboard          1,000 members, 10 s a line
//   BENCH_MEMBERS=500 BENCH_SECONDS=3         a short run
//   BENCH_DATABASE_URL=postgres://...         this database instead of a throwaway cluster (loaded afresh each run)
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type Db, openPostgres } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { openSession } from '../apps/server/src/modules/auth/sessions.ts';
import { createTokens } from '../apps/server/src/modules/auth/tokens.ts';
import { envCount, serverCpu, startBenchServer, throwawayCluster } from './shared.ts';

const CLUSTER = { dir: '/tmp/podium-bench-groups-leaderboard', port: '54357' };
const JWT_SECRET = 'bench-only-secret-of-forty-characters-000';
const CONNECTIONS = [1, 16] as const;

/**
 * A coach's group of `members` athletes (aged 12 to 30, half of them women), each with one to three 40 yard dashes
 * over the last two years, a fifth verified by the coach; and as many athletes outside the group with results too,
 * so the query must find the group's own. Written straight to the tables, as the app's calls would leave them.
 */
export async function load(db: Db, members: number): Promise<{ groupId: string; coachId: string }> {
  const [coach] = await db.query<{ id: string }>(
    `insert into users (email, password_hash, user_type, name, birth_date, terms_agreed_at)
     values ('bench-coach-' || gen_random_uuid() || '@example.com', 'not-a-hash', 2, 'Bench Coach', '1980-01-01', now())
     returning id`,
  );
  const coachId = coach?.id ?? '';
  const [group] = await db.query<{ id: string }>(
    `insert into groups (kind, owner_profile_id, owner_profile_type, name) values ('coach', $1, 'coach', 'Bench Squad')
     returning id`,
    [coachId],
  );
  const groupId = group?.id ?? '';
  await db.query(
    `insert into group_members (group_id, member_profile_id, member_profile_type, role) values ($1, $2, 'coach', 'owner')`,
    [groupId, coachId],
  );
  const athletes = members * 2;
  await db.query(
    `with made as (
       insert into users (email, password_hash, user_type, name, birth_date, gender, terms_agreed_at)
       select 'bench-athlete-' || gen_random_uuid() || '@example.com', 'not-a-hash', 1, 'Athlete ' || i,
              current_date - (365.25 * 16 + random() * 365.25 * 14)::integer,
              case when i % 2 = 0 then 'female' else 'male' end, now()
         from generate_series(1, $1::integer) as i returning id)
     insert into athlete_profiles (user_id) select id from made`,
    [athletes],
  );
  await db.query(
    `insert into group_members (group_id, member_profile_id, member_profile_type, role)
     select $1, id, 'athlete', 'member' from athlete_profiles order by id limit $2`,
    [groupId, members],
  );
  await db.query(
    `insert into test_results (profile_id, test_key, category, score, unit, mf_score, mf_unit, recorded_at,
                               verified_by, verified_at)
     select p.id, 'dash40', 'runTests', round(s.value::numeric, 2)::text, 'sec', round(s.value::numeric, 2), 'sec',
            s.at, case when s.verified then $1::uuid end, case when s.verified then s.at end
       from athlete_profiles p
      cross join lateral generate_series(1, 1 + (random() * 2.2)::integer) as attempt
      cross join lateral (select 4.4 + random() * 1.6 as value, now() - random() * interval '700 days' as at,
                                 random() < 0.2 as verified) s`,
    [coachId],
  );
  await db.exec('vacuum analyze');
  return { groupId, coachId };
}

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

export async function runGroupsLeaderboardBench(): Promise<void> {
  const members = envCount('BENCH_MEMBERS', 1000);
  const seconds = envCount('BENCH_SECONDS', 10);
  const cluster = process.env.BENCH_DATABASE_URL ? undefined : throwawayCluster(CLUSTER.dir, CLUSTER.port);
  const url = process.env.BENCH_DATABASE_URL ?? cluster?.url ?? '';
  const db = await openPostgres(url, 4);
  let server: { port: number; stop: () => void } | undefined;
  try {
    await migrate(db);
    console.log(
      `Group leaderboard: a group of ${members.toLocaleString('en')} athletes, one test (40 yard dash)`,
    );
    const { groupId, coachId } = await load(db, members);
    const token = await openSession({ db, tokens: createTokens(JWT_SECRET, '30d') }, db, coachId, {
      address: '127.0.0.1',
    });
    server = await startBenchServer('bench/groups-leaderboard-server.ts', url, JWT_SECRET);
    const ours = `/api/groups/${groupId}/leaderboard?type=coach&test=dash40`;
    const baseline = `/bench/leaderboard-baseline?group=${groupId}&test=dash40`;

    // The two agree on the order of the first page (the baseline has no visibility or filters to apply).
    const firstPage = async (path: string): Promise<string[]> => {
      const response = await fetch(`http://127.0.0.1:${server?.port}${path}`, {
        headers: { 'x-auth-token': token },
      });
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
    };
    const mine = await firstPage(ours);
    const same = mine.length > 0 && JSON.stringify(mine) === JSON.stringify(await firstPage(baseline));
    console.log(`  first page equal to the baseline's: ${same ? 'yes' : 'NO'}`);

    const rows: string[][] = [
      ['over HTTP', 'connections', 'req/s', 'p50', 'p99', 'server CPU per request', 'failed'],
    ];
    for (const connections of CONNECTIONS) {
      for (const [label, path] of [
        ['leaderboard', ours],
        ['baseline: plain query', baseline],
      ] as const) {
        const line = await loadTest(server.port, path, token, connections, seconds);
        rows.push([
          label,
          String(connections),
          line.requests.toFixed(0),
          `${line.p50.toFixed(1)} ms`,
          `${line.p99.toFixed(1)} ms`,
          `${line.cpu.toFixed(2)} ms`,
          String(line.failed),
        ]);
      }
    }
    console.log(table(rows));
    console.log('  target: p99 under 50 ms at 16 connections');
  } finally {
    server?.stop();
    await db.close();
    cluster?.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runGroupsLeaderboardBench();
