// The server the socket flood benchmark loads (bench/sockets.ts), in its own process: the real app on PGlite in a
// data directory of its own (BENCH_DATA_DIR, made and removed by bench/sockets.ts; as npm start runs it) or on
// BENCH_DATABASE_URL, with the realtime socket's limits on,
// or off (BENCH_SOCKET_LIMITS=off: the baseline, the socket as it was before issue 22). Seeds two adult athletes
// with a session each, one to flood and one to ask GET /api/auth, answers GET /bench/loop (the event loop's delay
// since the last call), and prints "ready <json>" once listening on BENCH_PORT (default: a free port).
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { type Db, openPglite, openPostgres } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { openSession } from '../apps/server/src/modules/auth/sessions.ts';
import { createTokens, loadOrCreateSecret, type Tokens } from '../apps/server/src/modules/auth/tokens.ts';
import { createOutboxMailer } from '../apps/server/src/providers/mail/mailer.ts';

export interface SeededAthlete {
  userId: string;
  profileId: string;
  token: string;
}

/** What the server prints after "ready ": where it listens and who the benchmark acts as. */
export interface ReadyLine {
  port: number;
  flooder: SeededAthlete;
  prober: SeededAthlete;
}

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR is required');
const databaseUrl = process.env.BENCH_DATABASE_URL;
const config = readConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  WEB_DIST: join(dataDir, 'no-web'),
});

/** An adult athlete (visible to all, core isDiscoverable) with a profile and a session, as a sign-in opens it. */
async function seedAthlete(db: Db, tokens: Tokens, role: string): Promise<SeededAthlete> {
  const [user] = await db.query<{ id: string }>(
    `insert into users (id, email, password_hash, user_type, name, birth_date, terms_agreed_at, country)
     values (gen_random_uuid(), $1, 'not-a-hash', 1, $2, current_date - interval '25 years', now(), 'Ireland')
     returning id`,
    [`${role}-${Date.now()}@example.com`, `Bench ${role}`],
  );
  if (!user) throw new Error('no user seeded');
  const [profile] = await db.query<{ id: string }>(
    'insert into athlete_profiles (id, user_id) values (gen_random_uuid(), $1) returning id',
    [user.id],
  );
  if (!profile) throw new Error('no profile seeded');
  const token = await openSession({ db, tokens }, db, user.id, { address: '127.0.0.1' });
  return { userId: user.id, profileId: profile.id, token };
}

const db = databaseUrl
  ? await openPostgres(databaseUrl, config.DATABASE_POOL_SIZE)
  : await openPglite(join(dataDir, 'db'));
await migrate(db);
const app = await buildApp({
  config,
  db,
  mailer: createOutboxMailer(join(dataDir, 'outbox'), config.MAIL_FROM),
  logger: false,
  ...(process.env.BENCH_SOCKET_LIMITS === 'off' ? { socketLimits: 'off' as const } : {}),
});
// The app's own signing key (kept in DATA_DIR), so the seeded sessions' tokens are ones it accepts.
const tokens = createTokens(loadOrCreateSecret(config.DATA_DIR, config.JWT_SECRET), config.JWT_TTL);
const ready: Omit<ReadyLine, 'port'> = {
  flooder: await seedAthlete(db, tokens, 'flooder'),
  prober: await seedAthlete(db, tokens, 'prober'),
};
// How long the event loop was held up since the last call (ms): the server's own view of a stall, which a busy
// machine's scheduling of the measuring client does not blur.
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
app.get('/bench/loop', async () => {
  const figures = { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
  loopDelay.reset();
  return figures;
});
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(`ready ${JSON.stringify({ port, ...ready } satisfies ReadyLine)}`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0));
});
