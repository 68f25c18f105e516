// The registry of domain event handlers (issue 9; STYLE 5). A service emits inside its own transaction, so what
// the handlers write (a notification and its pending deliveries) commits or rolls back with the change that
// caused it; once a transaction that emitted commits, the listeners (the local delivery worker) are told at once.
// Each module declares its events (events/types.ts DomainEvents) and registers its handlers here (app.ts).
import type { Db, Queryable } from '../db/connection.ts';
import type { DomainEvent, DomainEventType, EventOf } from './types.ts';

export type EventHandler<Type extends DomainEventType> = (
  tx: Queryable,
  event: EventOf<Type>,
) => Promise<void>;

export interface EventBus {
  /** Registers a feature's handler for one type of event; handlers run in the order registered. */
  on<Type extends DomainEventType>(type: Type, handler: EventHandler<Type>): void;
  /** Runs every handler of the event inside tx: a handler's failure fails (and rolls back) the caller's change. */
  emit(tx: Queryable, event: DomainEvent): Promise<void>;
  /**
   * db.transaction, and after its commit, if anything was emitted in it, every afterCommit listener is called
   * with the transaction's handle (an emit in a plain db.transaction is delivered too, on the worker's next poll).
   */
  transaction<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Called after each commit of a transaction that emitted (the delivery worker's wake), with its handle. */
  afterCommit(listener: (tx: Queryable) => void): void;
  /** The types of event some handler was registered for. */
  handledTypes(): DomainEventType[];
}

const isOfType = <Type extends DomainEventType>(event: DomainEvent, type: Type): event is EventOf<Type> =>
  event.type === type;

type AnyHandler = (tx: Queryable, event: DomainEvent) => Promise<void>;

export function createEventBus(): EventBus {
  const handlers = new Map<DomainEventType, AnyHandler[]>();
  const listeners: Array<(tx: Queryable) => void> = [];
  /** Transactions (by their handle) that emitted since they began. */
  const emitted = new WeakSet<Queryable>();
  return {
    on(type, handler) {
      const wrapped: AnyHandler = async (tx, event) => {
        if (isOfType(event, type)) await handler(tx, event);
      };
      handlers.set(type, [...(handlers.get(type) ?? []), wrapped]);
    },
    async emit(tx, event) {
      emitted.add(tx);
      for (const handler of handlers.get(event.type) ?? []) await handler(tx, event);
    },
    async transaction(db, fn) {
      let handle: Queryable | undefined;
      const value = await db.transaction((tx) => {
        handle = tx;
        return fn(tx);
      });
      if (handle && emitted.has(handle)) for (const listener of listeners) listener(handle);
      return value;
    },
    afterCommit(listener) {
      listeners.push(listener);
    },
    handledTypes() {
      return [...handlers.keys()];
    },
  };
}
