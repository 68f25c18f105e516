// Starts Podium: reads config, opens the database, runs migrations, listens; closes cleanly on SIGINT/SIGTERM.
import { buildApp } from './app.ts';
import { runningLine } from './listening.ts';
import { closeOnSignals, openRuntime, startOrExit } from './process.ts';

startOrExit('Podium', async () => {
  const { config, db, mailer, applied } = await openRuntime();
  const app = await buildApp({ config, db, mailer });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  app.log.info({ database: db.kind, mail: mailer.kind }, 'storage ready');
  closeOnSignals(app.log, 'finishing in-flight requests', () => app.close(), db);

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // Plain text, not a log line: on a first run the JSON logs hide where to open Podium.
  console.log(runningLine(config.HOST, port, config.PUBLIC_URL));
});
