// What the database tells this process of its commits (NOTIFY), for what the process keeps in memory: the signed-in
// accounts it read (modules/auth/account-cache.ts) and the words people's names hold (modules/search/
// name-dictionary.ts). One connection listens on every channel, so a sign sent on any of them comes back after
// everything committed before it, on whatever channel (`settle`). While that connection is down nothing may be
// trusted: each subscriber is told (`onListening(false)`), drops what it keeps and answers from the database; once
// listening again it is told (`onListening(true)`) and may read and keep afresh.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Listening } from './connection.ts';

/** The channel of this process's signs (`settle`). */
export const SIGN_CHANNEL = 'podium_signs';
/** How long `settle` waits for its sign before it stops trusting the connection and listens again. */
export const SETTLE_TIMEOUT_MS = 2_000;
/** Waits between attempts to listen again after the connection was lost: doubling, at most the last. */
const RETRY_MS = [250, 500, 1_000, 2_000, 5_000, 10_000, 30_000];

export interface Subscriber {
  /** A payload told on the channel, in commit order. */
  onMessage(payload: string): void;
  /** Listening began (true: everything committed from now on will be told) or was lost (false). */
  onListening(listening: boolean): void;
}

export interface DbEvents {
  /** Subscribes to a channel; before start(). */
  subscribe(channel: string, subscriber: Subscriber): void;
  /** Whether everything committed is being told. */
  readonly isListening: boolean;
  /** Resolves once this process has been told of every change committed before it was called. */
  settle(): Promise<void>;
  /** Starts listening; resolves once listening or, failing that, once retries are scheduled. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createDbEvents(deps: {
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn'>;
  settleTimeoutMs?: number;
}): DbEvents {
  const settleTimeoutMs = deps.settleTimeoutMs ?? SETTLE_TIMEOUT_MS;
  const subscribers = new Map<string, Subscriber[]>();
  const waiting = new Map<string, () => void>();
  const me = randomUUID();
  let signs = 0;
  let listening: Listening | undefined;
  let isListening = false;
  let closed = false;
  let retries = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const everyone = () => [...subscribers.values()].flat();

  function setListening(value: boolean) {
    if (isListening === value) return;
    isListening = value;
    for (const subscriber of everyone()) subscriber.onListening(value);
  }

  function onMessage(channel: string, payload: string) {
    if (channel === SIGN_CHANNEL) {
      waiting.get(payload)?.();
      return;
    }
    for (const subscriber of subscribers.get(channel) ?? []) subscriber.onMessage(payload);
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
      setListening(false);
      deps.log.warn({ err: error }, 'database events: the listening connection was lost; reading afresh');
      scheduleRetry();
    };
    try {
      opened = await deps.db.listen([SIGN_CHANNEL, ...subscribers.keys()], onMessage, onLost);
    } catch (error) {
      deps.log.warn({ err: error }, 'database events: could not listen; retrying');
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
    setListening(true);
  }

  /** Stops trusting the connection (a sign that did not come back) and listens again on a fresh one. */
  async function relisten() {
    const current = listening;
    listening = undefined;
    setListening(false);
    await current?.close().catch(() => {});
    if (!closed) scheduleRetry();
  }

  return {
    subscribe(channel, subscriber) {
      subscribers.set(channel, [...(subscribers.get(channel) ?? []), subscriber]);
    },
    get isListening() {
      return isListening;
    },
    async settle() {
      // PGlite hands a notification over before the statement that committed it resolves: nothing is in flight.
      if (!isListening || deps.db.kind === 'pglite') return;
      signs += 1;
      const sign = `${me}:${signs}`;
      let timer: NodeJS.Timeout | undefined;
      const back = new Promise<boolean>((resolve) => {
        waiting.set(sign, () => resolve(true));
        timer = setTimeout(() => resolve(false), settleTimeoutMs);
      });
      try {
        await deps.db.query('select pg_notify($1, $2)', [SIGN_CHANNEL, sign]);
        if (!(await back)) {
          deps.log.warn(
            'database events: this process was not told of its own sign in time; listening again',
          );
          await relisten();
        }
      } catch (error) {
        // The sign could not be sent: whether every change was told is unknown, so nothing is trusted.
        deps.log.warn({ err: error }, 'database events: could not send a sign; listening again');
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
      const current = listening;
      listening = undefined;
      setListening(false);
      await current?.close();
    },
  };
}
