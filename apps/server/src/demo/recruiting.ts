// The recruiting side of the demo (issue 10), so signing in as the demo coach or organisation shows the product at
// work: every demo coach has a coach profile; the demo coach (coach@podium.demo) has their public page on, coaches
// the demo athlete's sport at the demo organisation's club, lists four of its best athletes as associated, has
// watched them since two months ago (a note and tags each, their standings as they were then, so the watchlist shows
// how they moved), collaborates for the demo athlete (her latest result in one test entered and verified by the
// coach) and endorsed her, which she accepted; the demo organisation lists the demo coach and the same athletes.
// Written through the same stores the API uses, in the load's transaction.
import { findTestByKey } from '@podium/core';
import type { Queryable } from '../db/connection.ts';
import * as associations from '../modules/associations/store.ts';
import * as coaches from '../modules/coaches/store.ts';
import * as collaborators from '../modules/collaborators/store.ts';
import * as endorsements from '../modules/endorsements/store.ts';
import * as organisations from '../modules/organisations/store.ts';
import * as watchlist from '../modules/watchlist/store.ts';
import { DEMO_SPORTS } from './norms.ts';
import type { DemoAthlete, DemoCoach } from './population.ts';

const DAY_MS = 86_400_000;

/** When the demo coach saved the athletes on the watchlist. */
const WATCHED_DAYS_AGO = 60;

const NOTES = [
  'Quick over the first ten metres; see again at the spring trials.',
  'Consistent numbers across sessions. Ask about availability for the summer camp.',
  'Big engine. Needs work on agility; worth a second look in three months.',
  'Good attitude, says the club coach. Check academic plans.',
];
const TAGS = [['shortlist', 'U21'], ['summer camp'], ['follow up'], ['shortlist']];

const ENDORSEMENT =
  'Aoife trains with focus and lifts the players around her. Her sprint and agility numbers have improved every ' +
  'block this season; I have timed most of them myself.';

export interface WrittenAthlete {
  person: DemoAthlete;
  userId: string;
  profileId: string;
}

export interface WrittenCoach {
  coach: DemoCoach;
  userId: string;
}

const sportsList = Object.values(DEMO_SPORTS);

