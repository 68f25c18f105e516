// Notifications as the server sends them, and the calls every signed-in screen makes, for tests.
import { STORAGE_KEYS } from '@podium/core';
import type { Notification, UnseenCount } from '@podium/core/api';
import { buildUser } from './fixtures.ts';

export const ATHLETE_PROFILE = { profileId: 'ap-1', profileType: 'athlete' } as const;

let next = 0;

export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  next += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    type: 'follow_request',
    body: 'wants to follow you',
    data: { _id: 'ap-2', senderType: 'athlete' },
    sender: { profileId: 'ap-2', profileType: 'athlete', name: 'Sam Reyes', photo: null },
    receiver: ATHLETE_PROFILE,
    seen: false,
    updatedAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    ...overrides,
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
