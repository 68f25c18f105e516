// The socket.io adapter for several server processes on one PostgreSQL (issue 9): emits and disconnects travel
// between processes by LISTEN/NOTIFY, with nothing else to run (docs/architecture.md "Realtime"). Payloads over
// NOTIFY's 8000-byte limit go through a table the adapter reads and prunes itself.
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The adapter's own table; it deletes rows older than its cleanup interval (30 s) from every process. */
export const ATTACHMENTS_TABLE = 'socket_io_attachments';

/** One connection holds LISTEN for good; the others send NOTIFY, write attachments and prune them. */
const POOL_SIZE = 3;

/** The lock migrations take (db/migrate.ts): processes starting at once create the table one at a time. */
const SCHEMA_LOCK = 73110;

export interface PostgresAdapter {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

export async function openPostgresAdapter(
  databaseUrl: string,
  log: FastifyBaseLogger,
): Promise<PostgresAdapter> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  // The adapter keeps its LISTEN connection checked out and listens only for its end: a connection lost while
  // checked out must not crash the process as an unhandled 'error' (the adapter reconnects on 'end').
  pool.on('connect', (client) => {
    client.on('error', (error) => log.warn({ err: error }, 'realtime adapter: a database connection failed'));
  });
  pool.on('error', (error) =>
    log.warn({ err: error }, 'realtime adapter: an idle database connection failed'),
  );
  try {
    await createAttachmentsTable(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const adapter = createAdapter(pool, {
    tableName: ATTACHMENTS_TABLE,
    errorHandler: (error) =>
      log.error({ err: error }, 'realtime adapter: a message between processes failed'),
  });
  return { adapter, close: () => pool.end() };
}

async function createAttachmentsTable(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await client.query(
      `create table if not exists ${ATTACHMENTS_TABLE} (
         id bigserial unique,
         created_at timestamptz default now(),
         payload bytea
       )`,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
