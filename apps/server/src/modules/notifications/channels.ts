// The seam between storing a notification and delivering it (issue 9). A notification and one pending delivery
// per channel are written in the transaction of the change that caused them; the delivery worker (src/jobs/)
// leases due deliveries and hands each to the deliverer of its channel. Deliverers live with what they deliver
// through (src/realtime/ for sockets, src/providers/push/ for Web Push and FCM) and are registered in app.ts.

/** The spec's notification (section 3), as stored and as sent to a socket or in a push. */
export interface NotificationMessage {
  _id: string;
  type: string;
  body: string;
  data: Record<string, unknown>;
  /** The profile it is from, when a person sent it. */
  sender: { profileId: string; profileType: ProfileType; name: string; photo: string | null } | null;
  /** The profile it is for; a user with a coach and an organisation profile sees each one's apart. */
  receiver: { profileId: string; profileType: ProfileType };
  seen: boolean;
  updatedAt: string;
}

export type ProfileType = 'athlete' | 'coach' | 'org';

export type DeliveryChannel = 'socket' | 'push';

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
