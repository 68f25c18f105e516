// Durable delivery of notifications (issue 9): every process runs one worker that leases due deliveries from the
// database, hands each to the deliverer of its channel and records what became of it. A change and its pending
// deliveries commit together, so a crash between commit and delivery loses nothing: the next worker (here or in
// another process) takes the row, once its lease has run out if a crashed worker held it.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.ts';
import {
  type DeliveredMessage,
  type Deliverers,
  type DeliveryChannel,
  type DeliveryOutcome,
  type HandedDelivery,
  type LoadMessages,
  type SocketHandoff,
  socketHandoff,
} from './delivery.ts';
import * as store from './delivery-store.ts';

export interface DeliverySettings {
  /** How often an idle worker looks for due deliveries (the database wakes it on every commit that wrote some). */
  pollMs: number;
  /** How long a leased delivery is this worker's; after that another worker may take it. */
  leaseMs: number;
  /** Tries before a delivery is given up as failed. */
  maxAttempts: number;
  /** The wait after the first failed try; each further one doubles it, up to maxRetryDelayMs. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
  /**
   * Deliveries of each channel leased at once. A socket's is an emit in memory, so its lane takes a group's notice to
   * its 500 members in one round (one lease, one load, one done: issue 24); a push is a call to a push service each,
   * made side by side, so its lane takes fewer.
   */
  batchSize: Readonly<Record<DeliveryChannel, number>>;
}

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  pollMs: 5_000,
  leaseMs: 60_000,
  maxAttempts: 8,
  retryBaseMs: 1_000,
  maxRetryDelayMs: 60 * 60 * 1000,
  batchSize: { socket: 500, push: 100 },
};

/** The wait before try `attempt + 1` after try `attempt` failed: exponential, capped. */
export function retryDelay(settings: DeliverySettings, attempt: number): number {
  return Math.min(settings.maxRetryDelayMs, settings.retryBaseMs * 2 ** Math.max(0, attempt - 1));
}

export interface DeliveryWorker {
  /** Whose deliverer delivers each channel; set by app.ts (and replaced by tests). */
  readonly deliverers: Deliverers;
  readonly workerId: string;
  /** Starts polling (the timer does not keep the process alive). */
  start(): void;
  /** Looks for due deliveries now (told by the database of a commit), on the channels given, else on all. */
  wake(channels?: readonly DeliveryChannel[]): void;
  /** Runs every due delivery now, until none is left; answers how many were handed to a deliverer. */
  drain(): Promise<number>;
  /** Stops polling and waits for the deliveries in hand; what is not leased stays pending for the next worker. */
  stop(): Promise<void>;
}

const CHANNELS: readonly DeliveryChannel[] = ['socket', 'push'];

/**
 * How long deliveries handed over on commit gather before one statement marks them all done: at 200 notifications a
 * second, one acknowledgement for four or so, where each had its own (issue 22, item 26).
 */
const DONE_GATHER_MS = 20;

