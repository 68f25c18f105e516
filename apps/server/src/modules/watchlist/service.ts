// A coach's watchlist (issue 10): saved athletes with a private note and tags; each entry shows the athlete's
// latest results, best rank and the change since saved. Only the coach who keeps it sees it (spec 6); an athlete
// hidden from the coach (a minor whose caregiver has not consented, or withdrew) is left out, not removed, and
// comes back when consent returns.
import { bestRank } from '@podium/core';
import {
  type SaveWatchlistEntry,
  WATCHLIST_LIMITS,
  type Watchlist,
  type WatchlistEntry,
  type WatchlistEntryDetail,
  type WatchlistQuery,
} from '@podium/core/api';
import type { Db, Queryable } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';
import { findVisibleProfile, type ProfileOwner } from '../profiles/profiles.ts';
import { athData } from '../rankings/service.ts';
import { assertCoach, assertFound, assertRoom, NO_ATHLETE, NOT_ON_LIST } from './policy.ts';
import { type AthleteNow, presentEntry, presentResult } from './present.ts';
import * as store from './store.ts';

export interface WatchlistDeps {
  db: Db;
}

const ATHLETE = 1;
const RESULTS_SHOWN = 50;

/** The athlete as the coach may see them: unknown and hidden alike are 404 (core isDiscoverable). */
async function visibleAthlete(db: Queryable, account: Account, profileId: string) {
  return findVisibleProfile(db, { profileId, profileType: 'athlete' }, account.id);
}

/** What an entry shows now: latest result per test and, through modules/rankings, each test's best rank. */
async function athleteNow(db: Db, profile: ProfileOwner): Promise<AthleteNow> {
  const [sport, latest] = await Promise.all([
    store.mainSport(db, profile.profileId),
    store.latestResults(db, profile.profileId),
  ]);
  // The rankings module answers for the athlete's own account: the same numbers their profile shows them.
  const data = await athData(
    db,
    { id: profile.userId, user_type: ATHLETE },
    latest.map((row) => row.test_key),
  );
  const ranks = new Map(
    Object.entries(data).flatMap(([key, ranking]) => {
      const best = bestRank(ranking);
      return best ? [[key, best] as const] : [];
    }),
  );
  return { profile, sport, latest, ranks };
}

/**
 * The tags as the coach already spells them: "sprinters" files the athlete under an existing "Sprinters", so the
 * filter lists one tag, not two that differ in case; within one save, the first spelling wins.
 */
function tagsOf(tags: readonly string[], known: readonly string[]): string[] {
  const spelled = new Map(known.map((tag) => [tag.toLocaleLowerCase(), tag]));
  const chosen = new Map<string, string>();
  for (const tag of tags) {
    const key = tag.toLocaleLowerCase();
    if (!chosen.has(key)) chosen.set(key, spelled.get(key) ?? tag);
  }
  return [...chosen.values()];
}

/** PUT /api/watchlist/{athleteProfileId}: saves the athlete (their standings now kept), or edits note and tags. */
export async function saveEntry(
  deps: WatchlistDeps,
  account: Account,
  athleteId: string,
  input: SaveWatchlistEntry,
): Promise<{ msg: string; entry: WatchlistEntry }> {
  assertCoach(account);
  const athlete = assertFound(await visibleAthlete(deps.db, account, athleteId), NO_ATHLETE);
  const tags = input.tags && tagsOf(input.tags, await store.listTags(deps.db, account.id));
  const existing = await store.findEntry(deps.db, account.id, athleteId);
  if (existing) {
    await store.updateEntry(deps.db, account.id, athleteId, { note: input.note, tags });
  } else {
    const now = await athleteNow(deps.db, athlete);
    const standings: store.SavedStanding[] = now.latest.map((row) => ({
      testKey: row.test_key,
      score: row.score,
      unit: row.unit,
      mfScore: row.mf_score,
      mfUnit: row.mf_unit,
      rank: now.ranks.get(row.test_key) ?? null,
    }));
    await deps.db.transaction(async (tx) => {
      await store.lockCoach(tx, account.id);
      // Saved meanwhile by another request: keep the first save (its standings), edit nothing here.
      if (await store.findEntry(tx, account.id, athleteId)) return;
      assertRoom(await store.countEntries(tx, account.id), WATCHLIST_LIMITS.entries);
      await store.insertEntry(tx, account.id, athleteId, {
        note: input.note ?? '',
        tags: tags ?? [],
        standings,
      });
    });
  }
  const entry = await readEntry(deps, account, athlete);
  return { msg: existing ? 'Watchlist updated' : 'Added to watchlist', entry };
}

async function readEntry(deps: WatchlistDeps, account: Account, athlete: ProfileOwner) {
  const row = assertFound(await store.findEntry(deps.db, account.id, athlete.profileId), NOT_ON_LIST);
  return presentEntry(row, await athleteNow(deps.db, athlete));
}

/** GET /api/watchlist: every saved athlete the coach may still see, optionally those under one tag. */
export async function listEntries(
  deps: WatchlistDeps,
  account: Account,
  query: WatchlistQuery,
): Promise<Watchlist> {
  assertCoach(account);
  const [rows, tags] = await Promise.all([
    store.listEntries(deps.db, account.id, query.tag),
    store.listTags(deps.db, account.id),
  ]);
  const entries = await Promise.all(
    rows.map(async (row) => {
      const athlete = await visibleAthlete(deps.db, account, row.athlete_profile_id);
      return athlete ? [presentEntry(row, await athleteNow(deps.db, athlete))] : [];
    }),
  );
  return { entries: entries.flat(), tags };
}

/** GET /api/watchlist/{athleteProfileId}: one entry, with the results recorded since it was saved. */
export async function getEntry(
  deps: WatchlistDeps,
  account: Account,
  athleteId: string,
): Promise<WatchlistEntryDetail> {
  assertCoach(account);
  const row = assertFound(await store.findEntry(deps.db, account.id, athleteId), NOT_ON_LIST);
  // Hidden since it was saved: answered as not on the list, exactly as for an unknown athlete.
  const athlete = assertFound(await visibleAthlete(deps.db, account, athleteId), NOT_ON_LIST);
  const [now, since] = await Promise.all([
    athleteNow(deps.db, athlete),
    store.resultsSince(deps.db, athleteId, row.saved_at, RESULTS_SHOWN),
  ]);
  return { ...presentEntry(row, now), resultsSinceSaved: since.map(presentResult) };
}

/** GET /api/watchlist/status/{athleteProfileId}: whether the athlete is saved (the profile's button). */
export async function entryStatus(deps: WatchlistDeps, account: Account, athleteId: string) {
  assertCoach(account);
  assertFound(await visibleAthlete(deps.db, account, athleteId), NO_ATHLETE);
  return { isSaved: (await store.findEntry(deps.db, account.id, athleteId)) !== undefined };
}

/** DELETE /api/watchlist/{athleteProfileId}: a hidden athlete's entry answers 404 as an unknown one (kept). */
export async function removeEntry(deps: WatchlistDeps, account: Account, athleteId: string) {
  assertCoach(account);
  assertFound(await visibleAthlete(deps.db, account, athleteId), NOT_ON_LIST);
  if (!(await store.deleteEntry(deps.db, account.id, athleteId))) throw notFound(NOT_ON_LIST);
  return { msg: 'Removed from watchlist' };
}
