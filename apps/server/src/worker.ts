// Starts the worker (npm run worker): reads config, opens PostgreSQL, runs migrations, runs background jobs until
// SIGINT/SIGTERM, then finishes the jobs in hand and exits. API processes beside it run with RUN_JOBS=0.
import { ConfigError } from './config.ts';
import { closeOnSignals, openRuntime, startOrExit } from './process.ts';
import { buildWorker } from './worker-app.ts';

startOrExit('Podium worker', async () => {
  const { config, db, mailer, applied } = await openRuntime((read) => {
    if (!read.DATABASE_URL) {
      throw new ConfigError(
        'npm run worker needs DATABASE_URL: with the embedded database, npm start runs the jobs itself',
      );
    }
  });
  const worker = await buildWorker({ config, db, mailer });
  if (applied.length > 0) worker.log.info({ applied }, 'migrations applied');
  closeOnSignals(worker.log, 'finishing the jobs in hand', () => worker.close(), db);

  await worker.ready();
  worker.log.info({ mail: mailer.kind }, 'worker running background jobs');
});
