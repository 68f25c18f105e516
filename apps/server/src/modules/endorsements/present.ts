// Rows -> the endorsements as the athlete, the coach asked, and the athlete profile's `endorsements` field show them.
import type { Endorsement, ProfileCard, ProfileEndorsement } from '@podium/core/api';
import type { EndorsementRow, ShownRow } from './store.ts';

export function presentEndorsement(
  row: EndorsementRow,
  athlete: ProfileCard,
  coach: ProfileCard,
): Endorsement {
  return {
    _id: row.id,
    state: row.state,
    athlete,
    coach,
    text: row.body,
    hidden: row.hidden,
    requestedAt: row.requested_at.toISOString(),
    submittedAt: row.submitted_at?.toISOString() ?? null,
    acceptedAt: row.accepted_at?.toISOString() ?? null,
  };
}

export function presentShown(row: ShownRow): ProfileEndorsement {
  return {
    _id: row.id,
    coach: {
      profileId: row.coach_user_id,
      profileType: 'coach',
      name: row.coach_name,
      photo: row.coach_photo,
    },
    text: row.body,
    hidden: row.hidden,
    acceptedAt: row.accepted_at.toISOString(),
  };
}
