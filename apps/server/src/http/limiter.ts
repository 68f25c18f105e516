// Fixed-window attempt counters kept in the database (rate-limiter-flexible's PostgreSQL store), so every
// server process on one PostgreSQL sees the same counts; PGlite runs the same SQL through the same Db, unless a limiter
// asks to count in memory there (memoryOnPglite).
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/connection.ts';

export interface Limit {
  points: number;
  durationSeconds: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface Limiter {
  /** Counts one attempt for key; refused once the key is over its limit, with the seconds its window has left. */
  take(key: string): Promise<Verdict>;
  /** Gives back one attempt counted in advance (counting before the work keeps parallel attempts honest). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

const TABLE = 'rate_limits';

/**
 * The store's client: rate-limiter-flexible asks for query({ text, values }) answering { rows, rowCount }, as
 * node-postgres does; our Db answers rows, so this is all it takes to run on PGlite and on a pg pool alike.
 */
function storeClient(db: Db) {
  return {
    async query(query: { text: string; values?: unknown[] }) {
      const rows = await db.query<Record<string, unknown>>(query.text, query.values ?? []);
      return { rows, rowCount: rows.length };
    },
  };
}

export interface LimiterOptions {
  /**
   * Once a key has used its points, this process refuses it from memory until its window ends, without asking the
   * database: a flood's refusals then cost nothing (realtime/limits.ts). A refund cannot lift that, so only for
   * limits that are never refunded.
   */
  blockInMemory?: boolean;
  /**
   * On PGlite, which one process holds, counts in this process's memory: as exact, and a count costs no commit (on
   * PGlite, an fsync on the server's own thread), for limits taken as often as the realtime socket's. On PostgreSQL
   * the counts stay in the database, shared by every process.
   */
  memoryOnPglite?: boolean;
}

/**
 * A limiter named `name` (its keys are stored as `name:key`); limiters of the same name share counts (in memory, only
 * within one limiter).
 */
export function createLimiter(db: Db, name: string, limit: Limit, options: LimiterOptions = {}): Limiter {
  const inMemory = options.memoryOnPglite && db.kind === 'pglite';
  const limiter = inMemory
    ? new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.durationSeconds })
    : createPostgresLimiter(db, name, limit, options);
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
        }
        throw error;
      }
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

function createPostgresLimiter(db: Db, name: string, limit: Limit, options: LimiterOptions) {
  return new RateLimiterPostgres({
    storeClient: storeClient(db),
    storeType: 'client',
    tableName: TABLE,
    // Migration 0005 made the table; expired rows go in sweepLimits, not on the library's own timer.
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: name,
    points: limit.points,
    duration: limit.durationSeconds,
    ...(options.blockInMemory ? { inMemoryBlockOnConsumed: limit.points } : {}),
  });
}

/** Deletes counters whose window ended (run now and then: a counter past its window counts nothing). */
export async function sweepLimits(db: Db): Promise<void> {
  await db.query(`delete from ${TABLE} where expire < $1`, [Date.now()]);
}

/** "45 seconds", "1 minute", "15 minutes": how long to wait, for a refusal's message. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
