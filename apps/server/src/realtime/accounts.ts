// The accounts with connections on this server process (realtime/limits.ts): the sockets each holds, its registerUser
// bucket, and its registerUser's turn. Kept per process and in memory: a count of held sockets in the database would
// outlive a process killed with its sockets, and the rest is judged before any query.
import type { Verdict } from '../http/limiter.ts';
import { type BucketSize, createTokenBucket, type TokenBucket } from './bucket.ts';

/** The accounts with connections on this process: the sockets each holds, its registerUser bucket and turn. */
export interface AccountsHere {
  /** Takes a place for the socket: false when the account already holds the most it may. */
  hold(userId: string, socketId: string): boolean;
  /** Gives the place back; the account's bucket goes with its last socket. */
  release(userId: string, socketId: string): void;
  /** One registerUser of the account on this process. */
  takeRegistration(userId: string): Verdict;
  /**
   * Runs `work` once the account's registerUser before it on this process is done, and after a turn of the event
   * loop: a burst over the account's sockets then holds one database connection (on PGlite, one query's turn on the
   * server's own thread) at a time, with requests answered between them, rather than all of it at once.
   */
  inTurn<T>(userId: string, work: () => Promise<T>): Promise<T>;
}

/** A turn of the event loop: what is waiting on the network (an HTTP request) is read before what follows. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `most` sockets per account; each account's registerUser bucket of `registrations`. */
export function createAccountsHere(most: number, registrations: BucketSize): AccountsHere {
  const accounts = new Map<
    string,
    { sockets: Set<string>; registrations: TokenBucket; turn: Promise<unknown> }
  >();
  return {
    hold(userId, socketId) {
      const account = accounts.get(userId) ?? {
        sockets: new Set<string>(),
        registrations: createTokenBucket(registrations),
        turn: Promise.resolve(),
      };
      if (account.sockets.size >= most) return false;
      account.sockets.add(socketId);
      accounts.set(userId, account);
      return true;
    },
    release(userId, socketId) {
      const account = accounts.get(userId);
      account?.sockets.delete(socketId);
      if (account?.sockets.size === 0) accounts.delete(userId);
    },
    takeRegistration(userId) {
      const bucket = accounts.get(userId)?.registrations;
      // Gone with the account's last socket: the asking socket has closed too, and needs nothing more.
      if (!bucket) return { allowed: false, retryAfterSeconds: 1 };
      if (bucket.take()) return { allowed: true };
      return { allowed: false, retryAfterSeconds: bucket.secondsToNext() };
    },
    inTurn(userId, work) {
      const account = accounts.get(userId);
      const before = account?.turn ?? Promise.resolve();
      const mine = before.then(nextTurn).then(work);
      // The next one waits for this one to end, answered or failed.
      if (account) account.turn = mine.catch(() => undefined);
      return mine;
    },
  };
}
