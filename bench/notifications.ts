// Notification fan-out (issue 9 "Benchmarks"): 5,000 signed-in sockets on loopback, follow requests made through
// the HTTP API at a steady 200 a second; delivery latency from the notification's commit to the socket, and the
// server's memory per idle socket, beside a bare socket.io server emitting the same payloads to the same number
// of sockets at the same rate. Then two server processes on one PostgreSQL with the adapter: the added latency
// of crossing nodes.
//
//   npm run bench:notifications            (also the second part of npm run bench)
//   BENCH_FANOUT_SOCKETS=5000              sockets, one signed-in athlete each
//   BENCH_FANOUT_RATE=200                  notifications a second
//   BENCH_FANOUT_SECONDS=30                measured, after BENCH_FANOUT_WARMUP=5 seconds at the same rate
//   BENCH_FANOUT_CONTINUOUS=1              no pause between them (by default a second's, once the warm-up's all arrived)
//   BENCH_NODE_FLAGS=--no-memory-reducer   more flags for each server's node (V8's among them), to try one side by side
//   BENCH_PG_STATEMENTS=1                  PostgreSQL's running and planning time per notification, by statement
//   BENCH_PG_TOP=8                         how many of those statements it lists
//   BENCH_PG_WAITS=1                       what PostgreSQL's connections were doing (sampled every 10 ms: running, waiting for which lock)
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { type Db, openPostgres } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { openSession } from '../apps/server/src/modules/auth/sessions.ts';
import { createTokens } from '../apps/server/src/modules/auth/tokens.ts';
import { type BenchProcess, readStalls, startProcess } from './notifications-process.ts';
import {
  deliveringNodes,
  type FanoutConfig,
  kb,
  latencyRow,
  maintenance,
  maintenanceDuring,
  measure,
  memoryPerSocket,
  ms,
  percentile,
  type Run,
  table,
  trend,
  workerLag,
} from './notifications-run.ts';
import { connectFleet, inParallel, type Member } from './notifications-sockets.ts';
import {
  PG_STATEMENTS_ON,
  PG_STATEMENTS_OPTIONS,
  resetStatements,
  statementsReport,
} from './pg-statements.ts';
import { PG_WAITS_ON, sampleWaits } from './pg-waits.ts';
import { envCount, throwawayCluster } from './shared.ts';
import { describeStalls, recordStalls } from './stalls.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLUSTER = { dir: '/tmp/podium-bench-pg9', port: '54352' };
const JWT_SECRET = 'bench-only-secret-of-forty-characters-000';

function readFanoutConfig(): FanoutConfig {
  const number = envCount;
  return {
    sockets: number('BENCH_FANOUT_SOCKETS', 5000),
    rate: number('BENCH_FANOUT_RATE', 200),
    seconds: number('BENCH_FANOUT_SECONDS', 30),
    warmup: number('BENCH_FANOUT_WARMUP', 5),
    pause: process.env.BENCH_FANOUT_CONTINUOUS !== '1',
  };
}

// ---- Seeding -------------------------------------------------------------------------------------

/**
 * Adult athletes (so every one may see every other, core isDiscoverable) with a profile each, set-based as
 * bench/rankings.ts loads them (registration through the API is rate limited per address), and a session each
 * through the auth module, as a sign-in opens it.
 */
export async function seedMembers(db: Db, count: number) {
  // Random (version 4) ids, as the app makes them: the API and registerUser take nothing else.
  await db.query(
    `insert into users (id, email, password_hash, user_type, name, birth_date, terms_agreed_at, country)
     select gen_random_uuid(), 'fanout' || i || '@example.com', 'not-a-hash', 1, 'Athlete ' || i,
            current_date - interval '25 years', now(), 'Ireland'
       from generate_series(1, $1::integer) as i`,
    [count],
  );
  await db.query(
    `insert into athlete_profiles (id, user_id) select gen_random_uuid(), id from users where email like 'fanout%'`,
  );
  const rows = await db.query<{ user_id: string; id: string }>(
    'select user_id, id from athlete_profiles order by user_id',
  );
  const tokens = createTokens(JWT_SECRET, '30d');
  const members = await inParallel(rows, 8, async (row): Promise<Member> => {
    const token = await openSession({ db, tokens }, db, row.user_id, { address: '127.0.0.1' });
    return { userId: row.user_id, profileId: row.id, token };
  });
  // A database in service has its statistics; right after a bulk load PostgreSQL has none until autovacuum comes
  // round, and plans made blind would be measured instead of the product.
  await db.exec('analyze');
  return members;
}

// ---- The load ----------------------------------------------------------------------------------------

/**
 * Request j: member j mod n asks to follow the member k after it, k = 1 + floor(j / n): every pair is asked once,
 * so the load stays valid (no "already asked") for n * (n - 1) requests, and every socket receives in turn.
 */
