// What the benchmark programs share: reading their settings from the environment, and the tail of a server
// process they start (listen on a free port, say which, close cleanly when told).
import type { FastifyInstance } from 'fastify';

/** A positive whole number from the environment, or the fallback; anything else stops the run with its name. */
export function envCount(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

/**
 * Listens on a free loopback port and prints `listening <port>` for the parent to read; on SIGTERM closes the app,
 * then the database, then exits.
 */
export async function serveForBench(app: FastifyInstance, db: { close(): Promise<void> }): Promise<void> {
  // The server's own CPU time (user + system, microseconds): the bench reads it around each load line, a cost per
  // request that holds on a busy machine, where throughput and latency tell of the neighbours too.
  app.get('/bench/cpu', async () => process.cpuUsage());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0));
  });
}
