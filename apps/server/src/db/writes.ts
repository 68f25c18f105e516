// Whether the request in hand wrote (issue 22, item 25): a request that made a change waits, before it answers, until
// this process has been told of it (db/events.ts settle), so the client's next request meets its own change; one that
// only read answers at once. Each request carries a record through its async calls; the Db notes on it every
// statement that may write, in a transaction or not (one rolled back costs a settle for nothing, never a stale read).
import { AsyncLocalStorage } from 'node:async_hooks';

export interface WriteRecord {
  wrote: boolean;
}

const storage = new AsyncLocalStorage<WriteRecord>();

/**
 * A statement that only reads: a plain select (a `for update` lock writes nothing), a `with` whose parts all select,
 * or a setting (`set transaction … read only`, `show`). Anything else counts as a write, so a mistake costs a settle,
 * never a stale read. No store calls a function that writes through a select; sending a sign (pg_notify) writes.
 */
export const READ_STATEMENT =
  /^\s*(select\b(?![^;]*\bpg_notify\b)|with\b(?![\s\S]*\b(insert|update|delete|merge)\b)|set\b|show\b)/i;

/** Runs the rest of a request inside its record (a Fastify onRequest hook's `done`). */
export function recordWrites(record: WriteRecord, rest: () => void): void {
  storage.run(record, rest);
}

/** Notes a statement on the request in hand, if any (a statement outside a request is nobody's). */
export function noteStatement(sql: string): void {
  const record = storage.getStore();
  if (record && !record.wrote && !READ_STATEMENT.test(sql)) record.wrote = true;
}
