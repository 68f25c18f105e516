// Where a profile lives: its page for a signed-in viewer, and its public page (where a person or organisation listed
// on a public page leads, each listed there only because a visitor may see them, and the address a coach shares).
import type { ProfileRef } from '@podium/core/api/notifications';
import type { ProfileKind } from '@podium/core/api/users';

export const publicPagePath = (card: ProfileRef) =>
  `/public/${card.profileType}/${encodeURIComponent(card.profileId)}`;

/** The profile page of a person for a signed-in viewer (spec 2: /profile/{id}, ?profileType= for coach or org). */
export function profilePath(profileId: string, profileType: ProfileKind): string {
  const id = encodeURIComponent(profileId);
  return profileType === 'athlete' ? `/profile/${id}` : `/profile/${id}?profileType=${profileType}`;
}
