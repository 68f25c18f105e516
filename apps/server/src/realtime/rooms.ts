// Room names. Every socket is in its session's room (revocation disconnects it, on every process through the
// adapter) and its account's; a registered socket also joins its profile's room, which notifications reach.
import type { ProfileRef } from '@podium/core/api';

export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export const accountRoom = (userId: string) => `account:${userId}`;

/**
 * The account is part of the name: a delivery addressed to user U's profile reaches only U's sockets, whatever
 * another account's socket claimed.
 */
export const profileRoom = (userId: string, profile: ProfileRef) =>
  `profile:${userId}:${profile.profileType}:${profile.profileId}`;

export const isProfileRoom = (room: string) => room.startsWith('profile:');