export async function writeRecruiting(
  tx: Queryable,
  athletes: readonly WrittenAthlete[],
  coachList: readonly WrittenCoach[],
): Promise<void> {
  const [demoAthlete] = athletes;
  if (!demoAthlete) return;
  const sport = demoAthlete.person.sport;
  for (const [index, { coach, userId }] of coachList.entries()) {
    const isDemoCoach = coach.email === 'coach@podium.demo';
    const coachesSport = isDemoCoach ? sport : (sportsList[index % sportsList.length] ?? sport);
    await coaches.insertCoach(tx, userId, {
      bio: `${coach.role}, ${coach.team}. Coaching ${coachesSport.toLowerCase()} in ${coach.city}.`,
      sports: [coachesSport],
      // Their profile shows the link to their public page, and the page answers to anyone.
      publicPage: isDemoCoach,
    });
  }
  const demoCoach = coachList.find(({ coach }) => coach.email === 'coach@podium.demo');
  if (!demoCoach) return;
  const watched = [demoAthlete, ...(await bestOfSport(tx, athletes.slice(1), sport)).slice(0, 3)];
  const coachRef = { profileId: demoCoach.userId, profileType: 'coach' as const, userId: demoCoach.userId };
  for (const [index, athlete] of watched.entries()) {
    const member = { profileId: athlete.profileId, profileType: 'athlete' as const, userId: athlete.userId };
    const link = await associations.insertAssociation(tx, coachRef, member, 'owner');
    if (link) await associations.confirmAssociation(tx, link.id);
    await watchlist.insertEntry(tx, demoCoach.userId, athlete.profileId, {
      note: NOTES[index % NOTES.length] ?? '',
      tags: TAGS[index % TAGS.length] ?? [],
      standings: await standingsOn(tx, athlete.profileId, new Date(Date.now() - WATCHED_DAYS_AGO * DAY_MS)),
    });
  }
  await tx.query(
    `update watchlist_entries set saved_at = now() - make_interval(days => $2), updated_at = now() - make_interval(days => $2)
      where coach_user_id = $1`,
    [demoCoach.userId, WATCHED_DAYS_AGO],
  );

  // The demo athlete invited the coach, who recorded her latest session in one test.
  await collaborators.upsertInvitation(tx, demoAthlete.profileId, demoCoach.userId);
  await collaborators.markAccepted(tx, demoAthlete.profileId, demoCoach.userId);
  await tx.query(
    `update test_results set entered_by = $2, verified_by = $2, verified_at = recorded_at
      where id = (select id from test_results where profile_id = $1 order by recorded_at desc, id limit 1)`,
    [demoAthlete.profileId, demoCoach.userId],
  );

  const endorsement = await endorsements.insertRequest(
    tx,
    { profileId: demoAthlete.profileId, userId: demoAthlete.userId },
    demoCoach.userId,
  );
  if (endorsement) {
    await endorsements.submit(tx, endorsement, ENDORSEMENT);
    await endorsements.accept(tx, endorsement);
  }

  const admin = coachList.find(({ coach }) => coach.email === 'org@podium.demo');
  const organisation = admin && (await organisations.findAdministered(tx, admin.userId));
  if (!admin || !organisation) return;
  await organisations.updateOrganisation(tx, organisation.id, {
    bio: `${organisation.name} develops players from under-16s to the first team, and recruits beyond its own academy.`,
    sport,
    country: admin.coach.country,
    city: admin.coach.city,
  });
  const orgRef = { profileId: organisation.id, profileType: 'org' as const, userId: organisation.owner_id };
  const members = [
    { profileId: demoCoach.userId, profileType: 'coach' as const, userId: demoCoach.userId },
    ...watched.map((athlete) => ({
      profileId: athlete.profileId,
      profileType: 'athlete' as const,
      userId: athlete.userId,
    })),
  ];
  for (const member of members) {
    const link = await associations.insertAssociation(tx, orgRef, member, 'owner');
    if (link) await associations.confirmAssociation(tx, link.id);
  }
}

/** Athletes of a sport, adults only (the demo shows nobody who would need a caregiver), most results first. */
async function bestOfSport(tx: Queryable, athletes: readonly WrittenAthlete[], sport: string) {
  const ofSport = athletes.filter(({ person }) => person.sport === sport);
  const rows = await tx.query<{ profile_id: string }>(
    `select p.id as profile_id from athlete_profiles p join users u on u.id = p.user_id
      where p.id = any($1::uuid[]) and u.birth_date <= current_date - interval '16 years'
      order by (select count(*) from ranking_standings s where s.profile_id = p.id) desc, u.name`,
    [ofSport.map(({ profileId }) => profileId)],
  );
  return rows.flatMap((row) => ofSport.filter(({ profileId }) => profileId === row.profile_id));
}

/** The athlete's best result per test among those recorded by `day`, as the watchlist keeps them (no rank then). */
async function standingsOn(tx: Queryable, profileId: string, day: Date): Promise<watchlist.SavedStanding[]> {
  const rows = await tx.query<{
    test_key: string;
    score: string;
    unit: string;
    mf_score: number;
    mf_unit: string;
  }>(
    `select test_key, score, unit, mf_score, mf_unit from test_results
      where profile_id = $1 and recorded_at <= $2 and mf_score is not null
      order by test_key, recorded_at`,
    [profileId, day.toISOString()],
  );
  const best = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const kept = best.get(row.test_key);
    const lowerWins = findTestByKey(row.test_key)?.better === 'lower';
    if (!kept || (lowerWins ? row.mf_score < kept.mf_score : row.mf_score > kept.mf_score))
      best.set(row.test_key, row);
  }
  return [...best.values()].map((row) => ({
    testKey: row.test_key,
    score: row.score,
    unit: row.unit,
    mfScore: row.mf_score,
    mfUnit: row.mf_unit,
    rank: null,
  }));
}
