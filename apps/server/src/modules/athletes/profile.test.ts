// Athlete profile calls: creation, reading (own, another's, public), sports, destinations, quick stats, refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import { grantPublicLink } from '../../test/entitlements.ts';
import { auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { findUserById } from '../auth/store.ts';
import { refreshAthlete, refreshStanding } from '../rankings/service.ts';
import { createProfile } from './service.ts';
import { insertProfile } from './store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });

describe('POST /api/athleteProfile', () => {
  it('creates the profile from just a main sport, and the user now carries its profileId', async () => {
    const { token } = await registerUser(t, { name: 'Aoife Byrne' });
    const response = await call('POST', '/api/athleteProfile', token, {
      sportingCred: [{ sport: 'Football (soccer)', main: true }],
    });
    expect(response.statusCode).toBe(201);
    const { profile } = response.json();
    expect(profile).toMatchObject({
      user: { name: 'Aoife Byrne', age: expect.any(Number) },
      // Stored as the catalogue's name for football where the account is (no country: most of the world).
      sportingCred: [{ sport: 'Football (soccer)', other: false, main: true }],
      physicalTests: {},
      tourSeen: false,
      isOwner: true,
    });
    const me = (await call('GET', '/api/auth', token)).json();
    expect(me.profileId).toBe(profile._id);
  });

  it('makes the first sport main when none is marked', async () => {
    const { token } = await registerUser(t);
    const response = await call('POST', '/api/athleteProfile', token, {
      sportingCred: [{ sport: 'Rugby' }, { sport: 'Athletics' }],
    });
    expect(response.json().profile.sportingCred).toEqual([
      expect.objectContaining({ sport: 'Rugby union', main: true }),
      expect.objectContaining({ sport: 'Athletics', main: false }),
    ]);
  });

  it('refuses a second profile, a coach, no sport and no token', async () => {
    const { token } = await createAthlete(t);
    expect(
      (await call('POST', '/api/athleteProfile', token, { sportingCred: [{ sport: 'Golf' }] })).statusCode,
    ).toBe(409);

    const coach = await registerUser(t, { userType: 2 });
    const refused = await call('POST', '/api/athleteProfile', coach.token, {
      sportingCred: [{ sport: 'Golf' }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: [{ msg: 'Only athletes have an athlete profile' }] });

    const fresh = await registerUser(t);
    const empty = await call('POST', '/api/athleteProfile', fresh.token, { sportingCred: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ errors: [{ msg: 'sportingCred: Add at least one sport' }] });

    expect(
      (await call('POST', '/api/athleteProfile', undefined, { sportingCred: [{ sport: 'Golf' }] }))
        .statusCode,
    ).toBe(401);
  });

  it('answers 409, not 500, to the second of two profiles created at once (a double tap)', async () => {
    const { token } = await registerUser(t);
    const body = { sportingCred: [{ sport: 'Golf', main: true }] };
    const responses = await Promise.all([
      call('POST', '/api/athleteProfile', token, body),
      call('POST', '/api/athleteProfile', token, body),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toEqual({ errors: [{ msg: 'You already have an athlete profile' }] });
    const me = (await call('GET', '/api/athleteProfile/me', token)).json();
    expect(me.sportingCred).toEqual([expect.objectContaining({ sport: 'Golf', main: true })]);
  });

  it('answers 409 when another request inserts the profile between the check and the insert', async () => {
    const { user } = await registerUser(t);
    const account = await findUserById(t.db, user._id);
    if (!account) throw new Error('no account');
    // The other request commits after this one checked: exactly the window a double tap hits.
    const racingDb: Db = {
      ...t.db,
      transaction: async (fn) => {
        await insertProfile(t.db, { userId: account.id, quickStats: {} });
        return t.db.transaction(fn);
      },
    };
    const deps = {
      db: racingDb,
      standings: { refreshAthlete, refreshStanding },
      publicUrl: 'http://podium.test',
      consents: { hasConsent: async () => false },
    };
    const attempt = createProfile(deps, account, { sportingCred: [{ sport: 'Golf' }] });
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 409,
      messages: ['You already have an athlete profile'],
    });
  });
});

describe('reading profiles', () => {
  it('GET /me answers 404 before a profile exists', async () => {
    const { token } = await registerUser(t);
    const response = await call('GET', '/api/athleteProfile/me', token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ msg: 'Create your athlete profile first' }] });
  });

  it('shows another athlete without birth date or private destinations', async () => {
    const owner = await createAthlete(t);
    await call('PUT', '/api/athleteProfile/desired-destination', owner.token, {
      destination: 'NCAA Division I',
      public: true,
    });
    await call('PUT', '/api/athleteProfile/desired-destination', owner.token, {
      destination: 'Premier League',
      public: false,
    });
    const viewer = await registerUser(t, { userType: 2 });

    const seen = (await call('GET', `/api/athleteProfile/${owner.profileId}`, viewer.token)).json();
    expect(seen.isOwner).toBe(false);
    expect(seen.user.birthDate).toBeNull();
    expect(seen.desiredDestinations.map((d: { destination: string }) => d.destination)).toEqual([
      'NCAA Division I',
    ]);
    expect(seen.publicLink).toBeNull();

    const byUser = (await call('GET', `/api/athleteProfile/${owner.user._id}`, viewer.token)).json();
    expect(byUser._id).toBe(owner.profileId);

    const mine = (await call('GET', '/api/athleteProfile/me', owner.token)).json();
    expect(mine.desiredDestinations).toHaveLength(2);
  });

  it('serves public pages without sign-in, and only enabled links', async () => {
    const owner = await createAthlete(t);
    await grantPublicLink(t, owner.token);
    const link = (await call('PUT', '/api/users/public-link', owner.token, { enabled: true })).json();
    const page = await call('GET', `/api/public/athlete/${owner.profileId}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().user.city).toBeNull();

    expect(link.url).toBe(`http://podium.test/public/link/${link.code}`);
    expect((await call('GET', `/api/public/link/${link.code}`)).json()._id).toBe(owner.profileId);

    await call('PUT', '/api/users/public-link', owner.token, { enabled: false });
    expect((await call('GET', `/api/public/link/${link.code}`)).statusCode).toBe(404);
    const again = (await call('PUT', '/api/users/public-link', owner.token, { enabled: true })).json();
    expect(again.code).toBe(link.code);
  });

  it('refuses a malformed id with 400 and an unknown one with 404', async () => {
    const { token } = await createAthlete(t);
    expect((await call('GET', '/api/athleteProfile/not-a-uuid', token)).statusCode).toBe(400);
    expect(
      (await call('GET', '/api/athleteProfile/00000000-0000-4000-8000-000000000000', token)).statusCode,
    ).toBe(404);
  });
});

