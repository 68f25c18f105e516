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

/** PUT physical-tests with any result fields, images included. */
const putResult = (
  token: string,
  payload: { attribute: string; test: string; results: Record<string, string> },
) =>
  t.app.inject({ method: 'PUT', url: '/api/athleteProfile/physical-tests', headers: auth(token), payload });

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

  it('takes scores typed as the app shows them: 7:30, 1:02.35, 1:02:03, 3:45:10, 1:35.2, 7ft 2in (issue 22)', async () => {
    const { token } = await createAthlete(t);
    const typed = [
      ['Aerobic Endurance', '2000 m Row', '7:30', 'min/sec', 'aerobicEndurance', 'row2000', 450],
      ['Run Tests', '10 km Run', '1:02:03', 'min/sec', 'runTests', 'tenKm', 3723],
      ['Run Tests', 'Marathon', '3:45:10', 'hour/min', 'runTests', 'marathon', 13_510],
      ['Anaerobic Capacity', '500 m Row', '1:35.2', 'sec', 'anaerobicCapacity', 'row500', 95.2],
      ['Anaerobic Capacity', '300 m Sprint', '0:52.35', 'min/sec', 'anaerobicCapacity', 'sprint300', 52.35],
      ['Speed and Power', 'Standing Broad Jump', '7ft 2in', 'ft', 'speedAndPower', 'standingBroad', 218.44],
    ] as const;
    for (const [attribute, test, score, unitOfMeasurement] of typed) {
      const added = await addResult(t, token, { attribute, test, score, unitOfMeasurement });
      expect(added.statusCode, `${test} ${score}`).toBe(200);
    }
    const tests = (
      await t.app.inject({ method: 'GET', url: '/api/athleteProfile/me', headers: auth(token) })
    ).json().physicalTests;
    for (const [, test, score, unitOfMeasurement, category, key, mfScore] of typed) {
      // Stored as typed, ranked by its normalised value.
      expect(tests[category][key][0], test).toMatchObject({ score, unitOfMeasurement, mfScore });
    }
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

  it('stores the image URL, upgraded to https, as the score for BODPOD and DEXA', async () => {
    const { token } = await createAthlete(t);
    const url = 'http://media.example.com/bodpod.png';
    const response = await putResult(token, {
      attribute: 'Anthropometric',
      test: 'BODPOD Scan',
      results: { score: url, imgUrl: url, imgId: 'bodpod' },
    });
    expect(response.statusCode).toBe(200);
    const [scan] = response.json().profile.physicalTests.anthropometric.bodpod;
    expect(scan).toMatchObject({
      score: 'https://media.example.com/bodpod.png',
      imgUrl: 'https://media.example.com/bodpod.png',
      imgId: 'bodpod',
      mfScore: null,
    });
  });

  it('refuses a scan whose score is not its image, or that has no image', async () => {
    const { token } = await createAthlete(t);
    const other = await putResult(token, {
      attribute: 'Anthropometric',
      test: 'Dual Energy Absorptiometry (DEXA)',
      results: { score: 'https://media.example.com/a.png', imgUrl: 'https://media.example.com/b.png' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      errors: [{ msg: "score: Dual Energy Absorptiometry (DEXA)'s score must be its image URL (imgUrl)" }],
    });
    const none = await putResult(token, {
      attribute: 'Anthropometric',
      test: 'BODPOD Scan',
      results: { score: 'https://media.example.com/a.png' },
    });
    expect(none.json()).toEqual({ errors: [{ msg: 'imgUrl: BODPOD Scan needs its scan image' }] });
    const me = await t.app.inject({ method: 'GET', url: '/api/athleteProfile/me', headers: auth(token) });
    expect(me.json().physicalTests).toEqual({});
  });

  it('keeps an image with Anthropometric and Flexibility results and a video with the others (spec 9)', async () => {
    const { token } = await createAthlete(t);
    const span = await putResult(token, {
      attribute: 'Anthropometric',
      test: 'Hand Span',
      results: {
        score: '21',
        unitOfMeasurement: 'cm',
        imgUrl: 'http://media.example.com/span.jpg',
        imgId: 's',
      },
    });
    expect(span.statusCode).toBe(200);
    expect(span.json().profile.physicalTests.anthropometric.handSpan[0]).toMatchObject({
      imgUrl: 'https://media.example.com/span.jpg',
      vidUrl: null,
    });
    const bare = await putResult(token, {
      attribute: 'Flexibility',
      test: 'Sit & Reach',
      results: { score: '30', unitOfMeasurement: 'cm' },
    });
    expect(bare.statusCode).toBe(200);

    const videoOfHand = await putResult(token, {
      attribute: 'Anthropometric',
      test: 'Hand Span',
      results: { score: '21', unitOfMeasurement: 'cm', vidUrl: 'https://media.example.com/span.mp4' },
    });
    expect(videoOfHand.statusCode).toBe(400);
    expect(videoOfHand.json()).toEqual({
      errors: [{ msg: 'vidUrl: Hand Span results carry an image (imgUrl), not a video' }],
    });
    const imageOfDash = await putResult(token, {
      attribute: 'Run Tests',
      test: '40 Yard Dash',
      results: { score: '4.6', unitOfMeasurement: 'sec', imgUrl: 'https://media.example.com/dash.jpg' },
    });
    expect(imageOfDash.statusCode).toBe(400);
    expect(imageOfDash.json()).toEqual({
      errors: [{ msg: 'imgUrl: 40 Yard Dash results carry a video (vidUrl), not an image' }],
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/athleteProfile/me', headers: auth(token) });
    expect(me.json().physicalTests.runTests).toBeUndefined();
    expect(me.json().physicalTests.anthropometric.handSpan).toHaveLength(1);
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
