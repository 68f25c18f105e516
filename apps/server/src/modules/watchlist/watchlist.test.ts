// Issue 10, "Watchlist": a coach saves athletes with a private note and tags and sees their latest results, best
// rank and change since saved; a watchlist is its coach's alone; a minor without consent never appears.
import { MIN_RANKED_POOL } from '@podium/core';
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
const coach = () => registerUser(t, { userType: 2, name: 'Cora Coach', birthDate: '1980-02-02' });
const dash = (score: string) => ({
  attribute: 'Run Tests',
  test: '40 Yard Dash',
  score,
  unitOfMeasurement: 'sec',
});

/** Athletes with a 40 yard dash slower than any other in these tests, so they only fill the pool. */
async function slowerAthletes(count: number) {
  for (let index = 0; index < count; index += 1) {
    const athlete = await createAthlete(t);
    await addResult(t, athlete.token, dash(`6.${10 + index}`));
  }
}

async function decide(token: string, consent: boolean) {
  expect((await call('PUT', `/api/public/consent/${token}`, undefined, { consent })).statusCode).toBe(200);
}

describe('a coach’s watchlist', () => {
  it('saves an athlete with a note and tags, and shows latest results, best rank and change since saved', async () => {
    const cora = await coach();
    // A pool large enough to rank in (core MIN_RANKED_POOL): four slower athletes before her.
    await slowerAthletes(MIN_RANKED_POOL - 1);
    const athlete = await createAthlete(t, { name: 'Dara Swift' });
    await addResult(t, athlete.token, dash('4.90'));

    const saved = await call('PUT', `/api/watchlist/${athlete.profileId}`, cora.token, {
      note: 'Quick off the mark',
      tags: ['2027 intake', 'sprinters', 'sprinters'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().msg).toBe('Added to watchlist');
    expect(saved.json().entry).toMatchObject({
      athlete: { profileId: athlete.profileId, name: 'Dara Swift', sport: 'Football (soccer)' },
      note: 'Quick off the mark',
      tags: ['2027 intake', 'sprinters'],
      bestRank: { testKey: 'dash40', rank: 1 },
      bestRankAtSave: { testKey: 'dash40', rank: 1 },
    });

    // A faster time and a rival who beats it: the change since saved and the rank then and now.
    await addResult(t, athlete.token, dash('4.70'));
    const rival = await createAthlete(t);
    await addResult(t, rival.token, dash('4.50'));

    const list = await call('GET', '/api/watchlist', cora.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().tags).toEqual(['2027 intake', 'sprinters']);
    const [entry] = list.json().entries;
    expect(entry.tests).toEqual([
      expect.objectContaining({
        testKey: 'dash40',
        latest: expect.objectContaining({ score: '4.70', unit: 'sec' }),
        atSave: expect.objectContaining({ score: '4.90', unit: 'sec' }),
        rank: expect.objectContaining({ rank: 2 }),
        rankAtSave: expect.objectContaining({ rank: 1 }),
      }),
    ]);

    const detail = await call('GET', `/api/watchlist/${athlete.profileId}`, cora.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().resultsSinceSaved).toEqual([
      expect.objectContaining({ testKey: 'dash40', score: '4.70' }),
    ]);
  });

  it('shows no rank from a pool too small to rank in, saved before issue 22 or now', async () => {
    const cora = await coach();
    const athlete = await createAthlete(t, { name: 'Lone Jumper' });
    // Nobody else has a vertical jump: first of one is no rank.
    await addResult(t, athlete.token, {
      attribute: 'Speed and Power',
      test: 'Vertical Jump',
      score: '61',
      unitOfMeasurement: 'cm',
    });
    const saved = await call('PUT', `/api/watchlist/${athlete.profileId}`, cora.token, {});
    expect(saved.statusCode).toBe(200);
    expect(saved.json().entry).toMatchObject({ bestRank: null, bestRankAtSave: null });
    expect(saved.json().entry.tests).toEqual([
      expect.objectContaining({ testKey: 'verticalJump', rank: null, rankAtSave: null }),
    ]);

    // An entry saved before the rule kept "1st of 1": it is shown as no rank either.
    await t.db.query(
      `update watchlist_entries
          set standings_at_save = jsonb_set(standings_at_save, '{0,rank}', '{"scope":"age","rank":1,"total":1}')
        where athlete_profile_id = $1`,
      [athlete.profileId],
    );
    const entry = (await call('GET', `/api/watchlist/${athlete.profileId}`, cora.token)).json();
    expect(entry.bestRankAtSave).toBeNull();
    expect(entry.tests[0].rankAtSave).toBeNull();
  });

  it('edits the note and tags without moving the saved standings, and filters by tag, whatever its case', async () => {
    const cora = await coach();
    const one = await createAthlete(t);
    const two = await createAthlete(t);
    await addResult(t, one.token, dash('5.10'));
    await call('PUT', `/api/watchlist/${one.profileId}`, cora.token, { tags: ['keepers'] });
    await call('PUT', `/api/watchlist/${two.profileId}`, cora.token, {});
    await addResult(t, one.token, dash('5.00'));

    const edited = await call('PUT', `/api/watchlist/${one.profileId}`, cora.token, {
      note: 'Follow up in May',
    });
    expect(edited.json().msg).toBe('Watchlist updated');
    expect(edited.json().entry).toMatchObject({ note: 'Follow up in May', tags: ['keepers'] });
    expect(edited.json().entry.tests[0].atSave.score).toBe('5.10');

    const filtered = (await call('GET', '/api/watchlist?tag=keepers', cora.token)).json();
    expect(filtered.entries.map((e: { athlete: { profileId: string } }) => e.athlete.profileId)).toEqual([
      one.profileId,
    ]);
    expect((await call('GET', '/api/watchlist', cora.token)).json().entries).toHaveLength(2);

    // A tag typed in another case files the athlete under the one the coach already has.
    const retagged = await call('PUT', `/api/watchlist/${two.profileId}`, cora.token, {
      tags: ['KEEPERS', 'Wingers', 'wingers'],
    });
    expect(retagged.json().entry.tags).toEqual(['keepers', 'Wingers']);
    // (In the database's collation order, which differs between PGlite and a server's locale.)
    expect((await call('GET', '/api/watchlist', cora.token)).json().tags.sort()).toEqual([
      'Wingers',
      'keepers',
    ]);
    expect((await call('GET', '/api/watchlist?tag=keepers', cora.token)).json().entries).toHaveLength(2);
  });

  it('removes an entry; removing one not on the list is 404', async () => {
    const cora = await coach();
    const athlete = await createAthlete(t);
    await call('PUT', `/api/watchlist/${athlete.profileId}`, cora.token, {});
    expect((await call('GET', `/api/watchlist/status/${athlete.profileId}`, cora.token)).json()).toEqual({
      isSaved: true,
    });
    const removed = await call('DELETE', `/api/watchlist/${athlete.profileId}`, cora.token);
    expect(removed.json()).toEqual({ msg: 'Removed from watchlist' });
    expect((await call('GET', `/api/watchlist/status/${athlete.profileId}`, cora.token)).json()).toEqual({
      isSaved: false,
    });
    const again = await call('DELETE', `/api/watchlist/${athlete.profileId}`, cora.token);
    expect(again.statusCode).toBe(404);
    expect(messages(again.body)).toEqual(['athleteProfileId: This athlete is not on your watchlist']);
    expect((await call('GET', `/api/watchlist/${athlete.profileId}`, cora.token)).statusCode).toBe(404);
  });

  it('is its coach’s alone: another coach finds nothing of it, and athletes have none', async () => {
    const cora = await coach();
    const other = await coach();
    const athlete = await createAthlete(t);
    await call('PUT', `/api/watchlist/${athlete.profileId}`, cora.token, { note: 'private words' });

    expect((await call('GET', '/api/watchlist', other.token)).json()).toEqual({ entries: [], tags: [] });
    for (const method of ['GET', 'DELETE'] as const) {
      const refused = await call(method, `/api/watchlist/${athlete.profileId}`, other.token);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('private words');
    }
    expect((await call('GET', `/api/watchlist/status/${athlete.profileId}`, other.token)).json()).toEqual({
      isSaved: false,
    });
    // Saving the same athlete makes the other coach's own entry; the first is untouched.
    await call('PUT', `/api/watchlist/${athlete.profileId}`, other.token, { note: 'mine' });
    expect((await call('GET', `/api/watchlist/${athlete.profileId}`, cora.token)).json().note).toBe(
      'private words',
    );

    for (const [method, url] of [
      ['GET', '/api/watchlist'],
      ['GET', `/api/watchlist/${athlete.profileId}`],
      ['GET', `/api/watchlist/status/${athlete.profileId}`],
      ['PUT', `/api/watchlist/${athlete.profileId}`],
      ['DELETE', `/api/watchlist/${athlete.profileId}`],
    ] as const) {
      const asAthlete = await call(method, url, athlete.token, method === 'PUT' ? {} : undefined);
      expect(asAthlete.statusCode).toBe(403);
      expect(messages(asAthlete.body)).toEqual(['Only coaches keep a watchlist']);
      expect((await call(method, url, undefined, method === 'PUT' ? {} : undefined)).statusCode).toBe(401);
    }
  });

  it('refuses unknown athletes, bad ids and unbounded notes and tags, naming the field', async () => {
    const cora = await coach();
    const unknown = await call('PUT', `/api/watchlist/${UNKNOWN_ID}`, cora.token, {});
    expect(unknown.statusCode).toBe(404);
    expect(messages(unknown.body)).toEqual(['athleteProfileId: No such athlete']);
    expect((await call('PUT', '/api/watchlist/not-an-id', cora.token, {})).statusCode).toBe(400);
    const athlete = await createAthlete(t);
    const long = await call('PUT', `/api/watchlist/${athlete.profileId}`, cora.token, {
      note: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(messages(long.body)[0]).toMatch(/^note: /);
    const many = await call('PUT', `/api/watchlist/${athlete.profileId}`, cora.token, {
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
    });
    expect(messages(many.body)[0]).toMatch(/^tags: /);
    const empty = await call('PUT', `/api/watchlist/${athlete.profileId}`, cora.token, { tags: [''] });
    expect(empty.statusCode).toBe(400);
  });
});

describe('a minor on a watchlist', () => {
  it('cannot be saved or seen before consent, appears once given, disappears when withdrawn and returns', async () => {
    const cora = await coach();
    const minor = await createMinor(t, { name: 'Saoirse Kelly' });
    const before = await call('PUT', `/api/watchlist/${minor.profileId}`, cora.token, {});
    expect(before.statusCode).toBe(404);
    expect(messages(before.body)).toEqual(['athleteProfileId: No such athlete']);
    expect((await call('GET', `/api/watchlist/status/${minor.profileId}`, cora.token)).statusCode).toBe(404);

    const token = await consentTokenFor(t, minor.caregiverEmail);
    await decide(token, true);
    expect(
      (await call('PUT', `/api/watchlist/${minor.profileId}`, cora.token, { note: 'n' })).statusCode,
    ).toBe(200);
    const names = async () =>
      (await call('GET', '/api/watchlist', cora.token))
        .json()
        .entries.map((entry: { athlete: { name: string } }) => entry.athlete.name);
    expect(await names()).toEqual(['Saoirse Kelly']);

    await decide(token, false);
    expect(await names()).toEqual([]);
    expect((await call('GET', '/api/watchlist', cora.token)).body).not.toContain('Saoirse');
    expect((await call('GET', `/api/watchlist/${minor.profileId}`, cora.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/watchlist/${minor.profileId}`, cora.token)).statusCode).toBe(404);

    await decide(token, true);
    expect(await names()).toEqual(['Saoirse Kelly']);
    expect((await call('GET', `/api/watchlist/${minor.profileId}`, cora.token)).json().note).toBe('n');
  });
});
