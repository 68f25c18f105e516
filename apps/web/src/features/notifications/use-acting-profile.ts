// The acting profile and its unseen count, read from the unseen-count call (which lists every profile one owns).
import type { ProfileRef } from '@podium/core/api/notifications';
import { useAppSelector } from '../../state/hooks.ts';
import { actingProfileOf } from './acting-profile.ts';
import { useGetUnseenCountQuery } from './notifications-api.ts';

export interface ActingProfile {
  profile: ProfileRef | undefined;
  unseen: number;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function useActingProfile(): ActingProfile {
  const user = useAppSelector((state) => state.auth.user);
  const count = useGetUnseenCountQuery(undefined, { skip: user === null });
  const profile = user && count.data ? actingProfileOf(user, count.data.profiles) : undefined;
  const unseen =
    count.data?.profiles.find(
      (entry) => entry.profileId === profile?.profileId && entry.profileType === profile.profileType,
    )?.unseen ?? 0;
  return {
    profile,
    unseen,
    isLoading: count.isLoading || (user !== null && count.isUninitialized),
    error: count.error,
    refetch: count.refetch,
  };
}
