// A profile's timeline (issue 10, /timeline/{id}): its activity over time, newest first, paged by a cursor.
// Read from the tables that hold each kind (store.ts), so it shows only what the profile shows now; the profile,
// and anyone an item names, pass core isDiscoverable for the viewer or are left out (the profile: 404).
import {
  type ProfileCard,
  type ProfileKind,
  TIMELINE_PAGE_SIZE,
  type TimelineItem,
  type TimelinePage,
  type TimelineQuery,
} from '@podium/core/api';
import type { Db, Queryable } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';
import { cursorAfter, readCursor } from '../notifications/present.ts';
import { cardOf, findVisibleProfile, type ProfileOwner } from '../notifications/profiles.ts';
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

/** The other party an endorsement names, as the viewer may see them; null hides the item. */
async function otherOf(db: Queryable, row: ActivityRow, profile: ProfileOwner, viewerId: string) {
  if (!row.other_id) return null;
  const profileType = profile.profileType === 'athlete' ? 'coach' : 'athlete';
  const other = await findVisibleProfile(db, { profileId: row.other_id, profileType }, viewerId);
  return other ? cardOf(other) : null;
}

function itemOf(row: ActivityRow, profile: ProfileOwner, other: ProfileCard | null): TimelineItem | null {
  const at = row.at.toISOString();
  if (row.kind === 'result') {
    return {
      kind: 'result',
      _id: row.id,
      at,
      testKey: row.test_key ?? '',
      score: row.score ?? '',
      unit: row.unit ?? '',
      isVerified: row.is_verified === true,
    };
  }
  if (row.kind === 'video') {
    return { kind: 'video', _id: row.id, at, vidUrl: row.vid_url ?? '', title: row.title };
  }
  if (!other) return null;
  return {
    kind: 'endorsement',
    _id: row.id,
    at,
    body: row.body ?? '',
    role: profile.profileType === 'athlete' ? 'received' : 'given',
    other,
  };
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
  const items = await Promise.all(
    page.map(async (row) => itemOf(row, profile, await otherOf(deps.db, row, profile, account.id))),
  );
  const last = page.at(-1);
  return {
    profile: cardOf(profile),
    items: items.flatMap((item) => (item ? [item] : [])),
    nextCursor:
      rows.length > TIMELINE_PAGE_SIZE && last ? cursorAfter({ created_us: last.at_us, id: last.id }) : null,
  };
}
