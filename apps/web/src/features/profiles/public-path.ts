// Where a person or organisation listed on a public page leads: their own public page (each is listed there only
// because a visitor may see them).
import type { ProfileCard } from '@podium/core/api/notifications';

export const publicPagePath = (card: ProfileCard) =>
  `/public/${card.profileType}/${encodeURIComponent(card.profileId)}`;
