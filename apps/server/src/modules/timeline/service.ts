// A profile's timeline (issue 10, /timeline/{id}): its activity over time, newest first, paged by a cursor.
// Read from the tables that hold each kind (store.ts), so it shows only what the profile shows now; the profile,
// and anyone an item names, pass core isDiscoverable for the viewer or are left out (the profile: 404).
import {
  type ProfileKind,
  type ProfileRef,
  TIMELINE_PAGE_SIZE,
  type TimelinePage,
  type TimelineQuery,
} from '@podium/core/api';
import type { Db, Queryable } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';
import { cursorAfter, readCursor } from '../notifications/present.ts';
import {
  cardOf,
  findVisibleProfile,
  findVisibleProfiles,
  type ProfileOwner,
  profileKey,
} from '../profiles/profiles.ts';
import { timelineItemOf } from './present.ts';
import { type ActivityRow, listActivity } from './store.ts';

export interface TimelineDeps {
  db: Db;
}

export const NO_PROFILE = 'profileId: No such profile';

/** Ids of athlete profiles, users (coaches) and organisations never collide (all random uuids): try each kind. */
const KINDS: readonly ProfileKind[] = ['athlete', 'coach', 'org'];

async function visibleProfile(db: Queryable, profileId: string, viewerId: string) {
  for (const profileType of KINDS) {
    const profile = await findVisibleProfile(db, { profileId, profileType }, viewerId);
    if (profile) return profile;
  }
  return undefined;
}

/** The other party an endorsement names: a coach on an athlete's timeline, an athlete on a coach's. */
function otherRef(row: ActivityRow, profile: ProfileOwner): ProfileRef | undefined {
  if (!row.other_id) return undefined;
  return { profileId: row.other_id, profileType: profile.profileType === 'athlete' ? 'coach' : 'athlete' };
}

/** GET /api/timeline/{profileId}: one page of the profile's activity. */
export async function timeline(
  deps: TimelineDeps,
  account: Account,
  profileId: string,
  query: TimelineQuery,
): Promise<TimelinePage> {
  const profile = await visibleProfile(deps.db, profileId, account.id);
  if (!profile) throw notFound(NO_PROFILE);
  const rows = await listActivity(
    deps.db,
    {
      athleteProfileId: profile.profileType === 'athlete' ? profile.profileId : null,
      coachUserId: profile.profileType === 'coach' ? profile.userId : null,
    },
    readCursor(query.cursor),
    TIMELINE_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, TIMELINE_PAGE_SIZE);
  // Every party the page names, as the viewer may see them, in one read; an endorsement whose other party is
  // hidden is left out.
  const others = new Map(
    (
      await findVisibleProfiles(
        deps.db,
        page.flatMap((row) => otherRef(row, profile) ?? []),
        account.id,
      )
    ).map((other) => [profileKey(other), cardOf(other)]),
  );
  const items = page.map((row) => {
    const ref = otherRef(row, profile);
    return timelineItemOf(row, profile, (ref && others.get(profileKey(ref))) ?? null);
  });
  const last = page.at(-1);
  return {
    profile: cardOf(profile),
    items: items.flatMap((item) => (item ? [item] : [])),
    nextCursor:
      rows.length > TIMELINE_PAGE_SIZE && last ? cursorAfter({ created_us: last.at_us, id: last.id }) : null,
  };
}
