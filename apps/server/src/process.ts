// What the two processes (main.ts: the API, worker.ts: the background jobs) share around their own work: reading the
// configuration, opening and migrating the database and the mailer, closing cleanly on SIGINT/SIGTERM, and exiting
// with a plain message when they cannot start.
import type { FastifyBaseLogger } from 'fastify';
import { type Config, ConfigError, readConfig } from './config.ts';
import { type Db, openDatabase } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { createMailer, type Mailer } from './providers/mail/mailer.ts';

/** The configuration, the migrated database (and which migrations this start applied) and the mailer. */
export async function openRuntime(
  check?: (config: Config) => void,
): Promise<{ config: Config; db: Db; mailer: Mailer; applied: string[] }> {
  const config = readConfig(process.env);
  check?.(config);
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const applied = await migrate(db);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, dataDir: config.DATA_DIR, from: config.MAIL_FROM });
  return { config, db, mailer, applied };
}

/** On SIGINT or SIGTERM, once: `close` (finishing what is in hand), then the database, then exit. */
export function closeOnSignals(
  log: FastifyBaseLogger,
  finishing: string,
  close: () => Promise<void>,
  db: Db,
) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, `shutting down: ${finishing}`);
    try {
      await close();
      await db.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Runs `main`; a failure to start prints its message (a configuration error as it is) and exits 1. */
export function startOrExit(name: string, main: () => Promise<void>) {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`${name} failed to start:`, error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
