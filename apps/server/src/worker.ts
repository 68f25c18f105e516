// Starts the worker (npm run worker): reads config, opens PostgreSQL, runs migrations, runs background jobs until
// SIGINT/SIGTERM, then finishes the jobs in hand and exits. API processes beside it run with RUN_JOBS=0.
import { ConfigError, readConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { createMailer } from './providers/mail/mailer.ts';
import { buildWorker } from './worker-app.ts';

async function main() {
  const config = readConfig(process.env);
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL: with the embedded database, npm start runs the jobs itself',
    );
  }
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const applied = await migrate(db);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, dataDir: config.DATA_DIR, from: config.MAIL_FROM });
  const worker = await buildWorker({ config, db, mailer });
  if (applied.length > 0) worker.log.info({ applied }, 'migrations applied');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    worker.log.info({ signal }, 'shutting down: finishing the jobs in hand');
    try {
      await worker.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      worker.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await worker.ready();
  worker.log.info({ mail: mailer.kind }, 'worker running background jobs');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Podium worker failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
