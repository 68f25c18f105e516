// The signed-in accounts this process has read (docs/architecture.md, "Sessions"). Every signed-in request needs its
// session checked and its account read; that statement was a sixth of a name search's cost at 1,000,000 athletes.
// So a process keeps what it read for a while, and forgets a user's the moment the database says it changed: a
// commit touching their session, user row, organisation or athlete profile is told on a channel (migration 0028)
// that every process listens to. What it keeps is only as good as that telling, so:
// - nothing is kept while the listening connection is down (after it comes back, everything kept is dropped);
// - an account read while a change was told is not kept (the read may predate the change);
// - nothing is kept longer than KEPT_MS, so a telling that never came costs no more than that;
// - a request that may write (anything but GET and HEAD) reads afresh, and before its answer leaves, waits until
//   this process has been told everything committed so far (`settle`), so a client's next request never meets an
//   account older than its own change. Other processes are told within a few milliseconds of the commit.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Listening } from '../../db/connection.ts';

/** The channel migration 0028's triggers tell changed users on (their ids). */
export const ACCOUNT_CHANNEL = 'podium_accounts';
/** How long an account read is kept at most. */
export const KEPT_MS = 30_000;
/** Accounts kept at most; past it the oldest goes first. */
export const MAX_KEPT = 10_000;
/** How long `settle` waits for this process's own sign to come back before it stops trusting the channel. */
export const SETTLE_TIMEOUT_MS = 2_000;
/** Waits between attempts to listen again after the connection was lost: doubling, at most the last. */
const RETRY_MS = [250, 500, 1_000, 2_000, 5_000, 10_000, 30_000];

const SYNC = 'sync:';

interface Kept<T> {
  userId: string;
  account: T;
  until: number;
}

export interface AccountCache<T> {
  /** The account kept for this session and user, if any. */
  find(sessionId: string, userId: string, now?: number): T | undefined;
  /** Taken before reading an account; `keep` stores what was read only if nothing was told since. */
  ticket(): number;
  keep(ticket: number, sessionId: string, userId: string, account: T, now?: number): void;
  /** Resolves once this process has been told of every change committed before it was called. */
  settle(): Promise<void>;
  /** Starts listening (and keeping); resolves once listening or, failing that, once retries are scheduled. */
  start(): Promise<void>;
  close(): Promise<void>;
  /** Whether accounts are being kept (listening). */
  readonly isKeeping: boolean;
  readonly size: number;
}

export function createAccountCache<T extends object>(deps: {
  db: Db;
  log: FastifyBaseLogger;
  keptMs?: number;
  maxKept?: number;
  settleTimeoutMs?: number;
}): AccountCache<T> {
  const keptMs = deps.keptMs ?? KEPT_MS;
  const maxKept = deps.maxKept ?? MAX_KEPT;
  const settleTimeoutMs = deps.settleTimeoutMs ?? SETTLE_TIMEOUT_MS;
  const kept = new Map<string, Kept<T>>();
  const sessionsOf = new Map<string, Set<string>>();
  const waiting = new Map<string, () => void>();
  const me = randomUUID();
  let told = 0;
  let signs = 0;
  let listening: Listening | undefined;
  let keeping = false;
  let closed = false;
  let retries = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  function forgetSession(sessionId: string) {
    const entry = kept.get(sessionId);
    if (!entry) return;
    kept.delete(sessionId);
    const sessions = sessionsOf.get(entry.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) sessionsOf.delete(entry.userId);
  }

  function forgetUser(userId: string) {
    told += 1;
    for (const sessionId of sessionsOf.get(userId) ?? []) kept.delete(sessionId);
    sessionsOf.delete(userId);
  }

  function stopKeeping() {
    told += 1;
    keeping = false;
    kept.clear();
    sessionsOf.clear();
  }

  function onMessage(payload: string) {
    if (payload.startsWith(SYNC)) {
      waiting.get(payload.slice(SYNC.length))?.();
      return;
    }
    forgetUser(payload);
  }

  function scheduleRetry() {
    if (closed || retryTimer) return;
    const wait = RETRY_MS[Math.min(retries, RETRY_MS.length - 1)] ?? 30_000;
    retries += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void listen();
    }, wait);
    retryTimer.unref();
  }

  async function listen() {
    let opened: Listening | undefined;
    let lost = false;
    const onLost = (error?: Error) => {
      lost = true;
      // Only the connection in use matters: one closed on purpose (relisten, close) tells nothing.
      if (!opened || listening !== opened) return;
      listening = undefined;
      stopKeeping();
      deps.log.warn(
        { err: error },
        'accounts: the connection told of account changes was lost; reading afresh',
      );
      scheduleRetry();
    };
    try {
      opened = await deps.db.listen(ACCOUNT_CHANNEL, onMessage, onLost);
    } catch (error) {
      deps.log.warn({ err: error }, 'accounts: could not listen for account changes; retrying');
      scheduleRetry();
      return;
    }
    if (closed || lost) {
      await opened.close().catch(() => {});
      scheduleRetry();
      return;
    }
    listening = opened;
    retries = 0;
    // Told of everything from now on; nothing read before is trusted (nothing is kept while not listening).
    stopKeeping();
    keeping = true;
  }

  /** Stops trusting the channel (a sign that did not come back) and listens again on a fresh connection. */
  async function relisten() {
    const current = listening;
    listening = undefined;
    stopKeeping();
    await current?.close().catch(() => {});
    if (!closed) scheduleRetry();
  }

  return {
    find(sessionId, userId, now = Date.now()) {
      if (!keeping) return undefined;
      const entry = kept.get(sessionId);
      if (!entry) return undefined;
      if (entry.userId !== userId || entry.until <= now) {
        forgetSession(sessionId);
        return undefined;
      }
      return entry.account;
    },
    ticket: () => told,
    keep(ticket, sessionId, userId, account, now = Date.now()) {
      if (!keeping || ticket !== told) return;
      forgetSession(sessionId);
      if (kept.size >= maxKept) {
        const oldest = kept.keys().next();
        if (!oldest.done) forgetSession(oldest.value);
      }
      kept.set(sessionId, { userId, account: Object.freeze(account), until: now + keptMs });
      const sessions = sessionsOf.get(userId) ?? new Set<string>();
      sessions.add(sessionId);
      sessionsOf.set(userId, sessions);
    },
    async settle() {
      // PGlite hands a notification over before the statement that committed it resolves: nothing is in flight.
      if (!keeping || deps.db.kind === 'pglite') return;
      signs += 1;
      const sign = `${me}:${signs}`;
      let timer: NodeJS.Timeout | undefined;
      const back = new Promise<boolean>((resolve) => {
        waiting.set(sign, () => resolve(true));
        timer = setTimeout(() => resolve(false), settleTimeoutMs);
      });
      try {
        await deps.db.query('select pg_notify($1, $2)', [ACCOUNT_CHANNEL, `${SYNC}${sign}`]);
        if (!(await back)) {
          deps.log.warn('accounts: this process was not told of its own sign in time; listening again');
          await relisten();
        }
      } catch (error) {
        // The sign could not be sent: whether every change was told is unknown, so nothing is trusted.
        deps.log.warn({ err: error }, 'accounts: could not send a sign to the channel; listening again');
        await relisten();
      } finally {
        clearTimeout(timer);
        waiting.delete(sign);
      }
    },
    start: () => listen(),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      stopKeeping();
      const current = listening;
      listening = undefined;
      await current?.close();
    },
    get isKeeping() {
      return keeping;
    },
    get size() {
      return kept.size;
    },
  };
}
