// Opens the database: PGlite (WASM PostgreSQL) in DATA_DIR by default, or a real server with DATABASE_URL.
// Both are reached through one small interface so stores write plain, readable SQL.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durable-fs.ts';
import { noteStatement } from './writes.ts';

export interface Queryable {
  query<T>(sql: string | NamedStatement, params?: readonly unknown[]): Promise<T[]>;
}

/**
 * A statement every request runs: on PostgreSQL each connection prepares it once, by name, and keeps its plan
 * (planning the session lookup took four times as long as running it). PGlite runs its text as any other.
 * A name belongs to one text only.
 */
export interface NamedStatement {
  name: string;
  text: string;
  /**
   * Whatever it writes is bookkeeping no later read waits for (a session's hourly last use): a request that ran it
   * has not written (db/writes.ts).
   */
  upkeep?: boolean;
}

/** Notes a statement on the request in hand unless it is upkeep (NamedStatement). */
const note = (sql: string | NamedStatement) => {
  if (typeof sql === 'string') noteStatement(sql);
  else if (!sql.upkeep) noteStatement(sql.text);
};

const textOf = (sql: string | NamedStatement) => (typeof sql === 'string' ? sql : sql.text);

/** Thrown by a Db asked for a statement from inside its own transaction's callback (outsideTransactions). */
export class QueryInsideTransactionError extends Error {
  constructor() {
    super(
      'a statement sent to the database from inside one of its own transactions: send it through the transaction ' +
        '(tx), or after the transaction',
    );
    this.name = 'QueryInsideTransactionError';
  }
}

/**
 * Guards a Db against a statement sent to it, not to the transaction, while that transaction's callback runs. On
 * PGlite it waits for the transaction, which waits for it: every statement of the process hangs for good. On
 * PostgreSQL it takes a second connection and waits for any row the transaction has locked, the same way. Refused at
 * once instead, where the mistake is made. A promise the callback starts and leaves behind is its context too, and is
 * refused only while the transaction is still open.
 */
function outsideTransactions() {
  const inside = new AsyncLocalStorage<{ open: boolean }>();
  return {
    check() {
      if (inside.getStore()?.open) throw new QueryInsideTransactionError();
    },
    async run<T>(fn: () => Promise<T>): Promise<T> {
      const scope = { open: true };
      try {
        return await inside.run(scope, fn);
      } finally {
        scope.open = false;
      }
    },
  };
}

/**
 * A transaction's statements, and what waits for its commit: the callbacks given to afterCommit run once it has
 * committed, before transaction() resolves, and never if it rolls back.
 */
export interface Transaction extends Queryable {
  /** Hands what the transaction wrote to this process's own work once it is durable (fn must not throw). */
  afterCommit(fn: () => void): void;
  /** The database it runs on: what a process keeps by database is found from one of its transactions (WeakMap). */
  readonly database: Db;
}

/** Whether a Queryable is a transaction (a handler's tx), which can say what waits for its commit. */
export const isTransaction = (db: Queryable): db is Transaction => 'afterCommit' in db;

/** Runs what waited for a commit: each on its own, so one that fails cannot keep the others or the caller's answer. */
function runCommitted(callbacks: readonly (() => void)[]) {
  for (const callback of callbacks) {
    try {
      callback();
    } catch {
      // afterCommit's callbacks must not throw; the transaction has committed whatever they do.
    }
  }
}

/** The application_name of the connection a process listens on (Db.listen): what an operator sees it as. */
export const LISTENER_NAME = 'podium-events';

