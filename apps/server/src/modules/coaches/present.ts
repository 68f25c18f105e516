// A coach profile as the spec's JSON (issue 10): the one place its field names are produced.
import type { Associated, CoachProfile } from '@podium/core/api';
import type { CoachRow } from './store.ts';

export interface CoachExtras {
  athletes: Associated[];
  coaches: Associated[];
  organisations: Associated[];
  followers: number;
  isOwner: boolean;
}

export function presentCoach(row: CoachRow, extras: CoachExtras): CoachProfile {
  return {
    _id: row.user_id,
    name: row.name,
    photo: row.photo_url,
    bio: row.bio,
    sports: row.sports,
    position: row.role,
    organisation: row.organisation,
    team: row.team,
    publicPage: row.public_page,
    ...extras,
  };
}
