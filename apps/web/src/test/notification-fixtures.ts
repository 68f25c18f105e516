// Notifications as the server sends them, and the calls every signed-in screen makes, for tests.
import { STORAGE_KEYS } from '@podium/core';
import type { AnyNotification, UnseenCount } from '@podium/core/api';
import { buildUser } from './fixtures.ts';

export const ATHLETE_PROFILE = { profileId: 'ap-1', profileType: 'athlete' } as const;

let next = 0;

/** What each kind the server writes carries beyond the sender's data (core's kinds), so a fixture is one it sends. */
const KIND_DATA: Record<string, Record<string, unknown>> = {
  'Athlete CV': { pitchId: 'p-1' },
  'Athlete Promo CV': { pitchId: 'p-1', eventId: 'ev-1', eventName: 'Cork Combine' },
  'Contact Request': { pitchId: 'p-1' },
  'Pitch Reply': { pitchId: 'p-1', replyId: 'r-1', message: '' },
  'Endorsement Request': { endorsementId: 'e-1' },
  'Endorsement Submitted': { endorsementId: 'e-1' },
  'Collaborator Test Submission': { tests: [] },
  'Collaborator Video Submission': { vidUrl: 'https://media.example/v.mp4', title: null },
  'Group Invite': { groupId: 'g-1', groupName: 'Harriers U18' },
  'Group Join Request': { groupId: 'g-1', groupName: 'Harriers U18' },
  'Group Joined': { groupId: 'g-1', groupName: 'Harriers U18' },
  'Group Notice': { groupId: 'g-1', groupName: 'Harriers U18', noticeId: 'n-1' },
  'Removed You': { groupId: 'g-1', groupName: 'Harriers U18' },
  'Group Request': {
    groupId: 'g-1',
    groupName: 'Harriers U18',
    requestId: 'r-1',
    requestKind: 'test',
    reminder: false,
  },
  'Group Pending Submission': {
    groupId: 'g-1',
    groupName: 'Harriers U18',
    pendingId: 'p-1',
    pendingKind: 'test',
  },
};

/**
 * A notification as the server sends it: a follow request unless told otherwise, its data what its kind carries,
 * with `overrides.data` over it.
 */
export function buildNotification(overrides: Partial<AnyNotification> = {}): AnyNotification {
  next += 1;
  const type = overrides.type ?? 'follow_request';
  return {
    _id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    type,
    body: 'wants to follow you',
    sender: { profileId: 'ap-2', profileType: 'athlete', name: 'Sam Reyes', photo: null },
    receiver: ATHLETE_PROFILE,
    seen: false,
    updatedAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    ...overrides,
    data: {
      _id: 'ap-2',
      senderType: 'athlete',
      userType: overrides.receiver?.profileType ?? 'athlete',
      ...KIND_DATA[type],
      ...overrides.data,
    },
  };
}

export function unseenCount(unseen: number): UnseenCount {
  return { total: unseen, profiles: [{ ...ATHLETE_PROFILE, unseen }] };
}

/** A signed-in athlete with a profile: the stored token and GET /api/auth's answer. */
export function signedInAthlete() {
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return buildUser({ profileId: ATHLETE_PROFILE.profileId });
}
