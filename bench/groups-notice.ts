// A notice to a 500-member group (issue 24 "Speed"): through HTTP and real sockets, every member signed in on a
// socket.io connection as the web app is (token, registerUser); the owner posts a notice and we measure the post's
// answer (target p99 100 ms: the fan-out is a job) and each member's socket's arrival after the post was sent
// (target p99 1 s), over a few dozen notices, one at a time. Beside it, from the same run and the same sockets, the
// baseline: the same notice written to every member in the request (bench/groups-notice-server.ts). On PGlite (one
// process, as npm start runs it), and on PostgreSQL with BENCH_DATABASE_URL: one process, and with
// BENCH_GROUPS_PROCESSES=2 two API processes (RUN_JOBS=0, sockets alternating between them) and one worker.
//
//   npm run bench:groups
//   BENCH_DATABASE_URL=postgres://...   also on PostgreSQL (a database of its own is made on it and dropped after)
//   BENCH_GROUPS_PROCESSES=2            on PostgreSQL, also two API processes and a worker
//   BENCH_NOTICES=30                    measured notices per line, after BENCH_NOTICE_WARMUP=2
//   BENCH_GROUP_MEMBERS=500             the group's members, its owner included (the group limit)
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { GROUP_LIMITS } from '@podium/core/api';
import { openPostgres } from '../apps/server/src/db/connection.ts';
import { type BenchSetup, BenchSetupSchema } from './groups-notice-seed.ts';
import { connectMembers, type Told } from './groups-notice-sockets.ts';
import { type BenchProcess, startProcess } from './notifications-process.ts';
import { ms, percentile, table } from './notifications-run.ts';
import { envCount } from './shared.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const JWT_SECRET = 'bench-only-secret-of-forty-characters-000';
/** How long one notice may take to reach every member before the bench counts the rest as missing. */
const ROUND_TIMEOUT_MS = 15_000;

const config = {
  notices: envCount('BENCH_NOTICES', 30),
  warmup: envCount('BENCH_NOTICE_WARMUP', 2),
  members: Math.min(envCount('BENCH_GROUP_MEMBERS', 500), GROUP_LIMITS.membersPerGroup),
  processes: envCount('BENCH_GROUPS_PROCESSES', 1),
};
/** A group posts at most so many notices a day: each mode gets groups enough for its notices. */
const groupsPerMode = Math.ceil((config.notices + config.warmup) / GROUP_LIMITS.noticesPerGroupPerDay);

type Mode = 'ours' | 'baseline';

interface Figures {
  answers: number[];
  arrivals: number[];
  /** Per notice: when the last member had it. */
  everyone: number[];
  missing: number;
}

const sleep = (wait: number) => new Promise((resolve) => setTimeout(resolve, wait));

async function postNotices(
  mode: Mode,
  apiUrl: string,
  setup: BenchSetup,
  told: Told[],
  groupIds: readonly string[],
): Promise<Figures> {
  const [owner] = setup.members;
  if (!owner) throw new Error('no owner');
  const figures: Figures = { answers: [], arrivals: [], everyone: [], missing: 0 };
  const receivers = setup.members.length - 1;
  for (let index = 0; index < config.warmup + config.notices; index += 1) {
    const groupId = groupIds[Math.floor(index / GROUP_LIMITS.noticesPerGroupPerDay)] ?? '';
    const path =
      mode === 'ours' ? `/api/groups/${groupId}/noticeboard` : `/bench/baseline/${groupId}/noticeboard`;
    told.length = 0;
    const sentAt = performance.now();
    const response = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': owner.token },
      body: JSON.stringify({ type: 'athlete', text: `Notice ${index + 1}: training moves to 6pm` }),
    });
    const answeredAt = performance.now();
    if (response.status !== 201)
      throw new Error(`${mode} post answered ${response.status} ${await response.text()}`);
    const mine = () => told.filter((t) => t.groupId === groupId);
    while (mine().length < receivers && performance.now() - sentAt < ROUND_TIMEOUT_MS) await sleep(2);
    if (index < config.warmup) continue;
    const arrivals = mine().map((t) => t.at - sentAt);
    figures.answers.push(answeredAt - sentAt);
    figures.arrivals.push(...arrivals);
    figures.everyone.push(Math.max(...arrivals));
    figures.missing += receivers - arrivals.length;
  }
  return figures;
}