function pairOf(members: readonly Member[], index: number): { sender: Member; receiver: Member } {
  const n = members.length;
  const from = index % n;
  const step = 1 + Math.floor(index / n);
  if (step >= n) throw new Error('the load ran out of pairs: raise BENCH_FANOUT_SOCKETS');
  const sender = members[from];
  const receiver = members[(from + step) % n];
  if (!sender || !receiver) throw new Error(`no pair for request ${index}`);
  return { sender, receiver };
}

const post = (url: string, body: unknown, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
    body: JSON.stringify(body),
  });

export function followRequest(
  urls: readonly string[],
  members: readonly Member[],
  nodeOfRequest: (j: number) => number,
) {
  return (index: number) => {
    const { sender, receiver } = pairOf(members, index);
    const url = urls[nodeOfRequest(index)] ?? '';
    return post(
      `${url}/api/following/request`,
      { profileId: receiver.profileId, profileType: 'athlete' },
      sender.token,
    );
  };
}

function bareEmit(url: string, members: readonly Member[], sample: Record<string, unknown>) {
  return (index: number) => {
    const { receiver } = pairOf(members, index);
    const notification = {
      ...sample,
      _id: randomUUID(),
      receiver: { profileId: receiver.profileId, profileType: 'athlete' },
    };
    return post(`${url}/emit`, { room: receiver.userId, notification });
  };
}

