// PUT/DELETE /api/athleteProfile/physical-tests: normalised results grouped by category, refusals of bad scores.
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

describe('adding test results', () => {
  it('stores the score with its normalised value, newest first, grouped by category and test', async () => {
    const { token } = await createAthlete(t);
    const first = await addResult(t, token, {
      attribute: 'Absolute Strength',
      test: 'Bench Press 1 RM',
      score: '220',
      unitOfMeasurement: 'lb',
      vidUrl: 'http://media.example.com/bench.mp4',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().msg).toBe('Test Added');
    await addResult(t, token, {
      attribute: 'Absolute Strength',
      test: 'Bench Press 1 RM',
      score: '105',
      unitOfMeasurement: 'kg',
    });
    const bench = (
      await t.app.inject({ method: 'GET', url: '/api/athleteProfile/me', headers: auth(token) })
    ).json().physicalTests.absoluteStrength.benchPress1;
    expect(bench).toHaveLength(2);
    expect(bench[0]).toMatchObject({ score: '105', unitOfMeasurement: 'kg', mfScore: 105, mfUnit: 'kg' });
    expect(bench[1]).toMatchObject({
      score: '220',
      unitOfMeasurement: 'lb',
      mfScore: 99.79,
      mfUnit: 'kg',
      vidUrl: 'https://media.example.com/bench.mp4',
    });
  });

  it('normalises feet and inches, minutes.seconds and hours.minutes as spec 9 says', async () => {
    const { token } = await createAthlete(t);
    await addResult(t, token, {
      attribute: 'Speed and Power',
      test: 'Vertical Jump',
      score: '2\'1"',
      unitOfMeasurement: 'ft',
    });
    await addResult(t, token, {
      attribute: 'Run Tests',
      test: 'Marathon',
      score: '3.45',
      unitOfMeasurement: 'hour/min',
    });
    const tests = (
      await t.app.inject({ method: 'GET', url: '/api/athleteProfile/me', headers: auth(token) })
    ).json().physicalTests;
    expect(tests.speedAndPower.verticalJump[0]).toMatchObject({ mfScore: 63.5, mfUnit: 'cm' });
    expect(tests.runTests.marathon[0]).toMatchObject({ mfScore: 13_500, mfUnit: 'sec' });
  });

  it('refuses bad scores, units, tests and categories with a clear message', async () => {
    const { token } = await createAthlete(t);
    const cases = [
      { score: 'abc', unitOfMeasurement: 'kg', test: 'Deadlift 1 RM', attribute: 'Absolute Strength' },
      { score: '-5', unitOfMeasurement: 'kg', test: 'Deadlift 1 RM', attribute: 'Absolute Strength' },
      { score: '5\'13"', unitOfMeasurement: 'ft', test: 'Vertical Jump', attribute: 'Speed and Power' },
      { score: 'NaN', unitOfMeasurement: 'kg', test: 'Deadlift 1 RM', attribute: 'Absolute Strength' },
      { score: '100', unitOfMeasurement: 'furlongs', test: 'Deadlift 1 RM', attribute: 'Absolute Strength' },
      {
        score: '100',
        unitOfMeasurement: 'kg',
        test: 'Underwater Basket Weaving',
        attribute: 'Absolute Strength',
      },
      { score: '100', unitOfMeasurement: 'kg', test: 'Deadlift 1 RM', attribute: 'Swim Tests' },
    ];
    for (const payload of cases) {
      const response = await addResult(t, token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const [error] = response.json().errors;
      expect(error.msg).toMatch(/^(score|unitOfMeasurement|test|attribute): /);
    }
    const profile = (
      await t.app.inject({ method: 'GET', url: '/api/athleteProfile/me', headers: auth(token) })
    ).json();
    expect(profile.physicalTests).toEqual({});
  });

  it('stores the image URL as the score for BODPOD and DEXA', async () => {
    const { token } = await createAthlete(t);
    const response = await addResult(t, token, {
      attribute: 'Anthropometric',
      test: 'BODPOD Scan',
      score: 'https://media.example.com/bodpod.png',
    });
    expect(response.statusCode).toBe(200);
    const [scan] = response.json().profile.physicalTests.anthropometric.bodpod;
    expect(scan).toMatchObject({ score: 'https://media.example.com/bodpod.png', mfScore: null });
  });

  it('removes a result with Score Removed!, and refuses someone else’s with 403', async () => {
    const owner = await createAthlete(t);
    const added = await addResult(t, owner.token, {
      attribute: 'Run Tests',
      test: '40 Yard Dash',
      score: '4.6',
      unitOfMeasurement: 'sec',
    });
    const resultId = added.json().profile.physicalTests.runTests.dash40[0]._id;
    const other = await createAthlete(t);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/athleteProfile/physical-tests/${resultId}`,
      headers: auth(other.token),
    });
    expect(refused.statusCode).toBe(403);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/athleteProfile/physical-tests/${resultId}`,
      headers: auth(owner.token),
    });
    expect(removed.json()).toMatchObject({ msg: 'Score Removed!', profile: { physicalTests: {} } });
  });

  it('refuses without a token', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/athleteProfile/physical-tests',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});
