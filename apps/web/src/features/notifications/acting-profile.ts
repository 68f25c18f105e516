// Which of the signed-in user's profiles the app acts as (spec 6, the notification user type): the list, the badge
// and the socket's registerUser all follow it. The same rule as the server's (modules/profiles/profiles.ts).

import type { ProfileRef } from '@podium/core/api/notifications';
import type { ProfileKind, User } from '@podium/core/api/users';

/** Athlete when userType is 1, coach when activeProfile is coach, otherwise org (a coach without one acts as coach). */
export function actingProfileOf(
  user: Pick<User, 'userType' | 'activeProfile'>,
  owned: readonly ProfileRef[],
): ProfileRef | undefined {
  const ofType = (type: ProfileKind) => owned.find((profile) => profile.profileType === type);
  if (user.userType === 1) return ofType('athlete');
  if (user.activeProfile === 'coach') return ofType('coach');
  return ofType('org') ?? ofType('coach');
}
