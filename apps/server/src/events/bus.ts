// The registry of domain event handlers (issue 9; STYLE 5). A service emits inside its own transaction, so what
// the handlers write (a notification and its pending deliveries) commits or rolls back with the change that
// caused it; on commit the database wakes the delivery lanes of every process (jobs/delivery-wake.ts).
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
   * db.transaction: what its handlers write commits with the change (an emit in a plain db.transaction is the same:
   * the delivery lanes are woken by the database, not by the bus).
   */
  transaction<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** The types of event some handler was registered for. */
  handledTypes(): DomainEventType[];
}

const isOfType = <Type extends DomainEventType>(event: DomainEvent, type: Type): event is EventOf<Type> =>
  event.type === type;

type AnyHandler = (tx: Queryable, event: DomainEvent) => Promise<void>;

export function createEventBus(): EventBus {
  const handlers = new Map<DomainEventType, AnyHandler[]>();
  return {
    on(type, handler) {
      const wrapped: AnyHandler = async (tx, event) => {
        if (isOfType(event, type)) await handler(tx, event);
      };
      handlers.set(type, [...(handlers.get(type) ?? []), wrapped]);
    },
    async emit(tx, event) {
      for (const handler of handlers.get(event.type) ?? []) await handler(tx, event);
    },
    transaction(db, fn) {
      return db.transaction(fn);
    },
    handledTypes() {
      return [...handlers.keys()];
    },
  };
}
