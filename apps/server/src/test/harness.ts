// Test server: the real app on a real database (in-memory PGlite, or a fresh PostgreSQL database
// when TEST_DB=postgres and TEST_DATABASE_URL are set), with mail going to a temporary outbox
// unless the test brings its own mailer.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type App, type AppLimits, type AppParts, buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { type Db, LISTENER_NAME, openPglite, openPostgres } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { createOutboxMailer, type Mailer } from '../providers/mail/mailer.ts';
import { buildWorker, type Worker } from '../worker-app.ts';
import { tracked } from './open-parts.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The run's migrated database (test/migrated-database.ts), named by vitest.config.ts. */
function migrated(name: 'PODIUM_TEST_PGLITE_DUMP' | 'PODIUM_TEST_PG_TEMPLATE'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset: run the API tests through vitest (npm run test:api)`);
  return value;
}

/** The migrated PGlite, read once per test file. */
let migratedPglite: Blob | undefined;

async function openTestDb(): Promise<{ db: Db; url?: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres') {
    migratedPglite ??= new Blob([readFileSync(migrated('PODIUM_TEST_PGLITE_DUMP'))]);
    return { db: await openPglite(undefined, { from: migratedPglite }), drop: async () => {} };
  }
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `podium_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${migrated('PODIUM_TEST_PG_TEMPLATE')}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPostgres(target.toString(), 4);
  return {
    db,
    url: target.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestAppOptions {
  limits?: Partial<AppLimits>;
  env?: Record<string, string>;
  /** Replaces the outbox, e.g. a mail server that fails or stalls; outbox() is then unavailable. */
  mailer?: Mailer;
  /** Answers the Cloudinary media provider's calls in Cloudinary's place (with CLOUDINARY_URL set). */
  mediaFetch?: typeof fetch;
  /** How data URL uploads wait in line (a short wait, to see it run out). */
  dataUrlLine?: AppParts['dataUrlLine'];
  /** The background jobs' timings and the sweeps' schedule (short ones, to see a schedule run). */
  jobs?: AppParts['jobs'];
  /** Writes to the migrated database before the app starts (rows its first scheduled jobs must meet). */
  seed?: (db: Db) => Promise<void>;
  /** Registers more event handlers beside the modules' (a feature that exists only in a test). */
  handlers?: AppParts['handlers'];
  /** Keeps the app's log lines at this level and above (none by default). */
  log?: { level: 'error' | 'warn' | 'info'; lines: string[] };
  /** false: the app runs no jobs, as with RUN_JOBS=0, for a worker (startWorker) to run them. PostgreSQL only. */
  runJobs?: false;
  /** The delivery worker's timings (a poll too long to matter, to see the database's wake alone). */
  delivery?: AppParts['delivery'];
}

export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-test-'));
  const config = readConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://podium.test',
    WEB_DIST: join(dataDir, 'no-web'),
    ...options.env,
  });
  if (options.runJobs === false) config.RUN_JOBS = false;
  const { db, url, drop } = await openTestDb();
  await migrate(db);
  await options.seed?.(db);
  const outboxDir = join(dataDir, 'outbox');
  const mailer = options.mailer ?? createOutboxMailer(outboxDir, config.MAIL_FROM);
  const { log } = options;
  const app = await buildApp({
    config,
    db,
    mailer,
    logger: log ? { level: log.level, stream: { write: (line: string) => log.lines.push(line) } } : false,
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.mediaFetch ? { mediaFetch: options.mediaFetch } : {}),
    ...(options.dataUrlLine ? { dataUrlLine: options.dataUrlLine } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
    ...(options.handlers ? { handlers: options.handlers } : {}),
    ...(options.delivery ? { delivery: options.delivery } : {}),
  });
  await app.ready();

  return {
    app,
    db: tellingApp(db, app),
    dataDir,
    config,
    mailer,
    /** The PostgreSQL database of this app (undefined on PGlite): a second app on it is a second process. */
    databaseUrl: url,
    /** Every mail sent so far, oldest first. */
    outbox(): OutboxMail[] {
      if (options.mailer) throw new Error('outbox(): this test app sends mail through its own mailer');
      return readdirSync(outboxDir)
        .sort()
        .map((file) => JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as OutboxMail);
    },
    close: tracked('a test app (createTestApp)', async () => {
      await app.close();
      await db.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The database as a test writes to it directly. On PostgreSQL a test is another writer beside the app, whose process
 * is told of changes to what it keeps (accounts, name words: db/events.ts) a moment after they commit: each statement
 * here returns once the app has been told, as a client's next request would in practice. PGlite tells before a
 * statement returns.
 */
function tellingApp(db: Db, app: App): Db {
  if (db.kind !== 'postgres') return db;
  const told = async <T>(value: T) => {
    await app.dbEvents.settle();
    return value;
  };
  return {
    kind: db.kind,
    query: async (sql, params) => told(await db.query(sql, params)),
    transaction: async (fn) => told(await db.transaction(fn)),
    exec: async (sql) => told(await db.exec(sql)),
    listen: (channels, onMessage, onLost) => db.listen(channels, onMessage, onLost),
    close: () => db.close(),
  };
}

/**
 * A second server process on a test app's PostgreSQL: the same configuration (and so the same signing key, as
 * JWT_SECRET shared by several servers), a pool of its own. PostgreSQL only.
 */
export async function secondProcess(
  first: TestApp,
  options: { connections?: number; limits?: Partial<AppLimits> } = {},
): Promise<{ app: App; db: Db; close(): Promise<void> }> {
  if (!first.databaseUrl) throw new Error('a second process needs PostgreSQL (TEST_DB=postgres)');
  const db = await openPostgres(first.databaseUrl, options.connections ?? 2);
  const app = await buildApp({
    config: first.config,
    db,
    mailer: first.mailer,
    logger: false,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    close: tracked('a second process (secondProcess)', async () => {
      await app.close();
      await db.close();
    }),
  };
}

/**
 * A worker process (npm run worker) on a test app's PostgreSQL: the same configuration and mailer (so its mail lands
 * in the app's outbox), a pool of its own. PostgreSQL only.
 */
export async function startWorker(
  first: TestApp,
  options: { jobs?: AppParts['jobs']; delivery?: AppParts['delivery'] } = {},
): Promise<{ worker: Worker; db: Db; close(): Promise<void> }> {
  if (!first.databaseUrl) throw new Error('a worker needs PostgreSQL (TEST_DB=postgres)');
  const db = await openPostgres(first.databaseUrl, 2);
  const worker = await buildWorker({
    config: first.config,
    db,
    mailer: first.mailer,
    logger: false,
    ...(options.jobs ? { jobs: options.jobs } : {}),
    ...(options.delivery ? { delivery: options.delivery } : {}),
  });
  await worker.ready();
  return {
    worker,
    db,
    close: tracked('a worker (startWorker)', async () => {
      await worker.close();
      await db.close();
    }),
  };
}

/** Ends every listening connection on the database (db/events.ts), as a network fault would; whether one ended. */
export async function endListening(db: Db): Promise<boolean> {
  const ended = await db.query<{ ended: boolean }>(
    `select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and application_name = $1`,
    [LISTENER_NAME],
  );
  return ended.some((row) => row.ended);
}