/** Channels being listened to (Db.listen). */
export interface Listening {
  close(): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Hands each payload NOTIFY sends on any of `channels` to onMessage, in commit order, from the moment it resolves
   * (db/events.ts). On PostgreSQL a connection of its own listens (application_name `podium-events`): onLost is
   * called once if it ends, and nothing more arrives (listen again). PGlite is this process's own and hands a
   * notification over before the statement that committed it resolves; it is never lost.
   */
  listen(
    channels: readonly string[],
    onMessage: (channel: string, payload: string) => void,
    onLost: (error?: Error) => void,
  ): Promise<Listening>;
  /** Runs fn in one transaction; PGlite has one connection, so transactions are serialised through it. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

// Same value shapes from both drivers: dates stay 'YYYY-MM-DD', counts and numerics are numbers.
const OID = { int8: 20, numeric: 1700, date: 1082 } as const;
const parseNumber = (value: string) => Number(value);
const keepText = (value: string) => value;

/**
 * In memory when no folder is given (tests); on disk, durable: a commit is on the disk before it is answered.
 * On disk it is this process's alone until closed: DataDirBusyError while another process holds it.
 */
/** Each open PGlite's instance, for dumpPglite. */
const pgliteOf = new WeakMap<Db, PGlite>();

/** An in-memory PGlite's data directory as a tarball, for others to start from (test/migrated-database.ts). */
export async function dumpPglite(db: Db): Promise<Blob> {
  const instance = pgliteOf.get(db);
  if (!instance) throw new Error('dumpPglite: not a PGlite database');
  return instance.dumpDataDir('none');
}

export async function openPglite(dataDir?: string, options: { from?: Blob } = {}): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => {};
  let db: PGlite;
  try {
    db = await PGlite.create({
      ...(dataDir ? { fs: new DurableNodeFS(dataDir), startParams: [...DURABLE_START_PARAMS] } : {}),
      // A dumped data directory skips initdb: a test app starts from the run's migrated copy.
      ...(options.from ? { loadDataDir: options.from } : {}),
      // Name search (migration 0016) needs both.
      extensions: { pg_trgm, unaccent },
      parsers: { [OID.int8]: parseNumber, [OID.numeric]: parseNumber, [OID.date]: keepText },
    });
  } catch (error) {
    await unlock();
    throw error;
  }
  const transactions = outsideTransactions();
  const opened: Db = {
    kind: 'pglite',
    async query<T>(sql: string | NamedStatement, params: readonly unknown[] = []) {
      transactions.check();
      note(sql);
      const result = await db.query<T>(textOf(sql), [...params]);
      return result.rows;
    },
    async transaction(fn) {
      transactions.check();
      const committed: (() => void)[] = [];
      const value = await db.transaction((tx) =>
        transactions.run(() =>
          fn({
            async query<T>(sql: string | NamedStatement, params: readonly unknown[] = []) {
              note(sql);
              const result = await tx.query<T>(textOf(sql), [...params]);
              return result.rows;
            },
            afterCommit: (callback) => committed.push(callback),
            database: opened,
          }),
        ),
      );
      runCommitted(committed);
      return value;
    },
    async exec(sql) {
      transactions.check();
      await db.exec(sql);
    },
    async listen(channels, onMessage) {
      const unlisten = await Promise.all(
        channels.map((channel) => db.listen(channel, (payload) => onMessage(channel, payload))),
      );
      return {
        async close() {
          await Promise.all(unlisten.map((stop) => stop()));
        },
      };
    },
    async close() {
      try {
        await db.close();
      } finally {
        await unlock();
      }
    },
  };
  pgliteOf.set(opened, db);
  return opened;
}

/** One parser per type, the same for text and binary results: pg's own for every type we leave alone. */
const getTypeParser: pg.CustomTypesConfig['getTypeParser'] = (oid, format) => {
  if (oid === OID.int8 || oid === OID.numeric) return parseNumber;
  if (oid === OID.date) return keepText;
  return pg.types.getTypeParser(oid, format);
};

/** node-postgres prepares a query config with a name once per connection, then only binds and executes it. */
function pgQuery(sql: string | NamedStatement, params: readonly unknown[]): pg.QueryConfig {
  const values = [...params];
  return typeof sql === 'string' ? { text: sql, values } : { name: sql.name, text: sql.text, values };
}