/** A fresh database on the PostgreSQL server of BENCH_DATABASE_URL, dropped by the answer's drop(). */
async function freshPostgres(serverUrl: string, name: string) {
  const admin = await openPostgres(serverUrl, 1);
  await admin.exec(`drop database if exists ${name}`);
  await admin.exec(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

async function runLine(label: string, databaseUrl: string | undefined, apis: number): Promise<string[][]> {
  const started: BenchProcess[] = [];
  const start = async (script: string, env: Record<string, string>) => {
    const server = await startProcess(ROOT, script, {
      BENCH_JWT_SECRET: JWT_SECRET,
      // Empty for the PGlite line: the children inherit this process's environment, BENCH_DATABASE_URL included.
      BENCH_DATABASE_URL: databaseUrl ?? '',
      ...env,
    });
    started.push(server);
    return server;
  };
  const withWorker = apis > 1;
  const runJobs = withWorker ? '0' : '1';
  try {
    const first = await start('bench/groups-notice-server.ts', {
      BENCH_SEED: '1',
      BENCH_RUN_JOBS: runJobs,
      BENCH_GROUP_MEMBERS: String(config.members),
      BENCH_GROUPS: String(2 * groupsPerMode),
    });
    const urls = [`http://127.0.0.1:${first.port}`];
    const setup = BenchSetupSchema.parse(await (await fetch(`${urls[0]}/bench/setup`)).json());
    for (let more = 1; more < apis; more += 1) {
      const next = await start('bench/groups-notice-server.ts', { BENCH_RUN_JOBS: runJobs });
      urls.push(`http://127.0.0.1:${next.port}`);
    }
    if (withWorker) await start('bench/groups-notice-worker.ts', {});
    const fleet = await connectMembers(urls, setup.members);
    console.log(`  ${label}: ${fleet.sockets.length} sockets signed in and registered`);
    try {
      const rows: string[][] = [];
      for (const mode of ['ours', 'baseline'] as const) {
        const offset = mode === 'ours' ? 0 : groupsPerMode;
        const groups = setup.groupIds.slice(offset, offset + groupsPerMode);
        const figures = await postNotices(mode, urls[0] ?? '', setup, fleet.told, groups);
        rows.push([
          `${label}, ${mode === 'ours' ? 'ours (a job)' : 'baseline (in the request)'}`,
          ms(percentile(figures.answers, 0.5)),
          ms(percentile(figures.answers, 0.99)),
          ms(percentile(figures.arrivals, 0.5)),
          ms(percentile(figures.arrivals, 0.99)),
          ms(percentile(figures.everyone, 0.99)),
          String(figures.missing),
        ]);
      }
      return rows;
    } finally {
      fleet.close();
    }
  } finally {
    for (const server of started.reverse()) await server.stop();
  }
}

export async function runGroupsNoticeBench(): Promise<void> {
  const receivers = config.members - 1;
  console.log(
    `Group notice: ${config.members} members (${receivers} told), ${config.notices} notices a line after ${config.warmup} to warm up`,
  );
  const rows: string[][] = [
    ['line', 'post p50', 'post p99', 'arrival p50', 'arrival p99', 'all members p99', 'missing'],
  ];
  rows.push(...(await runLine('PGlite, one process', undefined, 1)));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const lines: [string, number][] = [['PostgreSQL, one process', 1]];
    if (config.processes > 1) lines.push(['PostgreSQL, two API processes + worker', 2]);
    for (const [label, apis] of lines) {
      const database = await freshPostgres(serverUrl, `podium_bench_groups_${process.pid}_${apis}`);
      try {
        rows.push(...(await runLine(label, database.url, apis)));
      } finally {
        await database.drop();
      }
    }
  }
  console.log(table(rows));
  console.log(
    'Targets: post p99 under 100 ms, arrival p99 under 1 s (arrival: from the post being sent to a member socket having it).',
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runGroupsNoticeBench();
