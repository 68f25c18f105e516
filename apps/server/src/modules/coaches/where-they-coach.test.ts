// Where a coach coaches (issue 22, item 19): the organisation, role and team typed at registration show on their
// profile (before and after they fill in details) and public page, and the coach edits or clears them there.
// Migration 0034 moves a profile's role (coach_profiles.position) to the account's, and an admin's organisation.
import { COACH_ROLE_LIMITS, type CoachProfile, type CoachProfileAnswer } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const MIGRATION = '0038_coach_role_and_organisation.sql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

const registerCoach = (name: string) =>
  registerUser(t, {
    userType: 2,
    name,
    organisation: 'Harbour FC',
    role: 'Head coach',
    team: 'U18 Boys',
  });

const whereOf = (profile: CoachProfile) => ({
  position: profile.position,
  organisation: profile.organisation,
  team: profile.team,
});

describe('where a coach coaches', () => {
  it('shows what registration took, before the coach fills in details and after, and on the public page', async () => {
    const coach = await registerCoach('Cora Harbour');
    const athlete = await createAthlete(t);
    const registered = { position: 'Head coach', organisation: 'Harbour FC', team: 'U18 Boys' };

    const bare = await call('GET', `/api/coachProfile/user/${coach.user._id}`, athlete.token);
    expect(bare.statusCode, bare.body).toBe(200);
    expect(whereOf(bare.json<CoachProfile>())).toEqual(registered);

    const created = await call('POST', '/api/coachProfile', coach.token, {
      bio: 'Sprints',
      publicPage: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(whereOf(created.json<CoachProfileAnswer>().profile)).toEqual(registered);
    const me = await call('GET', '/api/coachProfile/me', coach.token);
    expect(whereOf(me.json<CoachProfile>())).toEqual(registered);

    const visitor = await t.app.inject({ method: 'GET', url: `/api/public/coach/${coach.user._id}` });
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(whereOf(visitor.json<CoachProfile>())).toEqual(registered);
  });

  it('is edited by the coach: a field given changes, one left out stays, null or blank clears', async () => {
    const coach = await registerCoach('Cora Moves');
    await call('POST', '/api/coachProfile', coach.token, { bio: 'Hello' });

    const moved = await call('PUT', '/api/coachProfile', coach.token, {
      organisation: '  Leeds Athletics Club ',
      position: null,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(whereOf(moved.json<CoachProfileAnswer>().profile)).toEqual({
      position: null,
      organisation: 'Leeds Athletics Club',
      team: 'U18 Boys',
    });

    const cleared = await call('PUT', '/api/coachProfile', coach.token, { team: '', position: 'Scout' });
    expect(whereOf(cleared.json<CoachProfileAnswer>().profile)).toEqual({
      position: 'Scout',
      organisation: 'Leeds Athletics Club',
      team: null,
    });
    // The profile's other details are untouched.
    expect(cleared.json<CoachProfileAnswer>().profile.bio).toBe('Hello');
  });

  it('shows an organisation admin’s organisation, as they named it at registration', async () => {
    const admin = await registerUser(t, {
      userType: 2,
      name: 'Ada Admin',
      orgAdmin: true,
      organisation: 'Cork Rowing Club',
      role: 'Director',
    });
    const athlete = await createAthlete(t);
    const seen = await call('GET', `/api/coachProfile/user/${admin.user._id}`, athlete.token);
    expect(whereOf(seen.json<CoachProfile>())).toEqual({
      position: 'Director',
      organisation: 'Cork Rowing Club',
      team: null,
    });
  });

  it('keeps to the same bounds as registration, naming the field', async () => {
    const coach = await registerCoach('Cora Long');
    await call('POST', '/api/coachProfile', coach.token, {});
    const long = 'x'.repeat(COACH_ROLE_LIMITS.organisation + 1);
    const refused = await call('PUT', '/api/coachProfile', coach.token, { organisation: long, team: 42 });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused.body).join(' ')).toMatch(/organisation: Must be at most 120 characters/);
    expect(messages(refused.body).join(' ')).toMatch(/team/);
    const atRegistration = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Too Long',
        email: 'too-long-coach@example.com',
        password: 'correct horse battery',
        birthDate: '1980-01-01',
        userType: 2,
        agreedToTerms: true,
        organisation: long,
      },
    });
    expect(atRegistration.statusCode).toBe(400);
    expect(messages(atRegistration.body).join(' ')).toMatch(/organisation: Must be at most 120 characters/);
  });

  it('migration 0034 moves a profile’s role to the account and names an admin’s organisation', async () => {
    const coach = await registerUser(t, { userType: 2, name: 'Old Role', role: 'Assistant' });
    await call('POST', '/api/coachProfile', coach.token, { bio: 'Made before 0034' });
    const blank = await registerUser(t, { userType: 2, name: 'Blank Role', role: 'Scout' });
    await call('POST', '/api/coachProfile', blank.token, {});
    const admin = await registerUser(t, {
      userType: 2,
      name: 'Old Admin',
      orgAdmin: true,
      organisation: 'Galway Hurling',
    });

    // The shape before: the profile form's role on coach_profiles, no organisation on the account.
    await t.db.exec('alter table coach_profiles add column position text');
    await t.db.exec('alter table users drop column organisation');
    await t.db.query('update coach_profiles set position = $2 where user_id = $1', [
      coach.user._id,
      'Head coach',
    ]);
    await t.db.query(`update coach_profiles set position = '  ' where user_id = $1`, [blank.user._id]);
    await t.db.query('delete from schema_migrations where name = $1', [MIGRATION]);
    expect(await migrate(t.db)).toEqual([MIGRATION]);

    const rows = await t.db.query<{ id: string; role: string | null; organisation: string | null }>(
      'select id, role, organisation from users where id = any($1) order by name',
      [[coach.user._id, blank.user._id, admin.user._id]],
    );
    expect(rows).toEqual([
      { id: blank.user._id, role: 'Scout', organisation: null },
      { id: admin.user._id, role: null, organisation: 'Galway Hurling' },
      { id: coach.user._id, role: 'Head coach', organisation: null },
    ]);
    const columns = await t.db.query(
      `select 1 from information_schema.columns where table_name = 'coach_profiles' and column_name = 'position'`,
    );
    expect(columns).toEqual([]);
  });
});
