// Durable delivery of notifications (issue 9): every process runs one worker that leases due deliveries from the
// database, hands each to the deliverer of its channel and records what became of it. A change and its pending
// deliveries commit together, so a crash between commit and delivery loses nothing: the next worker (here or in
// another process) takes the row, once its lease has run out if a crashed worker held it.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.ts';
import type { Deliverers, DeliveryChannel, DeliveryOutcome } from '../modules/notifications/channels.ts';
import { loadMessage } from '../modules/notifications/service.ts';
import * as store from './delivery-store.ts';

export interface DeliverySettings {
  /** How often an idle worker looks for due deliveries (a local commit wakes it at once). */
  pollMs: number;
  /** How long a leased delivery is this worker's; after that another worker may take it. */
  leaseMs: number;
  /** Tries before a delivery is given up as failed. */
  maxAttempts: number;
  /** The wait after the first failed try; each further one doubles it, up to maxRetryDelayMs. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
  /** Deliveries leased at once. */
  batchSize: number;
}

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  pollMs: 5_000,
  leaseMs: 60_000,
  maxAttempts: 8,
  retryBaseMs: 1_000,
  maxRetryDelayMs: 60 * 60 * 1000,
  batchSize: 20,
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
  /** Looks for due deliveries now (after a local commit). */
  wake(): void;
  /** Runs every due delivery now, until none is left; answers how many were handed to a deliverer. */
  drain(): Promise<number>;
  /** Stops polling and waits for the deliveries in hand; what is not leased stays pending for the next worker. */
  stop(): Promise<void>;
}

const CHANNELS: readonly DeliveryChannel[] = ['socket', 'push'];

export function createDeliveryWorker(options: {
  db: Db;
  deliverers: Deliverers;
  log: FastifyBaseLogger;
  settings?: Partial<DeliverySettings>;
}): DeliveryWorker {
  const { db, deliverers, log } = options;
  const settings = { ...DEFAULT_DELIVERY_SETTINGS, ...options.settings };
  const workerId = `${process.pid}-${randomUUID()}`;
  const warned = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let woken = false;
  let running: Promise<number> | undefined;

  async function deliverOne(row: store.LeasedRow): Promise<void> {
    const channel = CHANNELS.find((name) => name === row.channel);
    const deliverer = channel && deliverers[channel];
    if (!channel || !deliverer) return;
    const message = await loadMessage(db, row.notification_id);
    if (!message) return; // Deleted since: its deliveries went with it.
    let outcome: DeliveryOutcome;
    try {
      outcome = await deliverer.deliver({ id: row.id, channel, attempt: row.attempts, ...message });
    } catch (error) {
      outcome = { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.kind === 'done') return store.markDone(db, row.id, workerId);
    if (outcome.kind === 'retry' && row.attempts < settings.maxAttempts) {
      return store.scheduleRetry(db, row.id, workerId, outcome.reason, retryDelay(settings, row.attempts));
    }
    log.warn(
      { delivery: row.id, channel, attempts: row.attempts, reason: outcome.reason },
      'delivery failed',
    );
    return store.markFailed(db, row.id, workerId, outcome.reason);
  }

  /** Leased rows of channels without a deliverer would never move: those channels are said once and left. */
  async function warnUnserved(served: string[]) {
    if (CHANNELS.every((channel) => served.includes(channel) || warned.has(channel))) return;
    for (const channel of await store.channelsWaiting(db, served)) {
      if (warned.has(channel)) continue;
      warned.add(channel);
      log.warn({ channel }, 'deliveries wait: no deliverer for this channel in this process');
    }
  }

  /** One round: lease a batch, deliver it; answers how many were leased. */
  async function round(): Promise<number> {
    const served = CHANNELS.filter((channel) => deliverers[channel] !== undefined);
    await warnUnserved(served);
    if (served.length === 0) return 0;
    const leased = await store.leaseDue(db, {
      channels: served,
      limit: settings.batchSize,
      leaseMs: settings.leaseMs,
      workerId,
    });
    await Promise.all(
      leased.map((row) =>
        deliverOne(row).catch((error: unknown) => {
          // Recording failed (the database went away): the lease runs out and the row is tried again.
          log.error({ err: error, delivery: row.id }, 'delivery could not be recorded');
        }),
      ),
    );
    return leased.length;
  }

  /** Rounds until nothing due is left (or the worker stops); one run at a time per worker. */
  function run(): Promise<number> {
    if (running) {
      woken = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        woken = false;
        for (let leased = await round(); leased > 0 && !stopped; leased = await round()) total += leased;
      } while (woken && !stopped);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function runLogged() {
    run().catch((error: unknown) => log.error({ err: error }, 'delivery round failed'));
  }

  return {
    deliverers,
    workerId,
    start() {
      if (timer || stopped) return;
      timer = setInterval(runLogged, settings.pollMs);
      timer.unref();
      runLogged();
    },
    wake() {
      if (!stopped) runLogged();
    },
    async drain() {
      let total = 0;
      // A run already going may have begun before the latest commit: run again until a run finds nothing.
      for (let delivered = await run(); delivered > 0; delivered = await run()) total += delivered;
      return total;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's delivery worker: tests call drain() to deliver what is due now. */
    deliveries: DeliveryWorker;
  }
}
