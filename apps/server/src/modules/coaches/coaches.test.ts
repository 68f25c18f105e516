// Coach profiles through HTTP (issue 10): create once (coach accounts only), edit only one's own, one's own view
// with pending links, another coach's view with only confirmed, visible people and the follower count.
import type { CoachProfile, CoachProfileAnswer } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ALREADY_CREATED, COACH_NOT_FOUND, NOT_CREATED, ONLY_COACHES } from './policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

const newCoach = (name = 'Cora Coach') => registerUser(t, { userType: 2, name });

describe('a coach profile', () => {
  it('is created once by a coach account, with catalogue sport names, and read back as /me', async () => {
    const coach = await newCoach();
    const missing = await call('GET', '/api/coachProfile/me', coach.token);
    expect(missing.statusCode).toBe(404);
    expect(messages(missing.body)).toEqual([NOT_CREATED]);

    const created = await call('POST', '/api/coachProfile', coach.token, {
      bio: 'Sprint coach',
      photo: 'http://cdn.example.com/cora.jpg',
      sports: ['soccer', 'track', 'Underwater hockey', 'Soccer'],
      position: 'Head coach',
    });
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json<CoachProfileAnswer>();
    expect(answer.msg).toBe('Coach profile created!');
    expect(answer.profile).toMatchObject({
      _id: coach.user._id,
      name: 'Cora Coach',
      bio: 'Sprint coach',
      photo: 'https://cdn.example.com/cora.jpg',
      sports: ['Football (soccer)', 'Athletics', 'Underwater hockey'],
      position: 'Head coach',
      athletes: [],
      coaches: [],
      followers: 0,
      isOwner: true,
    });
    const me = await call('GET', '/api/coachProfile/me', coach.token);
    expect(me.json<CoachProfile>().bio).toBe('Sprint coach');

    const again = await call('POST', '/api/coachProfile', coach.token, { bio: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(messages(again.body)).toEqual([ALREADY_CREATED]);
  });

  it('is refused to an athlete: create, edit and /me are 403', async () => {
    const athlete = await createAthlete(t);
    for (const [method, url] of [
      ['POST', '/api/coachProfile'],
      ['PUT', '/api/coachProfile'],
      ['GET', '/api/coachProfile/me'],
    ] as const) {
      const response = await call(method, url, athlete.token, method === 'GET' ? undefined : { bio: 'x' });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(messages(response.body)).toEqual([ONLY_COACHES]);
    }
  });

  it('is edited only by its coach: fields left out stay, and another coach’s edit changes only their own', async () => {
    const cora = await newCoach('Cora Edits');
    const dan = await newCoach('Dan Other');
    expect((await call('PUT', '/api/coachProfile', cora.token, { bio: 'early' })).statusCode).toBe(404);
    await call('POST', '/api/coachProfile', cora.token, { bio: 'Cora bio', sports: ['Rowing'] });
    await call('POST', '/api/coachProfile', dan.token, { bio: 'Dan bio' });

    const edited = await call('PUT', '/api/coachProfile', cora.token, { position: 'Assistant', photo: null });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<CoachProfileAnswer>()).toMatchObject({
      msg: 'Profile Updated!',
      profile: { bio: 'Cora bio', sports: ['Rowing'], position: 'Assistant', photo: null },
    });
    // Dan's PUT names no id: it can only ever change Dan's own profile.
    await call('PUT', '/api/coachProfile', dan.token, { bio: 'Dan changed' });
    const cora2 = await call('GET', `/api/coachProfile/user/${cora.user._id}`, dan.token);
    expect(cora2.json<CoachProfile>()).toMatchObject({ bio: 'Cora bio', isOwner: false });
  });

  it('refuses bad input naming the field, and an unauthenticated call', async () => {
    const coach = await newCoach();
    const bad = await call('POST', '/api/coachProfile', coach.token, {
      bio: 'x'.repeat(1001),
      photo: 'ftp://nope',
      sports: Array.from({ length: 11 }, (_, i) => `Sport ${i}`),
    });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.body).join(' ')).toMatch(/bio/);
    expect(messages(bad.body).join(' ')).toMatch(/photo/);
    expect(messages(bad.body).join(' ')).toMatch(/sports/);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/coachProfile/me' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows another coach as the viewer may see them, and 404 for an id that is no coach', async () => {
    const cora = await newCoach('Cora Viewed');
    const viewer = await createAthlete(t);
    // A coach who has not filled in details still has a profile: their name alone.
    const bare = await call('GET', `/api/coachProfile/user/${cora.user._id}`, viewer.token);
    expect(bare.statusCode).toBe(200);
    expect(bare.json<CoachProfile>()).toMatchObject({ name: 'Cora Viewed', bio: null, sports: [] });

    await call('POST', '/api/coachProfile', cora.token, {
      bio: 'Hello',
      photo: 'https://cdn.example.com/c.png',
    });
    await call('POST', '/api/following/request', viewer.token, {
      profileId: cora.user._id,
      profileType: 'coach',
    });
    const viewed = await call('GET', `/api/coachProfile/user/${cora.user._id}`, viewer.token);
    expect(viewed.json<CoachProfile>()).toMatchObject({ bio: 'Hello', isOwner: false, followers: 0 });

    for (const id of [viewer.user._id, viewer.profileId, '00000000-0000-4000-8000-000000000000']) {
      const response = await call('GET', `/api/coachProfile/user/${id}`, cora.token);
      expect(response.statusCode, id).toBe(404);
      expect(messages(response.body)).toEqual([COACH_NOT_FOUND]);
    }
  });

  it('carries its photo on notifications and follow lists (profiles.ts cardOf)', async () => {
    const cora = await newCoach('Cora Photo');
    await call('POST', '/api/coachProfile', cora.token, { photo: 'https://cdn.example.com/photo.png' });
    const athlete = await createAthlete(t);
    await call('POST', '/api/following/request', cora.token, {
      profileId: athlete.profileId,
      profileType: 'athlete',
    });
    const inbox = await call(
      'GET',
      `/api/notifications?profile_id=${athlete.profileId}&profile_type=athlete`,
      athlete.token,
    );
    expect(inbox.json().notifications[0].sender).toMatchObject({
      name: 'Cora Photo',
      photo: 'https://cdn.example.com/photo.png',
    });
  });
});
