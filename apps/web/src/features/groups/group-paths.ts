// Where groups live for the acting profile (spec 2): a coach's group is /CoachProfile/MyGroups/{id}, in the coach's
// shell, anyone else's /groups/{id}; whoever leaves goes to their own home (profiles spec 8, "Removed from group!").
import type { ProfileKind, User } from '@podium/core/api/users';

/** The profile the account acts as in groups, by the server's rule (modules/profiles/profiles.ts actingProfile). */
export function actingTypeOf(user: Pick<User, '_id' | 'userType' | 'profileId'>): ProfileKind {
  if (user.userType === 1) return 'athlete';
  // A coach acts as their organisation when the account's profile is not the coach profile (the user id).
  return user.profileId && user.profileId !== user._id ? 'org' : 'coach';
}

export function groupPath(id: string, type: ProfileKind): string {
  const encoded = encodeURIComponent(id);
  return type === 'coach' ? `/CoachProfile/MyGroups/${encoded}` : `/groups/${encoded}`;
}

const HOMES: Record<ProfileKind, string> = {
  athlete: '/AthleteProfile',
  coach: '/CoachProfile',
  org: '/organisation',
};

export const homeOfType = (type: ProfileKind) => HOMES[type];

export const KIND_NAMES: Record<ProfileKind, string> = {
  athlete: 'Athletes’ group',
  coach: 'Coach’s group',
  org: 'Organisation’s group',
};

export const membersText = (count: number) => (count === 1 ? '1 member' : `${count} members`);
