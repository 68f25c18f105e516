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