export function createDeliveryWorker(options: {
  db: Db;
  /** How the worker reads what it delivers (modules/notifications loadMessages, handed in by app.ts). */
  loadMessages: LoadMessages;
  deliverers: Deliverers;
  log: FastifyBaseLogger;
  settings?: Partial<DeliverySettings>;
  /**
   * The lanes this process runs (both unless set): an API process with RUN_JOBS=0 runs the socket's, where its
   * sockets are, and leaves push to the worker process (docs/design-choices.md, "where delivery runs").
   */
  lanes?: readonly DeliveryChannel[];
}): DeliveryWorker {
  const { db, deliverers, log, loadMessages } = options;
  const lanes = options.lanes ?? CHANNELS;
  const settings = { ...DEFAULT_DELIVERY_SETTINGS, ...options.settings };
  const workerId = `${process.pid}-${randomUUID()}`;
  const warned = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** Per channel: the run in hand, and whether a commit asked for another look while it ran. */
  const woken = new Set<DeliveryChannel>();
  const running = new Map<DeliveryChannel, Promise<number>>();

  /** Delivers one leased row; answers true when it is done (recorded with its batch), else records the retry. */
  async function deliverOne(
    channel: DeliveryChannel,
    row: store.LeasedRow,
    message: DeliveredMessage | undefined,
  ): Promise<boolean> {
    const deliverer = deliverers[channel];
    if (!deliverer || !message) return false; // Deleted since: its deliveries went with it.
    // Nobody may receive it now (its sender is hidden from the receiver): done, and never handed to a deliverer.
    if (message.userIds.length === 0) return true;
    let outcome: DeliveryOutcome;
    try {
      outcome = await deliverer.deliver({ id: row.id, channel, attempt: row.attempts, ...message });
    } catch (error) {
      outcome = { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.kind === 'done') return true;
    if (outcome.kind === 'retry' && row.attempts < settings.maxAttempts) {
      await store.scheduleRetry(db, row.id, workerId, outcome.reason, retryDelay(settings, row.attempts));
      return false;
    }
    log.warn(
      { delivery: row.id, channel, attempts: row.attempts, reason: outcome.reason },
      'delivery failed',
    );
    await store.markFailed(db, row.id, workerId, outcome.reason);
    return false;
  }

  /**
   * One channel's batch: lease, load the notifications in one go, deliver them side by side, mark the delivered
   * ones done in one statement; answers how many were leased. Each channel has its own lane, so sockets never wait
   * behind a slow push service.
   */
  async function lane(channel: DeliveryChannel): Promise<number> {
    const leased = await store.leaseDue(db, {
      channels: [channel],
      limit: settings.batchSize[channel],
      leaseMs: settings.leaseMs,
      workerId,
    });
    if (leased.length === 0) return 0;
    const messages = await loadMessages(
      db,
      leased.map((row) => row.notification_id),
    );
    const done: string[] = [];
    await Promise.all(
      leased.map(async (row) => {
        try {
          if (await deliverOne(channel, row, messages.get(row.notification_id))) done.push(row.id);
        } catch (error) {
          // Recording failed (the database went away): the lease runs out and the row is tried again.
          log.error({ err: error, delivery: row.id }, 'delivery could not be recorded');
        }
      }),
    );
    await store.markDone(db, done, workerId);
    return leased.length;
  }

  /** Handed-over deliveries done and not yet marked so, and the timer that marks them. */
  let doneSoon: string[] = [];
  let doneTimer: NodeJS.Timeout | undefined;
  /** Handovers being delivered, and acknowledgements on their way: stop and drain wait for them. */
  const handing = new Set<Promise<void>>();

  function track(work: Promise<void>) {
    handing.add(work);
    work.finally(() => handing.delete(work)).catch(() => undefined);
  }

  function markDoneNow() {
    if (doneTimer) clearTimeout(doneTimer);
    doneTimer = undefined;
    const ids = doneSoon;
    doneSoon = [];
    // Not recorded (the database went away): the leases run out and the rows are delivered again.
    track(
      store
        .markDone(db, ids, workerId)
        .catch((error: unknown) => log.error({ err: error }, 'deliveries could not be recorded as done')),
    );
  }

  /** Delivers socket rows handed over on commit (jobs/delivery.ts SocketHandoff), then marks them done, gathered. */
  async function deliverHanded(handed: Promise<readonly HandedDelivery[]>) {
    let deliveries: readonly HandedDelivery[];
    try {
      deliveries = await handed;
    } catch (error) {
      log.error(
        { err: error },
        'deliveries handed over on commit could not be read; their leases will run out',
      );
      return;
    }
    const done: string[] = [];
    await Promise.all(
      deliveries.map(async ({ id, message }) => {
        const row = { id, notification_id: message.notification._id, channel: 'socket', attempts: 1 };
        try {
          if (await deliverOne('socket', row, message)) done.push(id);
        } catch (error) {
          log.error({ err: error, delivery: id }, 'delivery could not be recorded');
        }
      }),
    );
    if (done.length === 0) return;
    doneSoon.push(...done);
    doneTimer ??= setTimeout(markDoneNow, DONE_GATHER_MS);
  }

  const handoff: SocketHandoff = {
    lease: () => (deliverers.socket && !stopped ? { workerId, leaseMs: settings.leaseMs } : undefined),
    take(handed: Promise<readonly HandedDelivery[]>) {
      track(deliverHanded(handed));
    },
  };

  /** Until every handover is delivered and acknowledged (those that come meanwhile too). */
  async function settleHanded() {
    while (handing.size > 0 || doneSoon.length > 0) {
      await Promise.all([...handing]);
      if (doneSoon.length > 0) markDoneNow();
    }
  }

  /** Leased rows of channels without a deliverer would never move: those channels are said once and left. */
  async function warnUnserved(served: string[]) {
    if (lanes.every((channel) => served.includes(channel) || warned.has(channel))) return;
    for (const channel of await store.channelsWaiting(db, served)) {
      if (warned.has(channel) || !lanes.some((lane) => lane === channel)) continue;
      warned.add(channel);
      log.warn({ channel }, 'deliveries wait: no deliverer for this channel in this process');
    }
  }

  /** Batches of one channel until none is due (or the worker stops); one run at a time per channel. */
  function runChannel(channel: DeliveryChannel): Promise<number> {
    const inHand = running.get(channel);
    if (inHand) {
      woken.add(channel);
      return inHand;
    }
    const run = (async () => {
      let total = 0;
      try {
        do {
          woken.delete(channel);
          // A batch short of full took every row due when it leased: no second look for nothing (a round trip a
          // wake, issue 22 item 26). A row committed since wakes the worker, which runs the lane again (`woken`).
          let leased: number;
          do {
            leased = await lane(channel);
            total += leased;
          } while (leased >= settings.batchSize[channel] && !stopped);
        } while (woken.has(channel) && !stopped);
        return total;
      } finally {
        // In the same step as the last look at `woken`: a wake from here on starts a run of its own. (Forgotten in a
        // `.finally` of the run, a wake landing between the two was left to a run that had ended: its rows waited
        // for the 5 s poll. delivery-wake-window.test.ts.)
        running.delete(channel);
      }
    })();
    running.set(channel, run);
    return run;
  }

  /** Every served channel side by side (of those given), each in its own lane: answers how many were leased. */
  async function run(only: readonly DeliveryChannel[] = CHANNELS): Promise<number> {
    const served = lanes.filter((channel) => deliverers[channel] !== undefined);
    await warnUnserved(served);
    const counts = await Promise.all(served.filter((channel) => only.includes(channel)).map(runChannel));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  function runLogged(only?: readonly DeliveryChannel[]) {
    run(only).catch((error: unknown) => log.error({ err: error }, 'delivery round failed'));
  }

  return {
    deliverers,
    workerId,
    start() {
      if (timer || stopped) return;
      if (lanes.includes('socket')) socketHandoff.set(db, handoff);
      timer = setInterval(() => runLogged(), settings.pollMs);
      timer.unref();
      runLogged();
    },
    wake(channels) {
      if (!stopped && (!channels || channels.length > 0)) runLogged(channels);
    },
    async drain() {
      await settleHanded();
      let total = 0;
      // A run already going may have begun before the latest commit: run again until a run finds nothing.
      for (let delivered = await run(); delivered > 0; delivered = await run()) total += delivered;
      return total;
    },
    async stop() {
      stopped = true;
      if (socketHandoff.of(db) === handoff) socketHandoff.set(db, undefined);
      if (timer) clearInterval(timer);
      timer = undefined;
      await Promise.all([...running.values()].map((inHand) => inHand.catch(() => undefined)));
      await settleHanded();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's delivery worker: tests call drain() to deliver what is due now. */
    deliveries: DeliveryWorker;
  }
}
