// Issue 10, /timeline/{id}: a profile's activity (results, videos, endorsements), newest first, paged by cursor,
// showing only what the viewer may see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentTokenFor, createMinor } from '../../test/consent-helpers.ts';
import { addResult, auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const dash = (score: string) => ({
  attribute: 'Run Tests',
  test: '40 Yard Dash',
  score,
  unitOfMeasurement: 'sec',
});
const kinds = (body: { items: { kind: string }[] }) => body.items.map((item) => item.kind);

/** The athlete asks the coach, the coach writes it, the athlete accepts it: an endorsement on the timelines. */
async function endorse(
  athlete: { token: string },
  coach: { token: string; user: { _id: string } },
  text: string,
) {
  const asked = await call('PUT', `/api/athleteProfile/${coach.user._id}/request-endorsement`, athlete.token);
  expect(asked.statusCode, asked.body).toBe(200);
  const endorsementId: string = asked.json().endorsement._id;
  const written = await call('PUT', `/api/athleteProfile/endorse/${endorsementId}`, coach.token, { text });
  expect(written.statusCode, written.body).toBe(200);
  const accepted = await call('PUT', `/api/athleteProfile/acceptEndorsement/${endorsementId}`, athlete.token);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return endorsementId;
}

describe('a timeline', () => {
  it('lists results, videos and displayed endorsements newest first; a hidden endorsement or removed result goes', async () => {
    const athlete = await createAthlete(t, { name: 'Tia Timeline' });
    const viewer = await registerUser(t, { userType: 2 });
    const coach = await registerUser(t, { userType: 2, name: 'Cora Endorser', birthDate: '1980-02-02' });
    await addResult(t, athlete.token, dash('4.90'));
    await call('PUT', `/api/athleteProfile/add-video/${athlete.profileId}`, athlete.token, {
      vidUrl: 'https://videos.example.com/goal.mp4',
      title: 'Cup final goal',
    });
    const endorsementId = await endorse(athlete, coach, 'Quick and coachable.');

    const page = await call('GET', `/api/timeline/${athlete.profileId}`, viewer.token);
    expect(page.statusCode).toBe(200);
    expect(page.json().profile).toMatchObject({ profileId: athlete.profileId, name: 'Tia Timeline' });
    expect(kinds(page.json())).toEqual(['endorsement', 'video', 'result']);
    expect(page.json().items).toEqual([
      expect.objectContaining({
        kind: 'endorsement',
        body: 'Quick and coachable.',
        role: 'received',
        other: expect.objectContaining({ name: 'Cora Endorser', profileType: 'coach' }),
      }),
      expect.objectContaining({ kind: 'video', title: 'Cup final goal' }),
      expect.objectContaining({ kind: 'result', testKey: 'dash40', score: '4.90', isVerified: false }),
    ]);
    expect(page.json().nextCursor).toBeNull();

    // The coach's timeline shows the endorsement given.
    const given = (await call('GET', `/api/timeline/${coach.user._id}`, viewer.token)).json();
    expect(given.items).toEqual([
      expect.objectContaining({
        kind: 'endorsement',
        role: 'given',
        other: expect.objectContaining({ name: 'Tia Timeline' }),
      }),
    ]);

    await call('PUT', `/api/athleteProfile/endorsementStatus/${endorsementId}`, athlete.token, {
      action: 'hide',
    });
    const resultId = page.json().items[2]._id;
    await call('DELETE', `/api/athleteProfile/physical-tests/${resultId}`, athlete.token);
    expect(kinds((await call('GET', `/api/timeline/${athlete.profileId}`, viewer.token)).json())).toEqual([
      'video',
    ]);
  });

  it('pages with a cursor, never repeating or skipping an item', async () => {
    const athlete = await createAthlete(t);
    for (let i = 0; i < 23; i += 1) await addResult(t, athlete.token, dash((5 + i / 100).toFixed(2)));
    const first = (await call('GET', `/api/timeline/${athlete.profileId}`, athlete.token)).json();
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await call('GET', `/api/timeline/${athlete.profileId}?cursor=${first.nextCursor}`, athlete.token)
    ).json();
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const scores = [...first.items, ...second.items].map((item: { score: string }) => item.score);
    expect(new Set(scores).size).toBe(23);
    expect(scores[0]).toBe('5.22');
    expect(scores.at(-1)).toBe('5.00');
  });

  it('refuses without sign-in, an unknown profile, a bad id and a bad cursor', async () => {
    const athlete = await createAthlete(t);
    expect((await call('GET', `/api/timeline/${athlete.profileId}`)).statusCode).toBe(401);
    const unknown = await call('GET', `/api/timeline/${UNKNOWN_ID}`, athlete.token);
    expect(unknown.statusCode).toBe(404);
    expect(messages(unknown.body)).toEqual(['profileId: No such profile']);
    expect((await call('GET', '/api/timeline/nope', athlete.token)).statusCode).toBe(400);
    const cursor = await call('GET', `/api/timeline/${athlete.profileId}?cursor=zzz`, athlete.token);
    expect(cursor.statusCode).toBe(400);
    expect(messages(cursor.body)[0]).toMatch(/^cursor: /);
  });

  it('shows another’s timeline only as others may see it: a minor without consent is 404 until consent', async () => {
    const viewer = await createAthlete(t);
    const minor = await createMinor(t);
    await addResult(t, minor.token, dash('5.50'));
    expect((await call('GET', `/api/timeline/${minor.profileId}`, viewer.token)).statusCode).toBe(404);
    // Their own timeline they see.
    expect(kinds((await call('GET', `/api/timeline/${minor.profileId}`, minor.token)).json())).toEqual([
      'result',
    ]);

    const token = await consentTokenFor(t, minor.caregiverEmail);
    await call('PUT', `/api/public/consent/${token}`, undefined, { consent: true });
    expect(kinds((await call('GET', `/api/timeline/${minor.profileId}`, viewer.token)).json())).toEqual([
      'result',
    ]);
    await call('PUT', `/api/public/consent/${token}`, undefined, { consent: false });
    const hidden = await call('GET', `/api/timeline/${minor.profileId}`, viewer.token);
    expect(hidden.statusCode).toBe(404);
    expect(messages(hidden.body)).toEqual(['profileId: No such profile']);
  });

  it('leaves out of a coach’s timeline an endorsement given to a minor while their caregiver’s consent is missing', async () => {
    const viewer = await registerUser(t, { userType: 2 });
    const coach = await registerUser(t, { userType: 2, name: 'Cora Endorser', birthDate: '1980-02-02' });
    const adult = await createAthlete(t, { name: 'Ada Adult' });
    await endorse(adult, coach, 'Steady under pressure.');
    // Only with consent may a minor ask; the caregiver then withdraws it.
    const minor = await createMinor(t, { name: 'Young Endorsed' });
    const token = await consentTokenFor(t, minor.caregiverEmail);
    const decide = (consent: boolean) => call('PUT', `/api/public/consent/${token}`, undefined, { consent });
    expect((await decide(true)).statusCode).toBe(200);
    await endorse(minor, coach, 'Reads the game well.');
    expect((await decide(false)).statusCode).toBe(200);
    const given = async (): Promise<{ other: { name: string } }[]> => {
      const page = await call('GET', `/api/timeline/${coach.user._id}`, viewer.token);
      expect(page.statusCode, page.body).toBe(200);
      return page.json().items;
    };
    const others = async () => (await given()).map((item) => item.other.name);
    expect(await others()).toEqual(['Ada Adult']);

    expect((await decide(true)).statusCode).toBe(200);
    const [newest] = await given();
    expect(newest).toEqual(
      expect.objectContaining({
        kind: 'endorsement',
        body: 'Reads the game well.',
        role: 'given',
        other: expect.objectContaining({
          profileId: minor.profileId,
          name: 'Young Endorsed',
          profileType: 'athlete',
        }),
      }),
    );
    expect(await others()).toEqual(['Young Endorsed', 'Ada Adult']);

    expect((await decide(false)).statusCode).toBe(200);
    expect(await others()).toEqual(['Ada Adult']);
  });
});