/**
 * Connections a process's pool opens by default: twice the machine's cores, at least 4, as PostgreSQL's own advice
 * sizes a pool for a database on the same machine. A request holds its connection only while its statement runs;
 * more connections than the cores can run only make PostgreSQL's processes take turns (bench/search.ts at 16
 * connections on 2 cores: a pool of 10 spent a quarter more PostgreSQL CPU a name search than one of 3 or 4, and
 * its p99 was about 4 ms longer). DATABASE_POOL_SIZE sets it, for a database on a machine of its own or many processes.
 */
export const DEFAULT_POOL_SIZE = Math.max(4, 2 * availableParallelism());

/**
 * A pool on a PostgreSQL server. Its statements never fan out to parallel workers: a request's query is small, the
 * server answers many at once, and a plan kept for a statement's shape (the searches keep theirs) must not turn
 * into a parallel one that starts processes for every request (120 ms for a threshold search). Set on each new
 * connection before its first statement (not as a startup option, which connection poolers such as PgBouncer
 * refuse). `parallelQuery` leaves PostgreSQL's own setting, for a benchmark's baseline that counts whole tables.
 */
export async function openPostgres(
  connectionString: string,
  max = DEFAULT_POOL_SIZE,
  { parallelQuery = false }: { parallelQuery?: boolean } = {},
): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max,
    types: { getTypeParser },
    // Awaited before the connection's first use (pg-pool 3.14); a failure reaches that use's caller.
    onConnect: parallelQuery
      ? undefined
      : async (client) => {
          await client.query('set max_parallel_workers_per_gather = 0');
        },
  });
  // Fail at start-up, not on the first request, when the server is unreachable.
  const client = await pool.connect();
  client.release();
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const transactions = outsideTransactions();
  const opened: Db = {
    kind: 'postgres',
    async query<T>(sql: string | NamedStatement, params: readonly unknown[] = []) {
      transactions.check();
      note(sql);
      // Rows are whatever the caller's SQL selects; the intersection only satisfies pg's row constraint.
      const result = await pool.query<T & pg.QueryResultRow>(pgQuery(sql, params));
      return result.rows;
    },
    async transaction(fn) {
      transactions.check();
      const tx = await pool.connect();
      const committed: (() => void)[] = [];
      try {
        await tx.query('begin');
        const value = await transactions.run(() =>
          fn({
            async query<T>(sql: string | NamedStatement, params: readonly unknown[] = []) {
              note(sql);
              const result = await tx.query<T & pg.QueryResultRow>(pgQuery(sql, params));
              return result.rows;
            },
            afterCommit: (callback) => committed.push(callback),
            database: opened,
          }),
        );
        await tx.query('commit');
        runCommitted(committed);
        return value;
      } catch (error) {
        await tx.query('rollback');
        throw error;
      } finally {
        tx.release();
      }
    },
    async exec(sql) {
      transactions.check();
      await pool.query(sql);
    },
    async listen(channels, onMessage, onLost) {
      // Not from the pool: LISTEN holds its connection for good. Keep-alive, so a peer gone silent is found out.
      const client = new pg.Client({ connectionString, keepAlive: true, application_name: LISTENER_NAME });
      let done = false;
      const lose = (error?: Error) => {
        if (done) return;
        done = true;
        onLost(error);
        client.end().catch(() => {});
      };
      client.on('notification', (message) => {
        if (!done && channels.includes(message.channel)) onMessage(message.channel, message.payload ?? '');
      });
      client.on('error', lose);
      client.on('end', () => lose());
      try {
        await client.connect();
        for (const channel of channels) await client.query(`listen ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        done = true;
        await client.end().catch(() => {});
        throw error;
      }
      return {
        async close() {
          done = true;
          await client.end();
        },
      };
    },
    close: () => pool.end(),
  };
  return opened;
}

export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number | undefined;
}): Promise<Db> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(`${options.dataDir}/pglite`);
}
