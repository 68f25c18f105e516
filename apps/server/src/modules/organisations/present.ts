// An organisation as the spec's JSON (issue 10): the one place its field names are produced.
import type { Associated, Organisation, ProfileCard } from '@podium/core/api';
import type { OrganisationRow } from './store.ts';

export interface OrganisationExtras {
  admins: ProfileCard[];
  athletes: Associated[];
  coaches: Associated[];
  followers: number;
  isAdmin: boolean;
}

export function presentOrganisation(row: OrganisationRow, extras: OrganisationExtras): Organisation {
  return {
    _id: row.id,
    name: row.name,
    logo: row.logo_url,
    bio: row.bio,
    sport: row.sport,
    country: row.country,
    state: row.state,
    city: row.city,
    ...extras,
  };
}
