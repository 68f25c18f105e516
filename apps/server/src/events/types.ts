// Domain events (issue 9; STYLE 5), declared by the module that emits them (issue 23): each module adds its own to
// DomainEvents from its own events.ts, by declaration merging, and registers its own handlers (events/bus.ts), so a
// new feature's events edit no shared file. Events name profiles, with the accounts that own them.
import type { ProfileRef } from '@podium/core/api';

/** A profile and the account that owns it (sockets, push tokens and deletion belong to accounts). */
export interface OwnedRef extends ProfileRef {
  userId: string;
}

/**
 * Every domain event by its type, each module adding its own (modules/<feature>/events.ts):
 * `declare module '../../events/types.ts' { interface DomainEvents { 'follow.requested': { … } } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: empty here on purpose; the modules fill it by declaration merging.
export interface DomainEvents {}

export type DomainEventType = keyof DomainEvents;

/** Any domain event: its type beside what the declaring module says it carries. */
export type DomainEvent = { [Type in DomainEventType]: { type: Type } & DomainEvents[Type] }[DomainEventType];

/** The event of one type. */
export type EventOf<Type extends DomainEventType> = Extract<DomainEvent, { type: Type }>;
