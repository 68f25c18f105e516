// The profiles kernel (issue 23): the one answer to "who is this profile, and may this viewer see it", "which
// profiles does this account own", "who owns this profile" and "which profile does this account act as" (issue 9):
// every feature that shows a person, notifications, following and the realtime socket all ask here; the `profiles`
// table (migration 0040) is what every row naming a profile references. A profile is an
// athlete profile, an organisation, or a coach, whose profile id is their user id (design choices, issue 10).
// An organisation is owned by each of its admins: each reads, marks and deletes its notifications and is sent them
// (ownersOf); its creator (organisations.owner_id) is the account a notification row names.
import { ANONYMOUS, type DiscoverablePerson, isDiscoverable, isMinor, type Onlooker } from '@podium/core';
import type { ProfileCard, ProfileKind, ProfileRef } from '@podium/core/api';
import type { NamedStatement, Queryable } from '../../db/connection.ts';
import type { OwnedRef } from '../../events/types.ts';
import type { Account } from '../auth/account.ts';

/** A profile with its owner and what is shown of it. */
export interface ProfileOwner extends ProfileRef {
  userId: string;
  name: string;
  photo: string | null;
  /** The person behind it, for isDiscoverable; null for an organisation, which is no person. */
  person: DiscoverablePerson | null;
}

interface OwnerRow {
  profile_id: string;
  profile_type: ProfileKind;
  user_id: string;
  name: string;
  birth_date: string;
  public_link_enabled: boolean;
  photo: string | null;
  /** The person's caregiver consent: given and not withdrawn (modules/consent's table; matters only under 16). */
  has_consent: boolean;
}

// A person's caregiver consent, as modules/consent keeps it: given on the live request, not withdrawn since.
const CONSENTED = (user: string) =>
  `exists (select 1 from caregiver_consents c where c.user_id = ${user} and c.voided_at is null and c.given_at is not null)`;

// One row per profile: athlete profiles, organisations (with their creator), and coaches (their user id, with the
// photo of their coach profile once they made it), each with what the one rule needs, so a profile and whether a
// viewer may see it are one statement.
const PROFILES = `
  select ap.id as profile_id, 'athlete' as profile_type, u.id as user_id, u.name, u.birth_date,
         ap.public_link_enabled, null::text as photo, ${CONSENTED('u.id')} as has_consent
    from athlete_profiles ap join users u on u.id = ap.user_id
  union all
  select o.id, 'org', u.id, o.name, u.birth_date, false, o.logo_url, false
    from organisations o join users u on u.id = o.owner_id
  union all
  select u.id, 'coach', u.id, u.name, u.birth_date, coalesce(cp.public_page, false), cp.photo_url, ${CONSENTED('u.id')}
    from users u left join coach_profiles cp on cp.user_id = u.id where u.user_type = 2`;

// The look-ups every request that names a profile runs, prepared once a connection by name (db/connection.ts): the
// three-way union cost PostgreSQL more to plan than to run (0.57 ms against 0.04 ms a follow request, measured with
// pg_stat_statements under the fan-out benchmark). A list of ids is read through a subquery,
// `any((select $1::uuid[])::uuid[])` (cast again outside it, or PostgreSQL reads `any((select ...))` as a comparison
// with each row the subquery answers): PostgreSQL then estimates a plan for a list without looking at the list, the same each call, and keeps one plan
// (`= any($1)` it planned afresh on every call, 0.25 ms against 0.05 ms of running in the delivery's rounds: a plan
// for the ids given always looked cheaper than its kept plan for ten).
const PROFILE: NamedStatement = {
  name: 'profile',
  text: `select * from (${PROFILES}) p where profile_id = $1 and profile_type = $2`,
};
const PROFILES_BY_ID: NamedStatement = {
  name: 'profiles-by-id',
  text: `select * from (${PROFILES}) p where profile_id = any((select $1::uuid[])::uuid[])`,
};
const OWNERS: NamedStatement = {
  name: 'profile-owners',
  text: `select profile_id, profile_type, user_id from (${PROFILES}) p
          where profile_type <> 'org' and profile_id = any((select $1::uuid[])::uuid[])
         union all
         select organisation_id, 'org', user_id from organisation_admins
          where organisation_id = any((select $1::uuid[])::uuid[])`,
};

