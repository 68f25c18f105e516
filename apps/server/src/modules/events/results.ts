// Results at the event (issue 25): staff enter a measured result for a checked-in attendee on one of the event's tests.
// It lands on the athlete's profile through the athletes module's write path (saveResult), verified by the staff
// account, now, so it ranks as any result does; how it was timed, by whom and when is kept here. A correction is a
// new row superseding the old, which stays listable; on the profile the new result replaces the old one.
import { findCategoryByKey, findTest } from '@podium/core';
import type { AddTestResult, EventResultInput, EventTiming, ProfileRef } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { checkResult, type Standings, supersedeResult } from '../athletes/service.ts';
import type { Account } from '../auth/account.ts';
import { findProfiles, isVisibleTo, profileKey } from '../profiles/profiles.ts';
import { assertStaffOf } from './policy.ts';
import { EVENT_CANCELLED } from './seats.ts';
import type { EventDeps } from './service.ts';
import * as store from './store.ts';

export interface ResultDeps extends EventDeps {
  standings: Standings;
}

export const NOT_THIS_EVENTS_TEST = 'test: Not one of this event’s tests';
export const NOT_AN_ATTENDEE = 'ticketId: No ticket of this event';
export const NOT_CHECKED_IN = 'That athlete has not been checked in';
export const RESULT_NOT_FOUND = 'No such result at this event';
export const ALREADY_CORRECTED = 'That result has been corrected: correct the newest one';

interface ResultRow {
  id: string;
  seat_id: string;
  athlete_profile_id: string;
  test_key: string;
  score: string;
  unit: string;
  timing: EventTiming;
  entered_by: string | null;
  entered_by_name: string | null;
  entered_at: Date;
  test_result_id: string | null;
  superseded_by: string | null;
}

const RESULTS = `
  select r.id, r.seat_id, r.athlete_profile_id, r.test_key, r.score, r.unit, r.timing, r.entered_by,
         u.name as entered_by_name, r.entered_at, r.test_result_id, r.superseded_by
    from event_results r left join users u on u.id = r.entered_by`;

function present(row: ResultRow) {
  return {
    _id: row.id,
    ticketId: row.seat_id,
    profileId: row.athlete_profile_id,
    test: row.test_key,
    score: row.score,
    unit: row.unit,
    timing: row.timing,
    enteredBy: { userId: row.entered_by, name: row.entered_by_name },
    enteredAt: row.entered_at.toISOString(),
    supersededBy: row.superseded_by,
  };
}

/** The athletes module's request for a result of `testKey`, checked as the athlete's own would be. */
function asAddResult(testKey: string, score: string | number, unit: string | undefined): AddTestResult {
  const test = findTest(testKey);
  const category = test && findCategoryByKey(test.category);
  if (!test || !category) throw badRequest(NOT_THIS_EVENTS_TEST);
  return {
    attribute: category.name,
    test: test.name,
    results: { score, ...(unit ? { unitOfMeasurement: unit } : {}) },
  };
}

async function insertRow(
  tx: Queryable,
  row: { eventId: string; seatId: string; profileId: string; testKey: string; score: string; unit: string },
  timing: EventTiming,
  by: string,
  testResultId: string,
): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into event_results (event_id, seat_id, athlete_profile_id, test_key, score, unit, timing, entered_by,
                                test_result_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [row.eventId, row.seatId, row.profileId, row.testKey, row.score, row.unit, timing, by, testResultId],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into event_results returned no id');
  return id;
}

async function answer(deps: EventDeps, id: string, msg: string) {
  const row = (await deps.db.query<ResultRow>(`${RESULTS} where r.id = $1`, [id]))[0];
  if (!row) throw notFound(RESULT_NOT_FOUND);
  return { msg, result: present(row) };
}

