// A coach and an organisation as someone else sees them (isOwner and isAdmin false), with a person of each kind
// among their associated: for the screens that show another's coach or organisation profile.
import type { CoachProfile, Organisation } from '@podium/core/api';

const card = (profileId: string, name: string, profileType: 'athlete' | 'coach' | 'org') => ({
  profileId,
  profileType,
  name,
  photo: null,
});

export const COACH: CoachProfile = {
  _id: 'c-1',
  name: 'Dana Reid',
  photo: null,
  bio: 'Sprint coach in Leeds',
  sports: ['Athletics'],
  position: 'Head coach',
  organisation: 'Leeds Athletics Club',
  team: 'U18 sprinters',
  publicPage: true,
  athletes: [
    { _id: 'as-1', profile: card('ap-1', 'Ann Added', 'athlete'), confirmed: true, requestedBy: 'owner' },
  ],
  coaches: [],
  organisations: [
    { _id: 'as-2', profile: card('o-1', 'Leeds Academy', 'org'), confirmed: true, requestedBy: 'owner' },
  ],
  followers: 1,
  isOwner: false,
};

export const ORGANISATION: Organisation = {
  _id: 'o-1',
  name: 'Leeds Academy',
  logo: null,
  bio: 'Rowing on the Aire since 1952',
  sport: 'Rowing',
  country: 'United Kingdom',
  state: null,
  city: 'Leeds',
  admins: [card('c-1', 'Dana Reid', 'coach')],
  athletes: [],
  coaches: [
    { _id: 'as-3', profile: card('c-1', 'Dana Reid', 'coach'), confirmed: true, requestedBy: 'owner' },
  ],
  followers: 0,
  isAdmin: false,
};
