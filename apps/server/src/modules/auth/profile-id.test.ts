// Issue 22, item 12: the user's profileId is the profile the account acts as (spec 6), so a client that registers
// its socket with user.profileId (spec 4) listens for the right profile, whatever kind of account it is.
import type { User } from '@podium/core/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ask, closeSockets, connect, listen } from '../../test/sockets.ts';
import { actingProfile, ownedProfiles } from '../profiles/profiles.ts';
import { findUserById } from './store.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(() => closeSockets());
afterAll(async () => {
  await t.close();
});

/** GET /api/auth, checked against actingProfile (the profile id with its type) and what the account owns. */
async function me(token: string): Promise<User> {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(token) });
  expect(response.statusCode).toBe(200);
  const user = response.json<User>();
  const account = await findUserById(t.db, user._id);
  if (!account) throw new Error('no account');
  const acting = actingProfile(account);
  expect(user.profileId).toBe(acting?.profileId ?? null);
  if (acting) expect(await ownedProfiles(t.db, account.id)).toContainEqual(acting);
  return user;
}

/** What a client does on load (spec 4): GET /api/auth, then registerUser with the user's ids; answers the ack. */
async function registerSocketAsClientDoes(token: string) {
  const user = await me(token);
  const socket = await connect(url, { token });
  return ask(socket, 'registerUser', { userId: user._id, profileId: user.profileId });
}

const switchTo = async (token: string, activeProfile: 'coach' | 'org') => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/users/active-profile',
    headers: auth(token),
    payload: { activeProfile },
  });
  expect(response.statusCode).toBe(200);
};

async function organisationOf(ownerId: string): Promise<string> {
  const [org] = await t.db.query<{ id: string }>('select id from organisations where owner_id = $1', [
    ownerId,
  ]);
  if (!org) throw new Error('no organisation');
  return org.id;
}

describe('GET /api/auth profileId', () => {
  it('is the athlete profile once made, and null before', async () => {
    const athlete = await registerUser(t);
    expect((await me(athlete.token)).profileId).toBeNull();
    const made = await createAthlete(t);
    expect((await me(made.token)).profileId).toBe(made.profileId);
    expect(await registerSocketAsClientDoes(made.token)).toEqual({
      profileId: made.profileId,
      profileType: 'athlete',
    });
  });

  it('is the coach profile (the user id) for a coach, so the coach registers their socket with it', async () => {
    const coach = await registerUser(t, { userType: 2 });
    const user = await me(coach.token);
    expect(user.activeProfile).toBe('coach');
    expect(user.profileId).toBe(coach.user._id);
    expect(coach.user.profileId).toBe(coach.user._id);
    expect(await registerSocketAsClientDoes(coach.token)).toEqual({
      profileId: coach.user._id,
      profileType: 'coach',
    });
  });

  it('is the organisation while an admin acts as it, and follows each switch of profile', async () => {
    const admin = await registerUser(t, { userType: 2, orgAdmin: true, organisation: 'Lee Rowing' });
    const orgId = await organisationOf(admin.user._id);
    expect(await me(admin.token)).toMatchObject({ activeProfile: 'org', profileId: orgId });
    expect(await registerSocketAsClientDoes(admin.token)).toEqual({ profileId: orgId, profileType: 'org' });

    await switchTo(admin.token, 'coach');
    expect(await me(admin.token)).toMatchObject({ activeProfile: 'coach', profileId: admin.user._id });
    expect(await registerSocketAsClientDoes(admin.token)).toEqual({
      profileId: admin.user._id,
      profileType: 'coach',
    });

    await switchTo(admin.token, 'org');
    expect(await me(admin.token)).toMatchObject({ activeProfile: 'org', profileId: orgId });
  });

  it('is the organisation a coach was made admin of, not only one they created', async () => {
    const owner = await registerUser(t, { userType: 2, orgAdmin: true, organisation: 'Mardyke Hockey' });
    const orgId = await organisationOf(owner.user._id);
    const coach = await registerUser(t, { userType: 2 });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/organisation/admins',
      headers: auth(owner.token),
      payload: { userId: coach.user._id },
    });
    expect(added.statusCode).toBe(200);
    expect((await me(coach.token)).profileId).toBe(coach.user._id);
    await switchTo(coach.token, 'org');
    expect(await me(coach.token)).toMatchObject({ activeProfile: 'org', profileId: orgId });
    expect(await registerSocketAsClientDoes(coach.token)).toEqual({ profileId: orgId, profileType: 'org' });
  });
});
