// A collaboration as the API answers it: the other side's card is found and checked against the one rule by the
// service (profiles/profiles.ts); this only shapes the answer.
import type { Collaboration, ProfileCard } from '@podium/core/api';
import type { CollaborationRow } from './store.ts';

export function presentCollaboration(row: CollaborationRow, profile: ProfileCard): Collaboration {
  return {
    profile,
    state: row.state === 'active' ? 'active' : 'invited',
    invitedAt: row.invited_at.toISOString(),
    acceptedAt: row.accepted_at?.toISOString() ?? null,
  };
}
