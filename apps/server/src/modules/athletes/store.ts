// SQL for athlete profiles and what hangs off them: sports, test results, highlight videos, destinations.
import type { OutOfBounds } from '@podium/core';
import type { Queryable } from '../../db/connection.ts';

export type QuickStatPair = [name: string, value: string];

/** Quick stats as stored: pairs, since jsonb keeps an array's order and sorts an object's keys. */
function quickStatPairs(stats: Record<string, string>): string {
  return JSON.stringify(Object.entries(stats));
}

export interface ProfileRow {
  id: string;
  user_id: string;
  bio: string | null;
  graduation_year: number | null;
  /** [name, value] pairs in the athlete's order (migration 0009: a jsonb object would sort its keys). */
  quick_stats: QuickStatPair[];
  destinations_public: boolean;
  tour_seen: boolean;
  public_link_code: string | null;
  public_link_enabled: boolean;
  name: string;
  birth_date: string;
  gender: string | null;
  country: string | null;
  city: string | null;
}

export interface SportRow {
  id: string;
  sport: string;
  /** Not in the catalogue (migration 0010): shown with its label, never a ranking pool. */
  other: boolean;
  main: boolean;
  position: string | null;
  level: string | null;
  team: string | null;
}

export interface ResultRow {
  id: string;
  test_key: string;
  category: string;
  score: string;
  unit: string;
  mf_score: number | null;
  mf_unit: string | null;
  vid_url: string | null;
  vid_id: string | null;
  img_url: string | null;
  img_id: string | null;
  sender_name: string | null;
  /** The coach who entered and so verified it (migration 0018); null when not verified or their account went. */
  verifier_id: string | null;
  verifier_name: string | null;
  verified_at: Date | null;
  recorded_at: Date;
  /** Set by migration 0006 on a result stored beyond its test's bounds: kept, shown to its owner, never ranked. */
  out_of_bounds: OutOfBounds | null;
}

export interface VideoRow {
  id: string;
  vid_url: string;
  vid_id: string | null;
  title: string | null;
  created_at: Date;
}

export interface DestinationRow {
  id: string;
  destination: string;
  is_public: boolean;
}

const PROFILE_SELECT = `
  select p.id, p.user_id, p.bio, p.graduation_year, p.quick_stats, p.destinations_public, p.tour_seen, p.public_link_code,
         p.public_link_enabled, u.name, u.birth_date, u.gender, u.country, u.city
    from athlete_profiles p
    join users u on u.id = p.user_id`;

export async function findProfileByUser(db: Queryable, userId: string): Promise<ProfileRow | undefined> {
  return (await db.query<ProfileRow>(`${PROFILE_SELECT} where p.user_id = $1`, [userId]))[0];
}

/** A profile by its own id or by its athlete's user id: links use either. */
export async function findProfile(db: Queryable, id: string): Promise<ProfileRow | undefined> {
  return (await db.query<ProfileRow>(`${PROFILE_SELECT} where p.id = $1 or p.user_id = $1`, [id]))[0];
}

export async function findProfileByLink(db: Queryable, code: string): Promise<ProfileRow | undefined> {
  return (
    await db.query<ProfileRow>(`${PROFILE_SELECT} where p.public_link_code = $1 and p.public_link_enabled`, [
      code,
    ])
  )[0];
}

export async function insertProfile(
  db: Queryable,
  profile: { userId: string; bio?: string | undefined; quickStats: Record<string, string> },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    'insert into athlete_profiles (user_id, bio, quick_stats) values ($1, $2, $3) returning id',
    [profile.userId, profile.bio ?? null, quickStatPairs(profile.quickStats)],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into athlete_profiles returned no id');
  return id;
}

/** Serialises changes to one profile's sports, videos and destinations until the transaction ends. */
export async function lockProfile(tx: Queryable, profileId: string) {
  await tx.query('select id from athlete_profiles where id = $1 for update', [profileId]);
}

export async function listSports(db: Queryable, profileId: string): Promise<SportRow[]> {
  return db.query<SportRow>(
    `select id, sport, other, main, position, level, team from athlete_sports
      where profile_id = $1 order by main desc, created_at, id`,
    [profileId],
  );
}

/**
 * A sport's details; position, level and team are null when not given or cleared. `sport` is a catalogue name
 * unless `other` is true (core resolveSport); code that writes a catalogue name itself may leave `other` out.
 */