describe('editing a profile', () => {
  it('adds, updates and removes sports with the spec messages, keeping one main sport', async () => {
    const { token } = await createAthlete(t, { sport: 'Football (soccer)' });
    const added = await call('PUT', '/api/athleteProfile/sport-credentials', token, {
      sport: 'Basketball',
      position: 'Guard',
    });
    expect(added.json().msg).toBe('Sport Added');
    const basketball = added
      .json()
      .profile.sportingCred.find((s: { sport: string }) => s.sport === 'Basketball');
    expect(basketball.main).toBe(false);

    const updated = await call('PUT', `/api/athleteProfile/sport-credentials/${basketball._id}`, token, {
      main: true,
    });
    expect(updated.json().msg).toBe('Sport Updated!');
    expect(updated.json().profile.sportingCred.filter((s: { main: boolean }) => s.main)).toEqual([
      expect.objectContaining({ sport: 'Basketball' }),
    ]);

    const removed = await call('DELETE', `/api/athleteProfile/sport-credentials/${basketball._id}`, token);
    expect(removed.json().msg).toBe('Sport Removed!');
    expect(removed.json().profile.sportingCred).toEqual([
      expect.objectContaining({ sport: 'Football (soccer)', main: true }),
    ]);
  });

  it('refuses to remove the last sport with 409, and keeps it', async () => {
    const { token } = await createAthlete(t, { sport: 'Hurling' });
    const [hurling] = (await call('GET', '/api/athleteProfile/me', token)).json().sportingCred;
    const refused = await call('DELETE', `/api/athleteProfile/sport-credentials/${hurling._id}`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      errors: [{ msg: 'You need at least one sport: add another before removing this one' }],
    });
    expect((await call('GET', '/api/athleteProfile/me', token)).json().sportingCred).toEqual([
      expect.objectContaining({ sport: 'Hurling', main: true }),
    ]);
  });

  it('makes the next sport main when the main one is removed', async () => {
    const { token } = await createAthlete(t, { sport: 'Football (soccer)' });
    await call('PUT', '/api/athleteProfile/sport-credentials', token, { sport: 'Rugby' });
    await call('PUT', '/api/athleteProfile/sport-credentials', token, { sport: 'Tennis' });
    const [football] = (await call('GET', '/api/athleteProfile/me', token)).json().sportingCred;
    expect(football).toMatchObject({ sport: 'Football (soccer)', main: true });
    const removed = await call('DELETE', `/api/athleteProfile/sport-credentials/${football._id}`, token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().profile.sportingCred).toEqual([
      expect.objectContaining({ sport: 'Rugby union', main: true }),
      expect.objectContaining({ sport: 'Tennis', main: false }),
    ]);
  });

  it('refuses to remove the last sport even when two removals race', async () => {
    const { token } = await createAthlete(t, { sport: 'Football (soccer)' });
    await call('PUT', '/api/athleteProfile/sport-credentials', token, { sport: 'Rugby' });
    const sports = (await call('GET', '/api/athleteProfile/me', token)).json().sportingCred;
    const responses = await Promise.all(
      sports.map((sport: { _id: string }) =>
        call('DELETE', `/api/athleteProfile/sport-credentials/${sport._id}`, token),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await call('GET', '/api/athleteProfile/me', token)).json().sportingCred).toEqual([
      expect.objectContaining({ main: true }),
    ]);
  });

  it('refuses to touch another athlete’s sport with 403', async () => {
    const owner = await createAthlete(t);
    const sportId = (await call('GET', '/api/athleteProfile/me', owner.token)).json().sportingCred[0]._id;
    const other = await createAthlete(t);
    const response = await call('DELETE', `/api/athleteProfile/sport-credentials/${sportId}`, other.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: [{ msg: 'You can only change your own athlete profile' }] });
  });

  it('adds a highlight video, storing http as https, only on one’s own profile', async () => {
    const owner = await createAthlete(t);
    const added = await call('PUT', `/api/athleteProfile/add-video/${owner.profileId}`, owner.token, {
      vidUrl: 'http://videos.example.com/goal.mp4',
      title: 'Cup final goal',
    });
    expect(added.json().msg).toBe('Video Added!');
    expect(added.json().profile.highlightVideos[0]).toMatchObject({
      vidUrl: 'https://videos.example.com/goal.mp4',
      title: 'Cup final goal',
    });

    const other = await createAthlete(t);
    const refused = await call('PUT', `/api/athleteProfile/add-video/${owner.profileId}`, other.token, {
      vidUrl: 'https://videos.example.com/x.mp4',
    });
    expect(refused.statusCode).toBe(403);
    const videoId = added.json().profile.highlightVideos[0]._id;
    expect((await call('DELETE', `/api/athleteProfile/videos/${videoId}`, other.token)).statusCode).toBe(403);
    const removed = await call('DELETE', `/api/athleteProfile/videos/${videoId}`, owner.token);
    expect(removed.json().msg).toBe('Video Removed!');

    const bad = await call('PUT', `/api/athleteProfile/add-video/${owner.profileId}`, owner.token, {
      vidUrl: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('manages destinations: add, hide all, remove', async () => {
    const { token } = await createAthlete(t);
    const added = await call('PUT', '/api/athleteProfile/desired-destination', token, {
      destination: 'Spain',
    });
    const id = added.json().profile.desiredDestinations[0]._id;
    expect(
      (await call('PUT', '/api/athleteProfile/desired-destination', token, { destination: 'spain' }))
        .statusCode,
    ).toBe(409);

    const hidden = await call('PUT', '/api/athleteProfile/desired-destination-public', token, {
      public: false,
    });
    expect(hidden.json().profile.desiredDestinations[0].public).toBe(false);
    expect(hidden.json().profile.destinationsPublic).toBe(false);

    const removed = await call('DELETE', `/api/athleteProfile/desired-destination/${id}`, token);
    expect(removed.json()).toMatchObject({
      msg: 'Destination Removed!',
      profile: { desiredDestinations: [] },
    });
  });

  it('replaces quick stats and refuses oversized ones', async () => {
    const { token } = await createAthlete(t);
    const response = await call('PUT', '/api/athleteProfile/quick-stats', token, {
      quickStats: { Height: '183 cm', Position: 'Winger', 'Preferred foot': 'Left' },
    });
    expect(response.json()).toMatchObject({
      msg: 'Quick Stats Updated!',
      profile: { quickStats: { Height: '183 cm' } },
    });
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`Stat ${i}`, 'x']));
    expect(
      (await call('PUT', '/api/athleteProfile/quick-stats', token, { quickStats: tooMany })).statusCode,
    ).toBe(400);
  });

  it('marks the tour as seen', async () => {
    const { token } = await createAthlete(t);
    expect((await call('PUT', '/api/athleteProfile/me/tour-modal', token)).json()).toEqual({
      tourSeen: true,
    });
    expect((await call('GET', '/api/athleteProfile/me', token)).json().tourSeen).toBe(true);
  });

  it('refuses every edit from a coach with 403', async () => {
    const coach = await registerUser(t, { userType: 2 });
    const response = await call('PUT', '/api/athleteProfile/quick-stats', coach.token, { quickStats: {} });
    expect(response.statusCode).toBe(403);
  });
});
