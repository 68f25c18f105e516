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
  | { type: 'follow.accepted'; follower: OwnedRef; followed: OwnedRef }
  /** A coach or organisation (owner) added an athlete or coach (member), pending their confirmation (modules/associations). */
  | { type: 'associated.added'; associationId: string; owner: OwnedRef; member: OwnedRef }
  /** A coach (member) asked to be associated with an organisation (owner), pending an admin's confirmation. */
  | { type: 'associated.requested'; associationId: string; owner: OwnedRef; member: OwnedRef }
  /** athlete invited collaborator (a coach) to add to their profile (modules/collaborators). */
  | { type: 'collaborator.invited'; athlete: OwnedRef; collaborator: OwnedRef }
  /** collaborator added results to athlete's profile: each test's name, score and unit as typed. */
  | {
      type: 'collaborator.tests_added';
      athlete: OwnedRef;
      collaborator: OwnedRef;
      tests: { test: string; score: string; unitOfMeasurement: string }[];
    }
  /** collaborator added a highlight video to athlete's profile. */
  | {
      type: 'collaborator.video_added';
      athlete: OwnedRef;
      collaborator: OwnedRef;
      video: { vidUrl: string; title: string | null };
    }
  /** athlete sent receiver (a coach or organisation) a pitch or their contact details (modules/pitches). */
  | {
      type: 'pitch.sent';
      pitchId: string;
      kind: 'pitch' | 'contact';
      promo: boolean;
      athlete: OwnedRef;
      receiver: OwnedRef;
    }
  /** replier (the coach or organisation a pitch went to) answered athlete's pitch (issue 22, 20). */
  | {
      type: 'pitch.replied';
      pitchId: string;
      replyId: string;
      message: string;
      athlete: OwnedRef;
      replier: OwnedRef;
    }
  /** athlete asked coach for an endorsement (modules/endorsements). */
  | { type: 'endorsement.requested'; endorsementId: string; athlete: OwnedRef; coach: OwnedRef }
  /** coach wrote the endorsement athlete asked for. */
  | { type: 'endorsement.submitted'; endorsementId: string; athlete: OwnedRef; coach: OwnedRef }
  /** requester asked addressee (both athletes) to connect (modules/connections). */
  | { type: 'connection.requested'; requester: OwnedRef; addressee: OwnedRef }
  /** addressee accepted requester's connect request. */
  | { type: 'connection.accepted'; requester: OwnedRef; addressee: OwnedRef }
  /** The caregiver of athlete (under 16) gave (given) or withdrew their consent through the mailed link (modules/consent). */
  | { type: 'consent.decided'; athlete: OwnedRef; given: boolean };

export type DomainEventType = DomainEvent['type'];

export type EventOf<Type extends DomainEventType> = Extract<DomainEvent, { type: Type }>;
