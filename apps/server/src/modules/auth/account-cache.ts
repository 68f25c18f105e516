// The signed-in accounts this process has read (docs/architecture.md, "Departures"). Every signed-in request needs
// its session checked and its account read; that statement was a sixth of a name search's cost at 1,000,000 athletes.
// So a process keeps what it read for a while, and forgets a user's the moment the database says it changed: a
// commit touching their session, user row, organisation or athlete profile is told on a channel (migration 0028)
// that every process listens to (db/events.ts). What it keeps is only as good as that telling, so:
// - nothing is kept while the listening connection is down (after it comes back, everything kept before is gone);
// - an account read while a change was told is not kept (the read may predate the change);
// - nothing is kept longer than KEPT_MS, so a telling that never came costs no more than that;
// - a request that may write (anything but GET, HEAD and OPTIONS) reads afresh, and before its answer leaves, waits
//   until this process has been told everything committed so far (app.ts, DbEvents.settle), so a client's next
//   request never meets an account older than its own change. Other processes are told within milliseconds.
import type { DbEvents } from '../../db/events.ts';

/** The channel migration 0028's triggers tell changed users on (their ids). */
export const ACCOUNT_CHANNEL = 'podium_accounts';
/** How long an account read is kept at most. */
export const KEPT_MS = 30_000;
/** Accounts kept at most; past it the oldest goes first. */
export const MAX_KEPT = 10_000;

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
  /** Whether accounts are being kept (the database's changes are being told). */
  readonly isKeeping: boolean;
  readonly size: number;
}

export function createAccountCache<T extends object>(deps: {
  events: DbEvents;
  keptMs?: number;
  maxKept?: number;
}): AccountCache<T> {
  const keptMs = deps.keptMs ?? KEPT_MS;
  const maxKept = deps.maxKept ?? MAX_KEPT;
  const kept = new Map<string, Kept<T>>();
  const sessionsOf = new Map<string, Set<string>>();
  let told = 0;
  let keeping = false;

  function forgetSession(sessionId: string) {
    const entry = kept.get(sessionId);
    if (!entry) return;
    kept.delete(sessionId);
    const sessions = sessionsOf.get(entry.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) sessionsOf.delete(entry.userId);
  }

  function forgetEverything() {
    told += 1;
    kept.clear();
    sessionsOf.clear();
  }

  deps.events.subscribe(ACCOUNT_CHANNEL, {
    onMessage(userId) {
      told += 1;
      for (const sessionId of sessionsOf.get(userId) ?? []) kept.delete(sessionId);
      sessionsOf.delete(userId);
    },
    onListening(listening) {
      // Lost: what was told since may be missed. Back: nothing read before is trusted (it is all gone already).
      forgetEverything();
      keeping = listening;
    },
  });

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
    get isKeeping() {
      return keeping;
    },
    get size() {
      return kept.size;
    },
  };
}
