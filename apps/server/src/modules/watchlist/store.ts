// SQL for the watchlist: a coach's saved athletes, and the facts each entry shows (latest results, main sport).
import type { Queryable } from '../../db/connection.ts';

/** One test's standing when saved: the latest result then and its best rank. */
export interface SavedStanding {
  testKey: string;
  score: string;
  unit: string;
  mfScore: number | null;
  mfUnit: string | null;
  rank: { scope: 'overall' | 'sport' | 'age' | 'ageAndSport'; rank: number; total: number } | null;
}

export interface EntryRow {
  athlete_profile_id: string;
  note: string;
  tags: string[];
  standings_at_save: SavedStanding[];
  saved_at: Date;
}

const COLUMNS = 'athlete_profile_id, note, tags, standings_at_save, saved_at';

export async function findEntry(db: Queryable, coachId: string, athleteId: string) {
  const rows = await db.query<EntryRow>(
    `select ${COLUMNS} from watchlist_entries where coach_user_id = $1 and athlete_profile_id = $2`,
    [coachId, athleteId],
  );
  return rows[0];
}

/** Every entry of a coach (at most WATCHLIST_LIMITS.entries), most recently saved first. */
export function listEntries(db: Queryable, coachId: string, tag: string | undefined) {
  return db.query<EntryRow>(
    `select ${COLUMNS} from watchlist_entries
      where coach_user_id = $1 and ($2::text is null or $2 = any (tags))
      order by saved_at desc, athlete_profile_id desc`,
    [coachId, tag ?? null],
  );
}

export async function listTags(db: Queryable, coachId: string): Promise<string[]> {
  const rows = await db.query<{ tag: string }>(
    `select distinct unnest(tags) as tag from watchlist_entries where coach_user_id = $1 order by tag`,
    [coachId],
  );
  return rows.map((row) => row.tag);
}

export async function countEntries(db: Queryable, coachId: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'select count(*)::int as n from watchlist_entries where coach_user_id = $1',
    [coachId],
  );
  return rows[0]?.n ?? 0;
}

/** Serialises a coach's additions so two at once cannot pass the limit together. */
export async function lockCoach(tx: Queryable, coachId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('watchlist:' || $1))`, [coachId]);
}

export async function insertEntry(
  tx: Queryable,
  coachId: string,
  athleteId: string,
  entry: { note: string; tags: string[]; standings: SavedStanding[] },
): Promise<void> {
  await tx.query(
    `insert into watchlist_entries (coach_user_id, athlete_profile_id, note, tags, standings_at_save)
     values ($1, $2, $3, $4, $5)`,
    [coachId, athleteId, entry.note, entry.tags, JSON.stringify(entry.standings)],
  );
}

export async function updateEntry(
  db: Queryable,
  coachId: string,
  athleteId: string,
  change: { note: string | undefined; tags: string[] | undefined },
): Promise<void> {
  await db.query(
    `update watchlist_entries set note = coalesce($3, note), tags = coalesce($4, tags), updated_at = now()
      where coach_user_id = $1 and athlete_profile_id = $2`,
    [coachId, athleteId, change.note ?? null, change.tags ?? null],
  );
}

export async function deleteEntry(db: Queryable, coachId: string, athleteId: string): Promise<boolean> {
  const rows = await db.query(
    'delete from watchlist_entries where coach_user_id = $1 and athlete_profile_id = $2 returning 1',
    [coachId, athleteId],
  );
  return rows.length > 0;
}

export interface LatestResultRow {
  test_key: string;
  score: string;
  unit: string;
  mf_score: number | null;
  mf_unit: string | null;
  recorded_at: Date;
}

/** The athlete's latest result in each test, the most recently recorded first. */
export function latestResults(db: Queryable, profileId: string) {
  return db.query<LatestResultRow>(
    `select * from (
       select distinct on (test_key) test_key, score, unit, mf_score, mf_unit, recorded_at
         from test_results where profile_id = $1
        order by test_key, recorded_at desc, id desc) latest
      order by recorded_at desc, test_key`,
    [profileId],
  );
}

export interface ResultRow {
  id: string;
  test_key: string;
  score: string;
  unit: string;
  recorded_at: Date;
}

/** Results recorded since `since`, newest first. */
export function resultsSince(db: Queryable, profileId: string, since: Date, limit: number) {
  return db.query<ResultRow>(
    `select id, test_key, score, unit, recorded_at from test_results
      where profile_id = $1 and recorded_at > $2
      order by recorded_at desc, id desc limit $3`,
    [profileId, since, limit],
  );
}

export async function mainSport(db: Queryable, profileId: string): Promise<string | null> {
  const rows = await db.query<{ sport: string }>(
    'select sport from athlete_sports where profile_id = $1 and main',
    [profileId],
  );
  return rows[0]?.sport ?? null;
}
