// Whether the request in hand wrote something this process must be told of (issue 22, items 25 and 26): a request
// whose change the database tells (NOTIFY, db/events.ts) waits, before it answers, until this process has been told
// of it (settle), so the client's next request meets its own change in what the process keeps (the signed-in
// accounts, the words of names, the standings); one that only read, or wrote only tables that tell nothing, answers
// at once. Each request carries a record through its async calls; the Db notes on it every statement that may
// write, in a transaction or not (one rolled back costs a settle for nothing, never a stale read).
import { AsyncLocalStorage } from 'node:async_hooks';

export interface WriteRecord {
  /** A statement that may have told this process something (a write outside QUIET_TABLES): settle before answering. */
  told: boolean;
}

const storage = new AsyncLocalStorage<WriteRecord>();

/**
 * A statement that only reads: a plain select (a `for update` lock writes nothing), a `with` whose parts all select,
 * or a setting (`set transaction … read only`, `show`). Anything else counts as a write, so a mistake costs a settle,
 * never a stale read. No store calls a function that writes through a select; sending a sign (pg_notify) writes.
 */
export const READ_STATEMENT =
  /^[\s(]*(select\b(?![^;]*\bpg_notify\b)|with\b(?![\s\S]*\b(insert|update|delete|merge)\b)|set\b|show\b)/i;

/** A transaction's own bounds write nothing themselves: what runs between them decides. */
const BOUNDS = /^\s*(begin|start\s+transaction|commit|end|rollback|savepoint|release)\b/i;

/**
 * Tables no trigger watches, directly or through a cascade from their rows into a watched table's: writing them tells
 * nothing (no NOTIFY), so a request that wrote only these has nothing to settle. A table missing here only costs a
 * settle. writes.test.ts checks this list against the migrated schema's triggers and foreign keys.
 */
export const QUIET_TABLES: ReadonlySet<string> = new Set([
  'associations',
  'athlete_connections',
  'athlete_destinations',
  'athlete_sports',
  'athlete_videos',
  'blocks',
  'caregiver_confirmations',
  'caregiver_consents',
  'coach_profiles',
  'collaborators',
  'endorsements',
  'follows',
  'media_cleanups',
  'media_files',
  'notification_deliveries',
  'notifications',
  'password_resets',
  'pitch_replies',
  'pitches',
  'push_receipts',
  'push_tokens',
  'rate_limits',
  'sent_requests',
  'sign_in_links',
  'upload_grants',
  'watchlist_entries',
]);

/**
 * Triggers whose NOTIFY wakes delivery lanes and tells none of anything a process keeps in memory: push (migration
 * 0041) and socket (0046). A table they watch may stay quiet; writes.test.ts leaves them out of its check.
 */
export const WAKE_ONLY_TRIGGERS: ReadonlySet<string> = new Set([
  'notification_deliveries_push_due',
  'notification_deliveries_socket_due',
]);

/** The tables a statement writes: after insert into, update (not `for update` or `do update`), delete from. */
const TARGET =
  /\b(?:insert\s+into|(?<!\b(?:for|key|do)\s+)update|delete\s+from|merge\s+into)\s+("?[\w.]+"?)/gi;

/** Whether a statement may tell this process something: a write to anything but quiet tables. */
export function mayTell(sql: string): boolean {
  if (READ_STATEMENT.test(sql) || BOUNDS.test(sql)) return false;
  const targets = [...sql.matchAll(TARGET)].map((match) =>
    (match[1] ?? '').replaceAll('"', '').toLowerCase(),
  );
  return targets.length === 0 || targets.some((table) => !QUIET_TABLES.has(table));
}

/** Runs the rest of a request inside its record (a Fastify onRequest hook's `done`). */
export function recordWrites(record: WriteRecord, rest: () => void): void {
  storage.run(record, rest);
}

/** Notes a statement on the request in hand, if any (a statement outside a request is nobody's). */
export function noteStatement(sql: string): void {
  const record = storage.getStore();
  if (record && !record.told && mayTell(sql)) record.told = true;
}
