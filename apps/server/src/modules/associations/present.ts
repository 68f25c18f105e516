// An association as one side sees the other (the API's Associated): the other side's card is found and checked
// against the one rule by the service (profiles/profiles.ts); this only shapes the answer.
import type { Associated, ProfileCard } from '@podium/core/api';
import type { AssociationRow } from './store.ts';

export function presentAssociated(row: AssociationRow, profile: ProfileCard): Associated {
  return {
    _id: row.id,
    profile,
    confirmed: row.confirmed_at !== null,
    requestedBy: row.requested_by,
  };
}
