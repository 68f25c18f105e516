// The bio stays editable after creation, and quick stats keep their order (issue 8, "Screens that hold up").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const MIGRATION = '0009_ordered_quick_stats.sql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });

const statNames = (profile: { quickStats: Record<string, string> }) => Object.keys(profile.quickStats);

describe('PUT /api/athleteProfile/bio', () => {
  it('replaces the bio given at creation, for the owner and for others', async () => {
    const athlete = await registerUser(t);
    const created = await call('POST', '/api/athleteProfile', athlete.token, {
      sportingCred: [{ sport: 'Football (soccer)' }],
      bio: 'Winger from Cork.',
    });
    expect(created.json().profile.bio).toBe('Winger from Cork.');

    const response = await call('PUT', '/api/athleteProfile/bio', athlete.token, {
      bio: '  Now a full-back.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ msg: 'Bio Updated!', profile: { bio: 'Now a full-back.' } });
    expect((await call('GET', '/api/athleteProfile/me', athlete.token)).json().bio).toBe('Now a full-back.');
    const coach = await registerUser(t, { userType: 2 });
    const seen = await call('GET', `/api/athleteProfile/${created.json().profile._id}`, coach.token);
    expect(seen.json().bio).toBe('Now a full-back.');
  });

  it('removes the bio when given empty text', async () => {
    const { token } = await createAthlete(t);
    await call('PUT', '/api/athleteProfile/bio', token, { bio: 'Something' });
    const response = await call('PUT', '/api/athleteProfile/bio', token, { bio: '   ' });
    expect(response.json().profile.bio).toBeNull();
  });

  it('refuses a bio over 1,000 characters, or none at all, naming the field', async () => {
    const { token } = await createAthlete(t);
    const long = await call('PUT', '/api/athleteProfile/bio', token, { bio: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ errors: [{ msg: 'bio: Must be at most 1000 characters' }] });
    const missing = await call('PUT', '/api/athleteProfile/bio', token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errors: [{ msg: 'bio: Bio is required' }] });
  });

  it('refuses no session (401), a coach (403) and an athlete without a profile (404)', async () => {
    expect((await call('PUT', '/api/athleteProfile/bio', undefined, { bio: 'x' })).statusCode).toBe(401);
    const coach = await registerUser(t, { userType: 2 });
    expect((await call('PUT', '/api/athleteProfile/bio', coach.token, { bio: 'x' })).statusCode).toBe(403);
    const noProfile = await registerUser(t);
    const response = await call('PUT', '/api/athleteProfile/bio', noProfile.token, { bio: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ msg: 'Create your athlete profile first' }] });
  });
});

describe('quick stats keep their order', () => {
  // jsonb sorts an object's keys shortest first: these came back as 40 yd, Height, Weight.
  const stats = { Height: '183 cm', Weight: '80 kg', '40 yd': '4.6 s', 'Preferred foot': 'Left' };

  it('as given at creation and on replacing them, for the owner and for others', async () => {
    const athlete = await registerUser(t);
    const created = await call('POST', '/api/athleteProfile', athlete.token, {
      sportingCred: [{ sport: 'Football (soccer)' }],
      quickStats: stats,
    });
    expect(statNames(created.json().profile)).toEqual(['Height', 'Weight', '40 yd', 'Preferred foot']);

    const reordered = { Weight: '81 kg', '40 yd': '4.5 s', Height: '183 cm' };
    await call('PUT', '/api/athleteProfile/quick-stats', athlete.token, { quickStats: reordered });
    const mine = (await call('GET', '/api/athleteProfile/me', athlete.token)).json();
    expect(mine.quickStats).toEqual(reordered);
    expect(statNames(mine)).toEqual(['Weight', '40 yd', 'Height']);
    const coach = await registerUser(t, { userType: 2 });
    const seen = (await call('GET', `/api/athleteProfile/${mine._id}`, coach.token)).json();
    expect(statNames(seen)).toEqual(['Weight', '40 yd', 'Height']);
  });

  it('migration 0009 turns stored objects into pairs, and empty ones into none', async () => {
    const withStats = await createAthlete(t);
    const without = await createAthlete(t);
    // What was stored before: a jsonb object (sorted by jsonb), and the old empty default.
    await t.db.query('alter table athlete_profiles drop constraint athlete_profiles_quick_stats_pairs');
    await t.db.query(`update athlete_profiles set quick_stats = $2::jsonb where id = $1`, [
      withStats.profileId,
      JSON.stringify(stats),
    ]);
    await t.db.query(`update athlete_profiles set quick_stats = '{}'::jsonb where id = $1`, [
      without.profileId,
    ]);

    await t.db.query('delete from schema_migrations where name = $1', [MIGRATION]);
    expect(await migrate(t.db)).toEqual([MIGRATION]);

    const mine = (await call('GET', '/api/athleteProfile/me', withStats.token)).json();
    expect(mine.quickStats).toEqual(stats);
    expect(statNames(mine)).toEqual(['40 yd', 'Height', 'Weight', 'Preferred foot']);
    expect((await call('GET', '/api/athleteProfile/me', without.token)).json().quickStats).toEqual({});
    const raw = await t.db.query<{ quick_stats: unknown }>(
      'select quick_stats from athlete_profiles where id = $1',
      [without.profileId],
    );
    expect(raw[0]?.quick_stats).toEqual([]);
  });
});
