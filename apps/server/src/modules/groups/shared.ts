// What the groups service and membership share: the deps, the caller's profile of a type, and a group as shown.
import { needsCaregiverConsent } from '@podium/core';
import type { Group, ProfileCard, ProfileKind, ProfileRef } from '@podium/core/api';
import type { Db, Queryable } from '../../db/connection.ts';
import type { EventBus } from '../../events/bus.ts';
import type { OwnedRef } from '../../events/types.ts';
import { forbidden } from '../../http/errors.ts';
import type { Standings } from '../athletes/service.ts';
import type { Account } from '../auth/account.ts';
import {
  cardOf,
  findProfile,
  findProfiles,
  isVisibleTo,
  ownedProfiles,
  profileKey,
} from '../profiles/profiles.ts';
import type { MailQueue } from './caregivers.ts';
import { HIDDEN_PERSON, noProfileOfType } from './policy.ts';
import { hiddenCard, ownerRef, presentGroup } from './present.ts';
import type { GroupRow } from './store.ts';

export interface GroupDeps {
  db: Db;
  events: EventBus;
  jobs: MailQueue;
  /** Where mailed links point (PUBLIC_URL). */
  publicUrl: string;
  /** Rankings' standings, refreshed when an answer or an accepted submission adds a result (modules/athletes). */
  standings: Standings;
}

/** The caller's own profile of this type (the spec's {type}: which of their profiles acts), with its account. */
export async function myProfile(db: Queryable, account: Account, type: ProfileKind): Promise<OwnedRef> {
  const profile = (await ownedProfiles(db, account.id)).find((owned) => owned.profileType === type);
  if (!profile) throw noProfileOfType(type);
  return { ...profile, userId: account.id };
}

/**
 * A person under 16 without their caregiver's consent is shown to nobody else (core visibility.ts, the rule
 * isDiscoverable applies): they make no group and ask to join none, which would show them to its admins.
 */
export async function assertShowable(db: Queryable, profile: ProfileRef) {
  const found = await findProfile(db, profile);
  if (found?.person && needsCaregiverConsent(found.person)) throw forbidden(HIDDEN_PERSON);
}

/** The group with its owner's card as the viewer may see it (core isDiscoverable). */
export async function groupAsSeen(db: Queryable, row: GroupRow, viewerId: string): Promise<Group> {
  const owner = await findProfile(db, ownerRef(row));
  const card = owner && isVisibleTo(owner, viewerId) ? cardOf(owner) : hiddenCard(ownerRef(row));
  return presentGroup(row, card);
}

/** Cards of these profiles as the viewer may see them, keyed by profileKey; hidden and gone ones are missing. */
export async function visibleCards(db: Queryable, refs: readonly ProfileRef[], viewerId: string) {
  const found = await findProfiles(db, refs);
  const cards = new Map<string, ProfileCard>();
  for (const [key, profile] of found) if (isVisibleTo(profile, viewerId)) cards.set(key, cardOf(profile));
  return cards;
}

export const cardIn = (cards: Map<string, ProfileCard>, ref: ProfileRef | null) =>
  (ref && cards.get(profileKey(ref))) ?? null;
