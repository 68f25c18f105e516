// Issue 22, item 11: an optional field sent empty ("", {}, []) is taken as left out, through HTTP: a registration
// with no link, a search with blank filters; and in an edit, a field's own empty value still clears it.
import type { CoachProfile, User } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildRegistration, createAthlete, registerUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

describe('an optional field sent empty', () => {
  it('registers as if left out: no link, no inviter, no subscriptions, no organisation details', async () => {
    const payload = {
      ...buildRegistration({ userType: 2 }),
      registerLink: '',
      inviterDetails: {},
      subscriptions: [],
      orgDetails: {},
      sportsArray: [],
      phone: '',
      activeProfile: '',
    };
    const response = await t.app.inject({ method: 'POST', url: '/api/users', payload });
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json<{ user: User }>().user;
    expect(user).toMatchObject({ activeProfile: 'coach', phone: null, sportsArray: [] });
    const [stored] = await t.db.query<{ signup: Record<string, unknown> }>(
      'select signup from users where id = $1',
      [user._id],
    );
    expect(stored?.signup).toMatchObject({ registerLink: null, inviterDetails: null, subscriptions: null });
  });

  it('searches as if the blank filters were left out', async () => {
    const athlete = await createAthlete(t, { name: 'Blanca Fields' });
    const blank = await call(
      'GET',
      '/api/athleteProfile/search?name=&sport=&position=&ageMin=&ageMax=&gradFrom=&tests=&rank=&sort=&cursor=',
      athlete.token,
    );
    expect(blank.statusCode, blank.body).toBe(200);
    const none = await call('GET', '/api/athleteProfile/search', athlete.token);
    expect(blank.json()).toEqual(none.json());
  });

  it('keeps a coach profile field left out, and clears one sent empty', async () => {
    const coach = await registerUser(t, { userType: 2 });
    const made = await call('POST', '/api/coachProfile', coach.token, {
      bio: 'Sprint coach',
      position: 'Head coach',
      sports: ['Athletics'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const edited = await call('PUT', '/api/coachProfile', coach.token, { bio: '', sports: [], photo: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    const me = (await call('GET', '/api/coachProfile/me', coach.token)).json<CoachProfile>();
    expect(me).toMatchObject({ position: 'Head coach', sports: [], photo: null });
    expect(me.bio ?? '').toBe('');
  });
});