function toOwner(row: OwnerRow): ProfileOwner {
  const person: DiscoverablePerson | null =
    row.profile_type === 'org'
      ? null
      : {
          userId: row.user_id,
          birthDate: row.birth_date,
          // An athlete's public link, a coach's public page.
          isPublic: row.public_link_enabled,
          hasCaregiverConsent: row.has_consent,
        };
  return {
    profileId: row.profile_id,
    profileType: row.profile_type,
    userId: row.user_id,
    name: row.name,
    // A coach's photo, an organisation's logo; athlete profiles have no photo.
    photo: row.photo,
    person,
  };
}

/** Every profile the account owns: its athlete profile, its coach profile, the organisation it administers. */
export async function ownedProfiles(db: Queryable, userId: string): Promise<ProfileRef[]> {
  // Any admin owns the organisation, not only its creator (issue 10: an admin adds other admins).
  const rows = await db.query<{ profile_id: string; profile_type: ProfileKind }>(
    `select profile_id, profile_type from (
       select profile_id, profile_type from (${PROFILES}) p where user_id = $1 and profile_type <> 'org'
       union all
       select organisation_id, 'org' from organisation_admins where user_id = $1) owned
      order by profile_type`,
    [userId],
  );
  return rows.map((row) => ({ profileId: row.profile_id, profileType: row.profile_type }));
}

/**
 * Every account that owns each profile, keyed `type:id`: an organisation's admins, otherwise its one owner. Whoever
 * owns a profile gets its notifications live and pushed.
 */
export async function ownersOf(db: Queryable, refs: readonly ProfileRef[]): Promise<Map<string, string[]>> {
  const owners = new Map<string, string[]>();
  if (refs.length === 0) return owners;
  const rows = await db.query<{ profile_id: string; profile_type: ProfileKind; user_id: string }>(OWNERS, [
    [...new Set(refs.map((ref) => ref.profileId))],
  ]);
  for (const row of rows) {
    const key = `${row.profile_type}:${row.profile_id}`;
    owners.set(key, [...(owners.get(key) ?? []), row.user_id]);
  }
  return owners;
}

/** The account's profile that profileId names, or undefined when it is not one of theirs. */
export async function findOwnedProfile(
  db: Queryable,
  userId: string,
  profileId: string,
): Promise<ProfileRef | undefined> {
  return (await ownedProfiles(db, userId)).find((profile) => profile.profileId === profileId);
}

/** The profile (id and type) with its owner, name and photo; undefined when there is none. */
export async function findProfile(db: Queryable, ref: ProfileRef): Promise<ProfileOwner | undefined> {
  const rows = await db.query<OwnerRow>(PROFILE, [ref.profileId, ref.profileType]);
  const row = rows[0];
  return row && toOwner(row);
}

/** A profile's key in the maps answered here: `type:id`. */
export const profileKey = (ref: ProfileRef): string => `${ref.profileType}:${ref.profileId}`;

/**
 * Several profiles with their owners, and what the one rule needs of each, in one statement,
 * keyed by profileKey; an unknown one is missing. Who may see each is the caller's to ask (isVisibleTo).
 */
export async function findProfiles(
  db: Queryable,
  refs: readonly ProfileRef[],
): Promise<Map<string, ProfileOwner>> {
  if (refs.length === 0) return new Map();
  const wanted = new Set(refs.map(profileKey));
  const rows = await db.query<OwnerRow>(PROFILES_BY_ID, [[...new Set(refs.map((ref) => ref.profileId))]]);
  const owners = rows
    .filter((row) => wanted.has(profileKey({ profileId: row.profile_id, profileType: row.profile_type })))
    .map(toOwner);
  return new Map(owners.map((owner) => [profileKey(owner), owner]));
}

