// What a process keeps in memory from the database, kept only while the database tells it of every change
// (db/events.ts): read whole when listening begins, then told of each change on its channel as it commits. Changes
// told while it is being read are applied after, in order (so applying one the read already saw must change
// nothing). Dropped when listening is lost; a read that failed is tried again while still listening. Used for the
// words of people's names and for every test's standings (modules/search).
import type { FastifyBaseLogger } from 'fastify';
import type { DbEvents } from './events.ts';

/** How long after a failed read it is tried again (while still listening). */
export const RELOAD_MS = 5_000;

export interface Kept<State> {
  /** What is kept; undefined while not listening, or not read yet. */
  readonly current: State | undefined;
}

export function keepFromDatabase<State>(deps: {
  events: DbEvents;
  log: FastifyBaseLogger;
  channel: string;
  /** Says what failed to load, for the log. */
  failure: string;
  /** Reads everything. `isWanted()` turns false once a newer read replaces this one: it may stop, undefined. */
  load(isWanted: () => boolean): Promise<State | undefined>;
  /** Applies one payload told on the channel, in commit order. */
  learn(state: State, payload: string): void;
  /** A payload that means: drop everything and read it again. */
  reloadOn?: string;
}): Kept<State> {
  let current: State | undefined;
  /** Payloads told while reading, applied in order once read. */
  let pending: string[] | undefined;
  let generation = 0;

  async function load(asOf: number) {
    pending = [];
    const isWanted = () => asOf === generation;
    try {
      const state = await deps.load(isWanted);
      if (!isWanted() || state === undefined) return;
      for (const payload of pending ?? []) deps.learn(state, payload);
      current = state;
      pending = undefined;
    } catch (error) {
      if (!isWanted()) return;
      pending = undefined;
      deps.log.warn({ err: error }, deps.failure);
      setTimeout(() => {
        if (isWanted() && current === undefined) void load(asOf);
      }, RELOAD_MS).unref();
    }
  }

  /** Drops what is kept and, while listening, reads it all again. */
  function start(listening: boolean) {
    generation += 1;
    current = undefined;
    pending = undefined;
    if (listening) void load(generation);
  }

  deps.events.subscribe(deps.channel, {
    onMessage(payload) {
      if (payload === deps.reloadOn) start(true);
      else if (current !== undefined) deps.learn(current, payload);
      else pending?.push(payload);
    },
    onListening: start,
  });

  return {
    get current() {
      return current;
    },
  };
}
