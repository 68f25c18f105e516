// Who may see a person: the one rule every feature that shows a person asks (issue 7, "Minors").
//
// EVERY feature that shows a person to someone other than themself must ask isDiscoverable first: profile
// views now; search, pitches, groups, events, watchlists, notifications and anything else later. A list is
// filtered with it (or with SQL that a test shows gives the same answers). docs/design-choices.md, "Trust".
import { ACCOUNT_RULES } from './constants.ts';
import { ageInYears, isIsoDate } from './dates.ts';

/** The facts about a person that decide who may see them. */
export interface DiscoverablePerson {
  userId: string;
  /** YYYY-MM-DD: the age is read on the day asked, so turning 16 needs nothing to run. */
  birthDate: string;
  /** The owner has made their profile public (today: their public link is on). */
  isPublic: boolean;
  /** Their caregiver has consented and not withdrawn (it only matters under 16). */
  hasCaregiverConsent: boolean;
}

/**
 * Who is looking: nobody signed in, a signed-in account, or whoever holds the caregiver's consent link for one
 * person (the link is the caregiver's proof: account emails are not verified, so an account is never taken
 * for the caregiver because its email matches).
 */
export type Onlooker =
  | { kind: 'anonymous' }
  | { kind: 'member'; userId: string }
  | { kind: 'caregiver'; ofUserId: string };

export const ANONYMOUS: Onlooker = { kind: 'anonymous' };

/**
 * Under 16 on the day asked (ACCOUNT_RULES.caregiverRequiredUnderAge). A birth date that cannot be read counts
 * as under 16: a mistake must hide a person, never show one.
 */
export function isMinor(person: Pick<DiscoverablePerson, 'birthDate'>, on: Date = new Date()): boolean {
  if (!isIsoDate(person.birthDate)) return true;
  return !(ageInYears(person.birthDate, on) >= ACCOUNT_RULES.caregiverRequiredUnderAge);
}

/** An athlete under 16 whose caregiver has not consented (or withdrew): seen by themself and their caregiver only. */
export function needsCaregiverConsent(
  person: Pick<DiscoverablePerson, 'birthDate' | 'hasCaregiverConsent'>,
  on: Date = new Date(),
): boolean {
  return isMinor(person, on) && !person.hasCaregiverConsent;
}

/**
 * May `onlooker` see `person`? A person always sees themself; a minor's caregiver sees them while they are under
 * 16; a minor without their caregiver's consent is seen by nobody else; everyone else is seen by signed-in
 * members, and by people not signed in only while they have made their profile public.
 */
export function isDiscoverable(
  person: DiscoverablePerson,
  onlooker: Onlooker,
  on: Date = new Date(),
): boolean {
  if (onlooker.kind === 'member' && onlooker.userId === person.userId) return true;
  const minor = isMinor(person, on);
  if (onlooker.kind === 'caregiver' && onlooker.ofUserId === person.userId && minor) return true;
  if (minor && !person.hasCaregiverConsent) return false;
  if (onlooker.kind === 'member') return true;
  return person.isPublic;
}