/**
 * A page of profiles as the signed-in account `viewerId` may see them, in the order asked, in one statement: unknown and hidden ones are left out (core isDiscoverable, as findVisibleProfile).
 */
export async function findVisibleProfiles(
  db: Queryable,
  refs: readonly ProfileRef[],
  viewerId: string | null,
): Promise<ProfileOwner[]> {
  const found = await findProfiles(db, refs);
  return refs.flatMap((ref) => {
    const profile = found.get(profileKey(ref));
    return profile && isVisibleTo(profile, viewerId) ? [profile] : [];
  });
}

/**
 * The profile as the signed-in account `viewerId` (null: someone not signed in, on a public page) may see it:
 * undefined when there is none or when the one rule (core isDiscoverable) hides its person from the viewer, so a
 * hidden profile answers as an unknown one.
 */
export async function findVisibleProfile(
  db: Queryable,
  ref: ProfileRef,
  viewerId: string | null,
): Promise<ProfileOwner | undefined> {
  const profile = await findProfile(db, ref);
  if (!profile) return undefined;
  return isVisibleTo(profile, viewerId) ? profile : undefined;
}

/** An organisation is no person and is seen by all; a person as core isDiscoverable says (null: not signed in). */
export function isVisibleTo(profile: ProfileOwner, viewerId: string | null): boolean {
  const onlooker: Onlooker = viewerId === null ? ANONYMOUS : { kind: 'member', userId: viewerId };
  return profile.person === null || isDiscoverable(profile.person, onlooker);
}

/** A profile as an event names it: its id and type, and the account that owns it (events/types.ts OwnedRef). */
export function ownedRef(profile: ProfileOwner): OwnedRef {
  return { profileId: profile.profileId, profileType: profile.profileType, userId: profile.userId };
}

/** What a notification or a list shows of a profile. */
export function cardOf(profile: ProfileOwner): ProfileCard {
  return {
    profileId: profile.profileId,
    profileType: profile.profileType,
    name: profile.name,
    photo: profile.photo,
  };
}

/**
 * The profile an account acts as (spec 6, the notification user type), read off the signed-in account, whose
 * profile_id auth's account read names by the same rule: its athlete profile when userType is 1, its coach
 * profile when activeProfile is coach, otherwise its organisation (a coach without one acts as coach). A coach's
 * profile id is their user id. Undefined for an athlete who has not created their profile yet.
 */
export function actingProfile(
  account: Pick<Account, 'id' | 'user_type' | 'profile_id'>,
): ProfileRef | undefined {
  if (!account.profile_id) return undefined;
  if (account.user_type === 1) return { profileId: account.profile_id, profileType: 'athlete' };
  return { profileId: account.profile_id, profileType: account.profile_id === account.id ? 'coach' : 'org' };
}

/**
 * Whether the account's own acting profile may be shown to the signed-in account viewerId (core isDiscoverable,
 * as findVisibleProfile asks it), read off the account: an organisation is no person; a person's consent is looked
 * up only under 16. A signed-in onlooker never depends on the public link, so none is read.
 */
export async function isActingProfileVisibleTo(
  db: Queryable,
  account: Pick<Account, 'id' | 'birth_date'>,
  acting: ProfileRef,
  viewerId: string,
): Promise<boolean> {
  if (acting.profileType === 'org') return true;
  const person: DiscoverablePerson = {
    userId: account.id,
    birthDate: account.birth_date,
    isPublic: false,
    hasCaregiverConsent:
      isMinor({ birthDate: account.birth_date }) &&
      (await db.query<{ has_consent: boolean }>(`select ${CONSENTED('$1')} as has_consent`, [account.id]))[0]
        ?.has_consent === true,
  };
  return isDiscoverable(person, { kind: 'member', userId: viewerId });
}
