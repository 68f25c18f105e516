// One migrated database per test run, copied for each test app instead of built afresh (issue 22: `npm test` had
// grown past 20 minutes, and about 3 s of every test app went to PGlite's initdb and the 39 migrations). vitest's
// global setup migrates once, before any worker starts: on PGlite it dumps the migrated data directory to a file
// each test app loads (`loadDataDir`), on PostgreSQL it leaves a template database each test's database is created
// from (`create database … template`, a file copy). The harness still runs `migrate` on every copy, which finds
// nothing to do, so a copy is exactly what the migrations make. The copy also holds pg-boss's schema and a queue for
// every job kind (jobs/queue.ts), which each test app's start would otherwise create afresh: a partitioned table and
// its indexes per kind.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { type Db, dumpPglite, openPglite, openPostgres } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { registerJobKinds } from '../job-kinds.ts';
import { createJobs } from '../jobs/queue.ts';
import { createLocalProvider } from '../modules/purchases/local-provider.ts';
import { createLocalRevenueCat } from '../modules/purchases/revenuecat-local.ts';
import { createOutboxMailer } from '../providers/mail/mailer.ts';
import { createMediaProvider } from '../providers/media/select.ts';
import { PG_TEMPLATE, PGLITE_DUMP } from './migrated-paths.ts';

/** pg-boss's schema and every kind's queue, as an app's first start leaves them (its jobs run nowhere here). */
async function prepareJobs(db: Db) {
  const scratch = mkdtempSync(join(tmpdir(), 'podium-migrated-'));
  try {
    const jobs = createJobs(db, { run: false, onError: () => {} });
    registerJobKinds(jobs, {
      db,
      payments: createLocalProvider({ db, publicUrl: 'http://podium.test', webhookSecret: 'whsec_unused' }),
      revenueCat: createLocalRevenueCat(db),
      media: createMediaProvider({
        dataDir: scratch,
        publicUrl: 'http://podium.test',
        rootSecret: 'a migrated database for tests, not a secret',
      }),
      mailer: createOutboxMailer(join(scratch, 'outbox'), 'test@podium.test'),
      publicUrl: 'http://podium.test',
      log: Fastify({ logger: false }).log,
    });
    await jobs.start();
    await jobs.stop();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function onAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** vitest globalSetup: the migrated database of this run; its teardown removes it. */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && url) {
    await onAdmin(url, (admin) => admin.query(`create database ${PG_TEMPLATE}`));
    const target = new URL(url);
    target.pathname = `/${PG_TEMPLATE}`;
    const db = await openPostgres(target.toString(), 1);
    try {
      await migrate(db);
      await prepareJobs(db);
    } finally {
      await db.close();
    }
    return () => onAdmin(url, (admin) => admin.query(`drop database if exists ${PG_TEMPLATE} with (force)`));
  }
  mkdirSync(dirname(PGLITE_DUMP), { recursive: true });
  const db = await openPglite();
  try {
    await migrate(db);
    await prepareJobs(db);
    writeFileSync(PGLITE_DUMP, Buffer.from(await (await dumpPglite(db)).arrayBuffer()));
  } finally {
    await db.close();
  }
  return () => rmSync(dirname(PGLITE_DUMP), { recursive: true, force: true });
}
