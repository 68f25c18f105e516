// A profile's public page: where a person or organisation listed on a public page leads (each is listed there only
// because a visitor may see them), and the address a coach shares.
import type { ProfileRef } from '@podium/core/api/notifications';

export const publicPagePath = (card: ProfileRef) =>
  `/public/${card.profileType}/${encodeURIComponent(card.profileId)}`;