/** POST /api/events/{id}/results. */
export async function enterResult(
  deps: ResultDeps,
  account: Account,
  eventId: string,
  input: EventResultInput,
) {
  const event = await assertStaffOf(deps.db, account, eventId);
  // Nobody attends a cancelled event: no result is entered for it, not even for an athlete checked in before.
  if (event.cancelled_at) throw conflict(EVENT_CANCELLED);
  const testKey = findTest(input.test)?.key;
  if (!testKey || !event.tests.includes(testKey)) throw badRequest(NOT_THIS_EVENTS_TEST);
  const ticket = await store.findTicket(deps.db, input.ticketId);
  if (!ticket || ticket.event_id !== eventId) throw notFound(NOT_AN_ATTENDEE);
  if (!ticket.checked_in_at) throw conflict(NOT_CHECKED_IN);
  const request = asAddResult(testKey, input.score, input.unitOfMeasurement);
  const checked = checkResult(request);
  const id = await deps.db.transaction(async (tx) => {
    const resultId = await supersedeResult(tx, deps.standings, ticket.athlete_profile_id, null, request, {
      enteredBy: account.id,
      verifiedBy: account.id,
    });
    const seat = { eventId, seatId: ticket.id, profileId: ticket.athlete_profile_id, testKey };
    return insertRow(
      tx,
      { ...seat, score: checked.score, unit: checked.unitOfMeasurement },
      input.timing,
      account.id,
      resultId,
    );
  });
  return answer(deps, id, 'Result entered');
}

/** PUT /api/events/{id}/results/{resultId}: a correction; the old row stays, marked superseded. */
export async function correctResult(
  deps: ResultDeps,
  account: Account,
  eventId: string,
  oldId: string,
  input: Omit<EventResultInput, 'ticketId' | 'test'>,
) {
  await assertStaffOf(deps.db, account, eventId);
  const id = await deps.db.transaction(async (tx) => {
    const old = (
      await tx.query<ResultRow>(`${RESULTS} where r.id = $1 and r.event_id = $2 for update of r`, [
        oldId,
        eventId,
      ])
    )[0];
    if (!old) throw notFound(RESULT_NOT_FOUND);
    if (old.superseded_by) throw conflict(ALREADY_CORRECTED);
    const request = asAddResult(old.test_key, input.score, input.unitOfMeasurement);
    const checked = checkResult(request);
    const resultId = await supersedeResult(
      tx,
      deps.standings,
      old.athlete_profile_id,
      old.test_result_id,
      request,
      {
        enteredBy: account.id,
        verifiedBy: account.id,
      },
    );
    const seat = { eventId, seatId: old.seat_id, profileId: old.athlete_profile_id, testKey: old.test_key };
    const newId = await insertRow(
      tx,
      { ...seat, score: checked.score, unit: checked.unitOfMeasurement },
      input.timing,
      account.id,
      resultId,
    );
    await tx.query('update event_results set superseded_by = $2, test_result_id = null where id = $1', [
      oldId,
      newId,
    ]);
    return newId;
  });
  return answer(deps, id, 'Result corrected');
}

/** GET /api/events/{id}/results: every result entered, corrections and what they replaced, oldest first. */
export async function listResults(deps: EventDeps, account: Account, eventId: string) {
  await assertStaffOf(deps.db, account, eventId);
  const rows = await deps.db.query<ResultRow>(
    `${RESULTS} where r.event_id = $1 order by r.entered_at, r.id`,
    [eventId],
  );
  // Shown only for athletes the viewer may see (core isDiscoverable): consent withdrawn after check-in hides them.
  const profiles = await findProfiles(
    deps.db,
    rows.map((row): ProfileRef => ({ profileId: row.athlete_profile_id, profileType: 'athlete' })),
  );
  const visible = (row: ResultRow) => {
    const profile = profiles.get(profileKey({ profileId: row.athlete_profile_id, profileType: 'athlete' }));
    return profile !== undefined && isVisibleTo(profile, account.id);
  };
  return { results: rows.filter(visible).map(present) };
}
