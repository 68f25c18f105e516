// Starts Podium: reads config, opens the database, runs migrations, listens; closes cleanly on SIGINT/SIGTERM.
import { buildApp } from './app.ts';
import { ConfigError, readConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { runningLine } from './listening.ts';
import { createMailer } from './providers/mail/mailer.ts';

async function main() {
  const config = readConfig(process.env);
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const applied = await migrate(db);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, dataDir: config.DATA_DIR, from: config.MAIL_FROM });
  const app = await buildApp({ config, db, mailer });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  app.log.info({ database: db.kind, mail: mailer.kind }, 'storage ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // Plain text, not a log line: on a first run the JSON logs hide where to open Podium.
  console.log(runningLine(config.HOST, port, config.PUBLIC_URL));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Podium failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