export async function runNotificationsBench(): Promise<void> {
  const config = readFanoutConfig();
  if (PG_STATEMENTS_ON) process.env.PODIUM_PG_OPTIONS = PG_STATEMENTS_OPTIONS;
  const cluster = throwawayCluster(CLUSTER.dir, CLUSTER.port);
  const url = cluster.url;
  const db = await openPostgres(url, 8);
  const started: BenchProcess[] = [];
  // This process's own stalls: its sockets time each notification's arrival, so a stall here is counted as latency.
  const ownStalls = recordStalls();
  /** Each process's stalls during a run's window (and the second after it). */
  const stallsDuring = async (label: string, servers: readonly BenchProcess[], run: Run) => {
    const [from, to] = [run.window[0], run.window[1] + 1000];
    const lines = await Promise.all(
      servers.map(async (server, index) => {
        const stalls = await readStalls(server.port, from, to);
        return `server ${index + 1}: ${describeStalls(stalls, from)}`;
      }),
    );
    return `stalls during ${label} (seconds into the window): ${lines.join('; ')}; this bench's process: ${describeStalls(ownStalls.between(from, to), from)}`;
  };
  const start = async (script: string, env: Record<string, string> = {}) => {
    const server = await startProcess(ROOT, script, {
      BENCH_DATABASE_URL: url,
      BENCH_JWT_SECRET: JWT_SECRET,
      ...env,
    });
    started.push(server);
    return server;
  };
  try {
    await migrate(db);
    console.log(`Seeding ${config.sockets.toLocaleString('en')} athletes with a session each`);
    const members = await seedMembers(db, config.sockets);
    const perRun = config.rate * (config.warmup + config.seconds);
    const base = (port: number) => `http://127.0.0.1:${port}`;
    const warmOne = async (urls: string[], kind: 'ours' | 'baseline') =>
      (await connectFleet(urls, members.slice(0, 1), kind, () => 0)).close();

    // Ours, one process.
    const one = await start('bench/notifications-server.ts');
    await warmOne([base(one.port)], 'ours');
    const ours = await memoryPerSocket(one, () => connectFleet([base(one.port)], members, 'ours', () => 0));
    console.log(`  ours: ${ours.fleet.sockets.length} sockets signed in and registered`);
    const oursBefore = await maintenance(db);
    await resetStatements(db);
    const oursWaits = PG_WAITS_ON ? sampleWaits(db) : undefined;
    const oursRun = await measure(
      config,
      [one],
      ours.fleet,
      followRequest([base(one.port)], members, () => 0),
      0,
    );
    const oursWaitsSeen = oursWaits?.stop();
    const oursStatements = await statementsReport(db, 'ours, one process', oursRun.made);
    const oursStalls = await stallsDuring('ours, one process', [one], oursRun);
    const oursMaintenance = maintenanceDuring(oursBefore, await maintenance(db), oursRun);
    const oursLag = await workerLag(
      db,
      oursRun.received.map((receipt) => receipt.id),
    );
    const sample = ours.fleet.sample();
    ours.fleet.close();
    await one.stop();
    if (!sample) throw new Error(`no notification reached a socket: ${oursRun.send.refusals.join('; ')}`);

    // The baseline: a bare socket.io server, the same payloads to the same number of sockets at the same rate.
    const bare = await start('bench/notifications-baseline.ts');
    await warmOne([base(bare.port)], 'baseline');
    const baseline = await memoryPerSocket(bare, () =>
      connectFleet([base(bare.port)], members, 'baseline', () => 0),
    );
    const bareRun = await measure(
      config,
      [bare],
      baseline.fleet,
      bareEmit(base(bare.port), members, sample),
      0,
    );
    baseline.fleet.close();
    await bare.stop();

    // Two processes on one PostgreSQL: sockets alternate between them, requests go to each in pairs.
    const nodes = [
      await start('bench/notifications-server.ts'),
      await start('bench/notifications-server.ts'),
    ];
    const urls = nodes.map((node) => base(node.port));
    const split = await connectFleet(urls, members, 'ours', (index) => index % 2);
    console.log(`  two processes: ${split.sockets.length} sockets, half on each`);
    const twoBefore = await maintenance(db);
    await resetStatements(db);
    const twoWaits = PG_WAITS_ON ? sampleWaits(db) : undefined;
    const twoRun = await measure(
      config,
      nodes,
      split,
      followRequest(urls, members, (j) => Math.floor(j / 2) % 2),
      perRun,
    );
    const twoWaitsSeen = twoWaits?.stop();
    const twoStatements = await statementsReport(db, 'ours, two processes', twoRun.made);
    const twoStalls = await stallsDuring('ours, two processes', nodes, twoRun);
    const twoMaintenance = maintenanceDuring(twoBefore, await maintenance(db), twoRun);
    const deliveredBy = await deliveringNodes(
      db,
      twoRun.received.map((receipt) => receipt.id),
      nodes,
    );
    split.close();
    for (const node of nodes) await node.stop();

    const same = twoRun.received.filter((r) => deliveredBy.get(r.id) === r.node).map((r) => r.latency);
    const crossed = twoRun.received
      .filter((r) => deliveredBy.get(r.id) !== undefined && deliveredBy.get(r.id) !== r.node)
      .map((r) => r.latency);
    const cpu = (run: Run) => ms(run.cpuMs / Math.max(1, run.made));
    console.log(
      `\nNotification fan-out: ${config.sockets.toLocaleString('en')} sockets on loopback, ${config.rate} a second for ${config.seconds} s (after ${config.warmup} s warm-up)`,
    );
    console.log('latency: from the notification made (its updatedAt) to the socket receiving it\n');
    console.log(
      table([
        ['', 'p50', 'p99', 'max', 'received/made', 'server CPU each', 'RSS per idle socket', 'heap+external'],
        latencyRow('bare socket.io (baseline)', bareRun.latencies, bareRun.made, [
          cpu(bareRun),
          kb(baseline.memory.rss),
          kb(baseline.memory.heap),
        ]),
        latencyRow('ours, one process', oursRun.latencies, oursRun.made, [
          cpu(oursRun),
          kb(ours.memory.rss),
          kb(ours.memory.heap),
        ]),
        latencyRow('ours, two processes, all', twoRun.latencies, twoRun.made, [cpu(twoRun), '', '']),
        latencyRow('  delivered by the process holding the socket', same, undefined, ['', '', '']),
        latencyRow('  delivered by the other process', crossed, undefined, ['', '', '']),
      ]),
    );
    console.log(
      `\nadded p99 of crossing nodes: ${ms(percentile(crossed, 0.99) - percentile(same, 0.99))}` +
        ` (p50 ${ms(percentile(crossed, 0.5) - percentile(same, 0.5))})`,
    );
    for (const [label, run] of [
      ['baseline', bareRun],
      ['ours, one process', oursRun],
      ['ours, two processes', twoRun],
    ] as const) {
      console.log(
        `${label}: API answer p50 ${ms(percentile(run.send.answers, 0.5))} p99 ${ms(percentile(run.send.answers, 0.99))}, ` +
          `${run.send.failed} refused${run.send.refusals.length ? ` (${run.send.refusals.join('; ')})` : ''}, ` +
          `load average ${run.load[0].toFixed(2)} -> ${run.load[1].toFixed(2)}`,
      );
    }
    console.log(`ours, one process, delivery rows: ${oursLag}`);
    for (const [label, run] of [
      ['ours, one process', oursRun],
      ['ours, two processes', twoRun],
    ] as const)
      console.log(`${label}: ${trend(run)}`);
    if (oursWaitsSeen)
      console.log(
        `PostgreSQL's connections during ours, one process (average in each state): ${oursWaitsSeen}`,
      );
    if (twoWaitsSeen) console.log(`PostgreSQL's connections during ours, two processes: ${twoWaitsSeen}`);
    console.log(oursStalls);
    console.log(twoStalls);
    console.log(`autovacuum during ours, one process: ${oursMaintenance}; two processes: ${twoMaintenance}`);
    for (const line of [...oursStatements, ...twoStatements]) console.log(line);
    console.log(
      `targets: p99 under 100 ms (${ms(percentile(oursRun.latencies, 0.99))}), under 40 KB per idle socket (${kb(ours.memory.rss)})`,
    );
  } finally {
    for (const server of started) await server.stop();
    await db.close();
    // Stopped now, not at exit: `npm run bench` goes on to the next benchmark.
    cluster.stop();
    ownStalls.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runNotificationsBench();
