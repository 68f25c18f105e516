// Every domain event a service may emit (issue 9; STYLE 5): a feature adds its own member to the union and
// registers its own handler for it (events/bus.ts). Events name profiles, with the accounts that own them.
import type { ProfileRef } from '@podium/core/api';

/** A profile and the account that owns it (sockets, push tokens and deletion belong to accounts). */
export interface OwnedRef extends ProfileRef {
  userId: string;
}

export type DomainEvent =
  /** follower asked to follow followed (modules/following). */
  | { type: 'follow.requested'; follower: OwnedRef; followed: OwnedRef }
  /** followed accepted follower's request: follower now follows followed. */
  | { type: 'follow.accepted'; follower: OwnedRef; followed: OwnedRef };

export type DomainEventType = DomainEvent['type'];

export type EventOf<Type extends DomainEventType> = Extract<DomainEvent, { type: Type }>;
