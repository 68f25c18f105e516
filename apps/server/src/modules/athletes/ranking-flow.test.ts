// Results added through the athlete API are ranked at once; account changes move age groups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResult, auth, createAthlete } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const athData = (token: string, keys: string[]) =>
  t.app.inject({ method: 'POST', url: '/api/athleteProfile/athData', headers: auth(token), payload: keys });
const dash = (token: string, score: string) =>
  addResult(t, token, { attribute: 'Run Tests', test: '40 Yard Dash', score, unitOfMeasurement: 'sec' });

describe('ranking through the athlete API', () => {
  it('ranks a new result, re-ranks after an improvement and after a removal', async () => {
    const fast = await createAthlete(t, { sport: 'Rugby', birthDate: '2001-03-03' });
    const slow = await createAthlete(t, { sport: 'Rugby', birthDate: '2001-04-04' });
    await dash(fast.token, '4.50');
    const added = await dash(slow.token, '5.10');
    const slowResultId = added.json().profile.physicalTests.runTests.dash40[0]._id;

    expect((await athData(slow.token, ['dash40'])).json().dash40).toMatchObject({
      overallRank: 2,
      totalAthletes: 2,
      rankInAthleteSport: 2,
      totalInAthleteSport: 2,
    });

    await dash(slow.token, '4.40');
    expect((await athData(slow.token, ['dash40'])).json().dash40.overallRank).toBe(1);

    const newest = (
      await t.app.inject({ method: 'GET', url: '/api/athleteProfile/me', headers: auth(slow.token) })
    ).json().physicalTests.runTests.dash40[0]._id;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/athleteProfile/physical-tests/${newest}`,
      headers: auth(slow.token),
    });
    expect((await athData(slow.token, ['dash40'])).json().dash40.overallRank).toBe(2);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/athleteProfile/physical-tests/${slowResultId}`,
      headers: auth(slow.token),
    });
    const none = (await athData(slow.token, ['dash40'])).json().dash40;
    expect(none).toMatchObject({ overallRank: null, totalAthletes: 1, best: null });
  });

  it('moves an athlete to a new age group when the birth date changes in the account', async () => {
    const older = await createAthlete(t, { sport: 'Field hockey', birthDate: '1995-06-15' });
    const younger = await createAthlete(t, { sport: 'Field hockey', birthDate: '2005-06-15' });
    await addResult(t, older.token, {
      attribute: 'Aerobic Endurance',
      test: 'Beep Test',
      score: '11.2',
      unitOfMeasurement: 'level',
    });
    await addResult(t, younger.token, {
      attribute: 'Aerobic Endurance',
      test: 'Beep Test',
      score: '12.1',
      unitOfMeasurement: 'level',
    });
    expect((await athData(older.token, ['beepTest'])).json().beepTest.totalInAthleteAge).toBe(1);

    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: auth(older.token),
      payload: { type: 'details', formData: { name: older.user.name, birthDate: '2005-06-15' } },
    });
    expect(moved.statusCode).toBe(200);
    expect((await athData(older.token, ['beepTest'])).json().beepTest).toMatchObject({
      totalInAthleteAge: 2,
      rankInAthleteAge: 2,
    });
  });

  it('moves an athlete to a new sport group when the main sport changes', async () => {
    const athlete = await createAthlete(t, { sport: 'Tennis' });
    await addResult(t, athlete.token, {
      attribute: 'Agility and Coordination',
      test: '5-0-5 Agility Test',
      score: '2.31',
      unitOfMeasurement: 'sec',
    });
    const added = await t.app.inject({
      method: 'PUT',
      url: '/api/athleteProfile/sport-credentials',
      headers: auth(athlete.token),
      payload: { sport: 'Squash', main: true },
    });
    expect(added.statusCode).toBe(200);
    const other = await createAthlete(t, { sport: 'Squash' });
    await addResult(t, other.token, {
      attribute: 'Agility and Coordination',
      test: '5-0-5 Agility Test',
      score: '2.20',
      unitOfMeasurement: 'sec',
    });
    expect((await athData(athlete.token, ['agility505'])).json().agility505).toMatchObject({
      rankInAthleteSport: 2,
      totalInAthleteSport: 2,
    });
  });
});
