// Destinations are private unless their owner makes them public (issue 7, defect 14): at creation, on each add,
// and for rows stored public by profile creation before (migration 0006).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { grantPublicLink } from '../../test/entitlements.ts';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const MIGRATION = '0006_score_bounds_private_destinations.sql';

let t: TestApp;
let coach: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  coach = await registerUser(t, { userType: 2 });
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });

async function createWithDestinations(destinations: string[]) {
  const athlete = await registerUser(t);
  const response = await call('POST', '/api/athleteProfile', athlete.token, {
    sportingCred: [{ sport: 'Football (soccer)' }],
    desiredDestinations: destinations,
  });
  expect(response.statusCode).toBe(201);
  return { token: athlete.token, profileId: response.json().profile._id as string };
}

const shownTo = async (token: string, profileId: string) =>
  (await call('GET', `/api/athleteProfile/${profileId}`, token))
    .json()
    .desiredDestinations.map((row: { destination: string }) => row.destination)
    // Rows of one transaction share created_at, so their order is not kept: compare sorted.
    .sort();

describe('destinations are private by default', () => {
  it('keeps the ones given at creation private, as the profile says, from members and on the public page', async () => {
    const owner = await createWithDestinations(['Spain', 'NCAA Division I']);
    const mine = (await call('GET', '/api/athleteProfile/me', owner.token)).json();
    expect(mine.destinationsPublic).toBe(false);
    expect(mine.desiredDestinations.map((row: { public: boolean }) => row.public)).toEqual([false, false]);
    expect(await shownTo(coach.token, owner.profileId)).toEqual([]);

    await grantPublicLink(t, owner.token);
    const link = (await call('PUT', '/api/users/public-link', owner.token, { enabled: true })).json();
    const page = await call('GET', `/api/public/link/${link.code}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().desiredDestinations).toEqual([]);
  });

  it('refuses the same destination twice at creation, as adding it again later is', async () => {
    const athlete = await registerUser(t);
    const response = await call('POST', '/api/athleteProfile', athlete.token, {
      sportingCred: [{ sport: 'Football (soccer)' }],
      desiredDestinations: ['Spain', 'spain'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ msg: 'desiredDestinations: Each destination can be listed once' }],
    });
  });

  it('adds one without `public` as private, and one with `public: true` as public', async () => {
    const owner = await createWithDestinations([]);
    await call('PUT', '/api/athleteProfile/desired-destination', owner.token, { destination: 'Italy' });
    await call('PUT', '/api/athleteProfile/desired-destination', owner.token, {
      destination: 'USA',
      public: true,
    });
    expect(await shownTo(coach.token, owner.profileId)).toEqual(['USA']);
  });

  it('follows the profile once its owner has shown all destinations', async () => {
    const owner = await createWithDestinations(['France']);
    await call('PUT', '/api/athleteProfile/desired-destination-public', owner.token, { public: true });
    await call('PUT', '/api/athleteProfile/desired-destination', owner.token, { destination: 'Japan' });
    expect(await shownTo(coach.token, owner.profileId)).toEqual(['France', 'Japan']);
  });
});

describe('migration 0006', () => {
  it('hides the destinations profile creation stored public, and keeps the owners’ own choices', async () => {
    const old = await createWithDestinations(['Spain', 'Portugal']);
    // Added later with `public: true`: the owner's choice.
    await call('PUT', '/api/athleteProfile/desired-destination', old.token, {
      destination: 'USA',
      public: true,
    });
    const allShown = await createWithDestinations(['Germany']);
    await call('PUT', '/api/athleteProfile/desired-destination-public', allShown.token, { public: true });
    // What creation wrote before the fix: every destination public, whatever the profile said.
    await t.db.query(
      `update athlete_destinations d set is_public = true
         from athlete_profiles p
        where p.id = d.profile_id and d.created_at = p.created_at and p.id = any($1)`,
      [[old.profileId, allShown.profileId]],
    );
    expect(await shownTo(coach.token, old.profileId)).toEqual(['Portugal', 'Spain', 'USA']);

    await t.db.query('delete from schema_migrations where name = $1', [MIGRATION]);
    expect(await migrate(t.db)).toEqual([MIGRATION]);

    expect(await shownTo(coach.token, old.profileId)).toEqual(['USA']);
    expect(await shownTo(coach.token, allShown.profileId)).toEqual(['Germany']);
    const mine = (await call('GET', '/api/athleteProfile/me', old.token)).json();
    expect(mine.desiredDestinations).toHaveLength(3);
  });
});
