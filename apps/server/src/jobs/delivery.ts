// The seam between storing a notification and delivering it (issue 9). A notification and one pending delivery
// per channel are written in the transaction of the change that caused them (modules/notifications); the delivery
// worker (delivery-worker.ts) leases due deliveries and hands each to the deliverer of its channel. Deliverers live
// with what they deliver through (src/realtime/ for sockets, modules/push/ for Web Push and FCM) and are registered
// in app.ts. This file names no module, so the worker, realtime and providers depend on it and on nothing above.
import type { AnyNotification } from '@podium/core/api';
import type { Queryable } from '../db/connection.ts';

/** The spec's notification (section 3), as stored and as sent to a socket or in a push, whatever its kind. */
export type NotificationMessage = AnyNotification;

export type DeliveryChannel = 'socket' | 'push';

/**
 * What the database says on commit when deliveries of a channel were written (push: migration 0041, socket: 0046):
 * every lane is woken by it, in whichever process the commit was made (a notice told by the worker process reaches
 * the API processes' socket lanes so), and on PGlite by the same path in the process itself.
 */
export const DUE_SIGNALS: Readonly<Record<DeliveryChannel, string>> = {
  socket: 'podium_socket_due',
  push: 'podium_push_due',
};

/** A stored notification as delivered: to whom (every account owning the receiving profile), and what. */
export interface DeliveredMessage {
  userIds: readonly string[];
  notification: NotificationMessage;
}

/** Reads stored notifications as delivered, by id; a deleted one is missing (modules/notifications loadMessages). */
export type LoadMessages = (db: Queryable, ids: readonly string[]) => Promise<Map<string, DeliveredMessage>>;

/** One pending delivery, as the worker hands it over. `attempt` is 1 on the first try. */
export interface Delivery {
  id: string;
  channel: DeliveryChannel;
  attempt: number;
  /**
   * Every account that owns the receiving profile (an organisation's admins; otherwise the one owner): sockets and
   * push tokens belong to accounts.
   */
  userIds: readonly string[];
  notification: NotificationMessage;
}

/**
 * What became of one try. `retry` is tried again later with back-off (a push service answering 5xx or 429, a
 * network failure); `done` and `failed` are final (`failed` is logged and kept for reading, never retried).
 */
export type DeliveryOutcome =
  | { kind: 'done' }
  | { kind: 'retry'; reason: string }
  | { kind: 'failed'; reason: string };

/**
 * Delivers through one channel. It must be safe to call again for a delivery it already handled in part (a
 * crash after the push service acknowledged but before the worker recorded `done`): a deliverer that fans out
 * (one push per device) remembers what was acknowledged and does not send it twice.
 */
export interface Deliverer {
  deliver(delivery: Delivery): Promise<DeliveryOutcome>;
}

export type Deliverers = Partial<Record<DeliveryChannel, Deliverer>>;

/** A socket delivery handed over on commit, with its message read from the rows the transaction wrote. */
export interface HandedDelivery {
  id: string;
  message: DeliveredMessage;
}

/**
 * The shorter way from a commit to a socket (issue 22, item 26): a transaction that writes a notification in a
 * process whose worker runs the socket lane writes its socket delivery already leased to that worker (so the
 * database wakes nobody for it) and, once committed, hands it over with its message; nothing is leased or read back.
 * If the process dies first, the lease runs out and any process's worker delivers it as any other pending row.
 */
export interface SocketHandoff {
  /**
   * The lease a socket delivery written now is taken under (this worker's, for its lease time); undefined while the
   * worker has no socket deliverer to hand it to, so the row is written unleased and waits for one as any other.
   */
  lease(): { workerId: string; leaseMs: number } | undefined;
  /** Delivers what was handed over, once its messages are read (a failed read leaves the rows to their lease). */
  take(handed: Promise<readonly HandedDelivery[]>): void;
}

/** Each database's socket handoff in this process: the worker that runs its socket lane (none: no handover). */
const handoffs = new WeakMap<object, SocketHandoff>();

export const socketHandoff = {
  /** The handoff of the database a transaction runs on, if this process's worker takes socket deliveries. */
  of: (database: object): SocketHandoff | undefined => handoffs.get(database),
  set(database: object, handoff: SocketHandoff | undefined) {
    if (handoff) handoffs.set(database, handoff);
    else handoffs.delete(database);
  },
};