export interface SportFields {
  sport: string;
  other?: boolean | undefined;
  position?: string | null | undefined;
  level?: string | null | undefined;
  team?: string | null | undefined;
}

/** A change to a sport: a field left undefined keeps its value, one set to null is cleared. */
export type SportChange = Partial<SportFields> & { main?: boolean | undefined };

const SPORT_CHANGE_COLUMNS = ['sport', 'other', 'position', 'level', 'team', 'main'] as const;

export async function insertSport(db: Queryable, profileId: string, sport: SportFields, main: boolean) {
  if (main)
    await db.query('update athlete_sports set main = false where profile_id = $1 and main', [profileId]);
  await db.query(
    `insert into athlete_sports (profile_id, sport, other, main, position, level, team)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      profileId,
      sport.sport,
      sport.other === true,
      main,
      sport.position ?? null,
      sport.level ?? null,
      sport.team ?? null,
    ],
  );
}

export async function findSportOwner(db: Queryable, sportId: string): Promise<string | undefined> {
  return (
    await db.query<{ profile_id: string }>('select profile_id from athlete_sports where id = $1', [sportId])
  )[0]?.profile_id;
}

export async function updateSport(db: Queryable, profileId: string, sportId: string, change: SportChange) {
  if (change.main)
    await db.query('update athlete_sports set main = false where profile_id = $1 and main', [profileId]);
  // Only the columns sent are set: coalesce could not tell "leave it" from "clear it" (null).
  const params: unknown[] = [sportId];
  const assignments: string[] = [];
  for (const column of SPORT_CHANGE_COLUMNS) {
    if (change[column] === undefined) continue;
    params.push(change[column]);
    assignments.push(`${column} = $${params.length}`);
  }
  if (assignments.length === 0) return;
  await db.query(`update athlete_sports set ${assignments.join(', ')} where id = $1`, params);
}

/** Removes a sport; when it was the main one, the oldest remaining sport becomes main. */
export async function deleteSport(db: Queryable, profileId: string, sportId: string) {
  await db.query('delete from athlete_sports where id = $1', [sportId]);
  await db.query(
    `update athlete_sports set main = true
      where id = (select id from athlete_sports where profile_id = $1 order by created_at, id limit 1)
        and not exists (select 1 from athlete_sports where profile_id = $1 and main)`,
    [profileId],
  );
}

export async function listResults(db: Queryable, profileId: string): Promise<ResultRow[]> {
  return db.query<ResultRow>(
    `select r.id, r.test_key, r.category, r.score, r.unit, r.mf_score, r.mf_unit, r.vid_url, r.vid_id,
            r.img_url, r.img_id, s.name as sender_name, r.recorded_at, r.out_of_bounds,
            r.verified_by as verifier_id, v.name as verifier_name, r.verified_at
       from test_results r
       left join users s on s.id = r.sender_id
       left join users v on v.id = r.verified_by
      where r.profile_id = $1
      order by r.test_key, r.recorded_at desc, r.id desc`,
    [profileId],
  );
}

export interface NewResult {
  testKey: string;
  category: string;
  score: string;
  unit: string;
  mfScore: number | null;
  mfUnit: string | null;
  vidUrl?: string | undefined;
  vidId?: string | undefined;
  imgUrl?: string | undefined;
  imgId?: string | undefined;
  senderId?: string | undefined;
  /** Who typed it in: the athlete or a collaborator (migration 0018). */
  enteredBy?: string | undefined;
  /** A coach who entered it verifies it, now (modules/collaborators). */
  verifiedBy?: string | undefined;
  /** Defaults to now; demo data and imports record when a test was really taken. */
  recordedAt?: Date | undefined;
}

export async function insertResult(db: Queryable, profileId: string, result: NewResult): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into test_results (profile_id, test_key, category, score, unit, mf_score, mf_unit, vid_url, vid_id,
                               img_url, img_id, sender_id, recorded_at, entered_by, verified_by, verified_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, coalesce($13, now()), $14, $15,
             case when $15::uuid is null then null else now() end) returning id`,
    [
      profileId,
      result.testKey,
      result.category,
      result.score,
      result.unit,
      result.mfScore,
      result.mfUnit,
      result.vidUrl ?? null,
      result.vidId ?? null,
      result.imgUrl ?? null,
      result.imgId ?? null,
      result.senderId ?? null,
      result.recordedAt ?? null,
      result.enteredBy ?? null,
      result.verifiedBy ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into test_results returned no id');
  return id;
}

export async function findResultOwner(
  db: Queryable,
  resultId: string,
): Promise<{ profile_id: string; test_key: string } | undefined> {
  return (
    await db.query<{ profile_id: string; test_key: string }>(
      'select profile_id, test_key from test_results where id = $1',
      [resultId],
    )
  )[0];
}

export async function deleteResult(db: Queryable, resultId: string) {
  await db.query('delete from test_results where id = $1', [resultId]);
}

export async function listVideos(db: Queryable, profileId: string): Promise<VideoRow[]> {
  return db.query<VideoRow>(
    'select id, vid_url, vid_id, title, created_at from athlete_videos where profile_id = $1 order by created_at desc, id',
    [profileId],
  );
}

export async function insertVideo(
  db: Queryable,
  profileId: string,
  video: {
    vidUrl: string;
    vidId?: string | undefined;
    title?: string | undefined;
    senderId?: string | undefined;
  },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into athlete_videos (profile_id, vid_url, vid_id, title, sender_id) values ($1, $2, $3, $4, $5)
     returning id`,
    [profileId, video.vidUrl, video.vidId ?? null, video.title ?? null, video.senderId ?? null],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into athlete_videos returned no id');
  return id;
}

export async function findVideoOwner(db: Queryable, videoId: string): Promise<string | undefined> {
  return (
    await db.query<{ profile_id: string }>('select profile_id from athlete_videos where id = $1', [videoId])
  )[0]?.profile_id;
}

export async function deleteVideo(db: Queryable, videoId: string) {
  await db.query('delete from athlete_videos where id = $1', [videoId]);
}

export async function listDestinations(db: Queryable, profileId: string): Promise<DestinationRow[]> {
  return db.query<DestinationRow>(
    'select id, destination, is_public from athlete_destinations where profile_id = $1 order by created_at, id',
    [profileId],
  );
}

export async function insertDestination(
  db: Queryable,
  profileId: string,
  destination: string,
  isPublic: boolean,
) {
  await db.query(
    'insert into athlete_destinations (profile_id, destination, is_public) values ($1, $2, $3)',
    [profileId, destination, isPublic],
  );
}

export async function findDestinationOwner(db: Queryable, id: string): Promise<string | undefined> {
  return (
    await db.query<{ profile_id: string }>('select profile_id from athlete_destinations where id = $1', [id])
  )[0]?.profile_id;
}

export async function deleteDestination(db: Queryable, id: string) {
  await db.query('delete from athlete_destinations where id = $1', [id]);
}

export async function setDestinationsPublic(
  db: Queryable,
  profileId: string,
  isPublic: boolean,
  id?: string,
) {
  if (id) {
    await db.query('update athlete_destinations set is_public = $2 where id = $1', [id, isPublic]);
    return;
  }
  await db.query('update athlete_destinations set is_public = $2 where profile_id = $1', [
    profileId,
    isPublic,
  ]);
  await db.query('update athlete_profiles set destinations_public = $2, updated_at = now() where id = $1', [
    profileId,
    isPublic,
  ]);
}

export async function setQuickStats(db: Queryable, profileId: string, stats: Record<string, string>) {
  await db.query('update athlete_profiles set quick_stats = $2, updated_at = now() where id = $1', [
    profileId,
    quickStatPairs(stats),
  ]);
}

export async function setGraduationYear(db: Queryable, profileId: string, year: number | null) {
  await db.query('update athlete_profiles set graduation_year = $2, updated_at = now() where id = $1', [
    profileId,
    year,
  ]);
}

export async function setBio(db: Queryable, profileId: string, bio: string | null) {
  await db.query('update athlete_profiles set bio = $2, updated_at = now() where id = $1', [profileId, bio]);
}

export async function markTourSeen(db: Queryable, profileId: string) {
  await db.query('update athlete_profiles set tour_seen = true where id = $1', [profileId]);
}

/** Turns an athlete's public link off, by their user id (consent lost: modules/consent through app.ts). */
export async function disablePublicLinkOfUser(db: Queryable, userId: string) {
  await db.query('update athlete_profiles set public_link_enabled = false where user_id = $1', [userId]);
}

export async function setPublicLink(db: Queryable, profileId: string, code: string, enabled: boolean) {
  await db.query(
    `update athlete_profiles set public_link_code = coalesce(public_link_code, $2), public_link_enabled = $3
      where id = $1`,
    [profileId, code, enabled],
  );
}
