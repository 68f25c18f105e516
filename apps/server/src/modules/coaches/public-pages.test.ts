// The public pages of coaches and organisations through HTTP (issue 10; spec 2's /public/{userType}/{id}): no
// sign-in; a coach's only while they have turned it on, an organisation's always; each lists only the people a
// visitor may see (core isDiscoverable with nobody signed in), a minor never before consent.
import type { CoachProfile, Organisation } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentTokenFor, createMinor } from '../../test/consent-helpers.ts';
import { grantPublicLink } from '../../test/entitlements.ts';
import { auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { PUBLIC_COACH_NOT_FOUND } from './policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const visit = (url: string) => t.app.inject({ method: 'GET', url });

async function newCoach(name: string, publicPage?: boolean) {
  const coach = await registerUser(t, { userType: 2, name });
  const created = await call('POST', '/api/coachProfile', coach.token, {
    bio: `${name} coaches sprinters`,
    sports: ['Athletics'],
    ...(publicPage === undefined ? {} : { publicPage }),
  });
  expect(created.statusCode, created.body).toBe(201);
  return coach;
}

/** The coach (or the organisation its admin acts as) lists the athlete or coach, and the other side confirms. */
async function associate(
  owner: { token: string },
  member: { token: string; profileId: string; profileType: 'athlete' | 'coach' },
) {
  const added = await call('POST', '/api/associated', owner.token, {
    profileId: member.profileId,
    profileType: member.profileType,
  });
  expect(added.statusCode, added.body).toBe(201);
  const id: string = added.json().associated._id;
  const confirmUrl =
    member.profileType === 'athlete'
      ? `/api/athleteProfile/confirmAssociated/${id}`
      : `/api/associated/${id}/confirm`;
  const confirmed = await call('PUT', confirmUrl, member.token);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

const setLink = async (token: string, enabled: boolean) => {
  if (enabled) await grantPublicLink(t, token);
  return call('PUT', '/api/users/public-link', token, { enabled });
};
const names = (entries: readonly { profile: { name: string } }[]) =>
  entries.map((entry) => entry.profile.name);

describe('a coach’s public page', () => {
  it('is off until the coach turns it on, answering as an unknown coach; on, anyone sees it without signing in', async () => {
    const coach = await newCoach('Paula Private');
    const created = await call('GET', '/api/coachProfile/me', coach.token);
    expect(created.json<CoachProfile>().publicPage).toBe(false);
    const off = await visit(`/api/public/coach/${coach.user._id}`);
    expect(off.statusCode).toBe(404);
    expect(messages(off.body)).toEqual([PUBLIC_COACH_NOT_FOUND]);
    const unknown = await visit('/api/public/coach/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(off.body);

    const turnedOn = await call('PUT', '/api/coachProfile', coach.token, { publicPage: true });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    expect(turnedOn.json().profile).toMatchObject({
      publicPage: true,
      bio: 'Paula Private coaches sprinters',
    });
    const page = await visit(`/api/public/coach/${coach.user._id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<CoachProfile>()).toMatchObject({
      _id: coach.user._id,
      name: 'Paula Private',
      sports: ['Athletics'],
      publicPage: true,
      isOwner: false,
      followers: 0,
    });

    // Turned off again (a field left out stays as it was), it is gone again.
    expect(
      (await call('PUT', '/api/coachProfile', coach.token, { bio: 'New bio' })).json().profile.publicPage,
    ).toBe(true);
    await call('PUT', '/api/coachProfile', coach.token, { publicPage: false });
    expect((await visit(`/api/public/coach/${coach.user._id}`)).statusCode).toBe(404);
  });

  it('is created on when asked, and a coach account without details has none', async () => {
    const coach = await newCoach('Olive Open', true);
    expect((await visit(`/api/public/coach/${coach.user._id}`)).statusCode).toBe(200);
    const bare = await registerUser(t, { userType: 2, name: 'Bare Coach' });
    expect((await visit(`/api/public/coach/${bare.user._id}`)).statusCode).toBe(404);
    // An athlete's user id is no coach.
    const athlete = await createAthlete(t);
    expect((await visit(`/api/public/coach/${athlete.user._id}`)).statusCode).toBe(404);
  });

  it('refuses what cannot be an id, and a publicPage that is not true or false', async () => {
    const bad = await visit('/api/public/coach/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.body)[0]).toMatch(/^id/);
    const coach = await newCoach('Vera Valid');
    const refused = await call('PUT', '/api/coachProfile', coach.token, { publicPage: 'yes' });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused.body)).toEqual(['publicPage: publicPage must be true or false']);
  });

  it('lists only the people a visitor may see: public athletes and coaches, a minor only after consent and a link', async () => {
    const coach = await newCoach('Hana Host', true);
    const open = await createAthlete(t, { name: 'Olu Open' });
    const closed = await createAthlete(t, { name: 'Cai Closed' });
    const minor = await createMinor(t, { name: 'Mia Minor' });
    const colleague = await newCoach('Cole Colleague', true);
    const privateColleague = await newCoach('Pia Private');
    await setLink(open.token, true);
    for (const athlete of [open, closed]) {
      await associate(coach, { ...athlete, profileType: 'athlete' });
    }
    for (const other of [colleague, privateColleague]) {
      await associate(coach, { token: other.token, profileId: other.user._id, profileType: 'coach' });
    }

    const page = (await visit(`/api/public/coach/${coach.user._id}`)).json<CoachProfile>();
    expect(names(page.athletes)).toEqual(['Olu Open']);
    expect(names(page.coaches)).toEqual(['Cole Colleague']);
    // A member sees all of them.
    const member = (
      await call('GET', `/api/coachProfile/user/${coach.user._id}`, open.token)
    ).json<CoachProfile>();
    expect(names(member.athletes).sort()).toEqual(['Cai Closed', 'Olu Open']);
    expect(names(member.coaches).sort()).toEqual(['Cole Colleague', 'Pia Private']);

    // A minor cannot be listed before consent (nobody may see them); after it, only once their link is on.
    const hidden = await call('POST', '/api/associated', coach.token, {
      profileId: minor.profileId,
      profileType: 'athlete',
    });
    expect(hidden.statusCode).toBe(404);
    const consentToken = await consentTokenFor(t, minor.caregiverEmail);
    const consented = await t.app.inject({
      method: 'PUT',
      url: `/api/public/consent/${consentToken}`,
      payload: { consent: true },
    });
    expect(consented.statusCode, consented.body).toBe(200);
    await associate(coach, { ...minor, profileType: 'athlete' });
    const afterConsent = (await visit(`/api/public/coach/${coach.user._id}`)).json<CoachProfile>();
    expect(names(afterConsent.athletes)).toEqual(['Olu Open']);
    expect((await setLink(minor.token, true)).statusCode).toBe(200);
    const withLink = (await visit(`/api/public/coach/${coach.user._id}`)).json<CoachProfile>();
    expect(names(withLink.athletes).sort()).toEqual(['Mia Minor', 'Olu Open']);

    // Withdrawn consent hides the minor again, link or not.
    await t.app.inject({
      method: 'PUT',
      url: `/api/public/consent/${consentToken}`,
      payload: { consent: false },
    });
    const withdrawn = (await visit(`/api/public/coach/${coach.user._id}`)).json<CoachProfile>();
    expect(names(withdrawn.athletes)).toEqual(['Olu Open']);
  });
});

describe('an organisation’s public page', () => {
  it('shows to anyone, with only the admins and people a visitor may see', async () => {
    const admin = await newCoach('Ada Admin');
    const created = await call('POST', '/api/organisation', admin.token, {
      name: 'Harbour Athletics Club',
      sport: 'track',
      city: 'Cork',
    });
    expect(created.statusCode, created.body).toBe(201);
    const org: Organisation = created.json().organisation;
    const publicAdmin = await newCoach('Pat Public', true);
    expect(
      (await call('POST', '/api/organisation/admins', admin.token, { userId: publicAdmin.user._id }))
        .statusCode,
    ).toBe(200);
    await call('PUT', '/api/users/active-profile', admin.token, { activeProfile: 'org' });
    const open = await createAthlete(t, { name: 'Ola Open' });
    const closed = await createAthlete(t, { name: 'Cy Closed' });
    await setLink(open.token, true);
    for (const athlete of [open, closed]) {
      await associate(admin, { ...athlete, profileType: 'athlete' });
    }

    const page = await visit(`/api/public/org/${org._id}`);
    expect(page.statusCode, page.body).toBe(200);
    const shown = page.json<Organisation>();
    expect(shown).toMatchObject({
      name: 'Harbour Athletics Club',
      sport: 'Athletics',
      city: 'Cork',
      isAdmin: false,
    });
    expect(shown.admins.map((card) => card.name)).toEqual(['Pat Public']);
    expect(names(shown.athletes)).toEqual(['Ola Open']);
    // Members see every admin and athlete.
    const member = (await call('GET', `/api/organisation/${org._id}`, closed.token)).json<Organisation>();
    expect(member.admins.map((card) => card.name).sort()).toEqual(['Ada Admin', 'Pat Public']);
    expect(names(member.athletes).sort()).toEqual(['Cy Closed', 'Ola Open']);
  });

  it('is 404 for an unknown organisation and 400 for what cannot be an id', async () => {
    const unknown = await visit('/api/public/org/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(messages(unknown.body)).toEqual(['No such organisation']);
    expect((await visit('/api/public/org/42')).statusCode).toBe(400);
  });
});
