// Organisations through HTTP (issue 10): a coach creates one and administers it; only admins edit it and add
// admins (coach accounts); members see it; a coach switches between coach and organisation (spec 6); deleting the
// organisation alone (account spec 4) takes its admins and associations with it and leaves the accounts.
import type { Organisation, OrganisationAnswer, User } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadMessages } from '../notifications/service.ts';
import {
  ADMIN_ELSEWHERE,
  ADMIN_NOT_FOUND,
  ALREADY_ADMIN,
  ALREADY_THIS_ADMIN,
  NO_ORGANISATION,
  ONLY_COACHES_CREATE,
  ONLY_COACHES_SWITCH,
  ORG_NOT_FOUND,
} from './policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

const newCoach = (name = 'Olga Owner') => registerUser(t, { userType: 2, name });
const me = async (token: string) => (await call('GET', '/api/auth', token)).json<User>();

async function createOrg(token: string, name = 'Lee Rowing Club') {
  const response = await call('POST', '/api/organisation', token, {
    name,
    logo: 'https://cdn.example.com/logo.png',
    bio: 'Rowing on the Lee',
    sport: 'crew',
    country: 'Ireland',
    state: 'Munster',
    city: 'Cork',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrganisationAnswer>().organisation;
}

describe('an organisation', () => {
  it('is created by a coach who becomes its admin and acts as it; a second is refused', async () => {
    const olga = await newCoach();
    const org = await createOrg(olga.token);
    expect(org).toMatchObject({
      name: 'Lee Rowing Club',
      logo: 'https://cdn.example.com/logo.png',
      sport: 'Rowing',
      city: 'Cork',
      isAdmin: true,
      admins: [{ profileId: olga.user._id, profileType: 'coach', name: 'Olga Owner' }],
    });
    expect(await me(olga.token)).toMatchObject({ orgAdmin: true, activeProfile: 'org' });
    const mine = await call('GET', '/api/organisation/me', olga.token);
    expect(mine.json<Organisation>()._id).toBe(org._id);
    const again = await call('POST', '/api/organisation', olga.token, { name: 'Second' });
    expect(again.statusCode).toBe(409);
    expect(messages(again.body)).toEqual([ALREADY_ADMIN]);
  });

  it('is refused to an athlete, and /me is 404 to a coach with none', async () => {
    const athlete = await createAthlete(t);
    const refused = await call('POST', '/api/organisation', athlete.token, { name: 'Nope' });
    expect(refused.statusCode).toBe(403);
    expect(messages(refused.body)).toEqual([ONLY_COACHES_CREATE]);
    const coach = await newCoach('No Org');
    const none = await call('GET', '/api/organisation/me', coach.token);
    expect(none.statusCode).toBe(404);
    expect(messages(none.body)).toEqual([NO_ORGANISATION]);
    const bad = await call('POST', '/api/organisation', coach.token, { name: '', city: 'x'.repeat(101) });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.body).join(' ')).toMatch(/name.*city|city.*name/s);
  });

  it('is edited only by its admins; another coach’s PUT is 403 and changes nothing', async () => {
    const olga = await newCoach();
    const org = await createOrg(olga.token, 'Edited Club');
    const outsider = await newCoach('Oscar Outsider');
    const refused = await call('PUT', '/api/organisation', outsider.token, { name: 'Hijacked' });
    expect(refused.statusCode).toBe(403);
    expect(messages(refused.body)).toEqual([NO_ORGANISATION]);
    const athlete = await createAthlete(t);
    expect((await call('PUT', '/api/organisation', athlete.token, { name: 'Hijacked' })).statusCode).toBe(
      403,
    );

    const edited = await call('PUT', '/api/organisation', olga.token, { bio: 'New bio', logo: null });
    expect(edited.json<OrganisationAnswer>()).toMatchObject({
      msg: 'Organisation updated!',
      organisation: { name: 'Edited Club', bio: 'New bio', logo: null, city: 'Cork' },
    });
    const seen = await call('GET', `/api/organisation/${org._id}`, outsider.token);
    expect(seen.json<Organisation>()).toMatchObject({ name: 'Edited Club', isAdmin: false });
  });

  it('shows to members by id, and 404 for an id that is no organisation', async () => {
    const olga = await newCoach();
    const athlete = await createAthlete(t);
    const org = await createOrg(olga.token, 'Seen Club');
    expect((await call('GET', `/api/organisation/${org._id}`, athlete.token)).statusCode).toBe(200);
    const unknown = await call('GET', `/api/organisation/${athlete.profileId}`, athlete.token);
    expect(unknown.statusCode).toBe(404);
    expect(messages(unknown.body)).toEqual([ORG_NOT_FOUND]);
  });

  it('gets another admin from an admin: a coach account by email or id, who may then edit it', async () => {
    const olga = await newCoach();
    await createOrg(olga.token, 'Two Admins');
    const ada = await newCoach('Ada Added');
    const athlete = await createAthlete(t);

    // An athlete's email answers exactly as an unknown one: it tells nobody that an athlete (maybe a minor) uses it.
    const notCoach = await call('POST', '/api/organisation/admins', olga.token, { email: athlete.email });
    expect(notCoach.statusCode).toBe(404);
    expect(messages(notCoach.body)).toEqual([ADMIN_NOT_FOUND]);
    const byId = await call('POST', '/api/organisation/admins', olga.token, { userId: athlete.user._id });
    expect(byId.statusCode).toBe(404);
    expect(messages(byId.body)).toEqual([ADMIN_NOT_FOUND]);
    const nobody = await call('POST', '/api/organisation/admins', olga.token, {
      email: 'nobody@example.com',
    });
    expect(nobody.statusCode).toBe(404);
    expect(messages(nobody.body)).toEqual([ADMIN_NOT_FOUND]);
    const both = await call('POST', '/api/organisation/admins', olga.token, {
      email: ada.email,
      userId: ada.user._id,
    });
    expect(both.statusCode).toBe(400);
    // Only admins add admins.
    const byOutsider = await call('POST', '/api/organisation/admins', ada.token, { userId: ada.user._id });
    expect(byOutsider.statusCode).toBe(403);

    const added = await call('POST', '/api/organisation/admins', olga.token, {
      email: ada.email.toUpperCase(),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<OrganisationAnswer>().organisation.admins.map((a) => a.name)).toEqual([
      'Olga Owner',
      'Ada Added',
    ]);
    const twice = await call('POST', '/api/organisation/admins', olga.token, { userId: ada.user._id });
    expect(messages(twice.body)).toEqual([ALREADY_THIS_ADMIN]);
    expect(await me(ada.token)).toMatchObject({ orgAdmin: true, activeProfile: 'coach' });

    const edit = await call('PUT', '/api/organisation', ada.token, { bio: 'Edited by Ada' });
    expect(edit.statusCode).toBe(200);
    // The added admin owns the organisation profile: its notifications are theirs to read too.
    const owned = (await call('GET', '/api/notifications/unseen-count', ada.token)).json();
    expect(owned.profiles.map((p: { profileType: string }) => p.profileType).sort()).toEqual([
      'coach',
      'org',
    ]);
    // An athlete asks to follow the organisation: either admin counts it, opens it and may delete it.
    const orgId = (await call('GET', '/api/organisation/me', olga.token)).json<Organisation>()._id;
    const follow = await call('POST', '/api/following/request', athlete.token, {
      profileId: orgId,
      profileType: 'org',
    });
    expect(follow.statusCode, follow.body).toBe(200);
    const unseen = (await call('GET', '/api/notifications/unseen-count', ada.token)).json();
    expect(unseen.total).toBe(1);
    const listed = await call('GET', `/api/notifications?profile_id=${orgId}&profile_type=org`, ada.token);
    const [request] = listed.json().notifications;
    const read = await call('PUT', '/api/notifications/read', ada.token, {
      notification_id: request._id,
      userType: 'org',
    });
    expect(read.statusCode, read.body).toBe(200);
    expect((await call('GET', '/api/notifications/unseen-count', olga.token)).json().total).toBe(0);
    // Delivered live and pushed to both admins' accounts, not only the creator's.
    const delivered = (await loadMessages(t.db, [request._id])).get(request._id);
    expect([...(delivered?.userIds ?? [])].sort()).toEqual([olga.user._id, ada.user._id].sort());
    const removed = await call('DELETE', '/api/notifications', ada.token, { notification_id: request._id });
    expect(removed.statusCode, removed.body).toBe(200);

    const other = await newCoach('Other Owner');
    await createOrg(other.token, 'Elsewhere');
    const elsewhere = await call('POST', '/api/organisation/admins', olga.token, { userId: other.user._id });
    expect(messages(elsewhere.body)).toEqual([ADMIN_ELSEWHERE]);
  });
});

describe('the coach / organisation switch (spec 6, /user-profiles)', () => {
  it('lets an admin act as coach or as the organisation, and refuses org without one and athletes', async () => {
    const olga = await newCoach();
    await createOrg(olga.token, 'Switch Club');
    const toCoach = await call('PUT', '/api/users/active-profile', olga.token, { activeProfile: 'coach' });
    expect(toCoach.json()).toEqual({ msg: 'Now acting as your coach profile', activeProfile: 'coach' });
    expect((await me(olga.token)).activeProfile).toBe('coach');
    const toOrg = await call('PUT', '/api/users/active-profile', olga.token, { activeProfile: 'org' });
    expect(toOrg.statusCode).toBe(200);
    expect((await me(olga.token)).activeProfile).toBe('org');

    const plain = await newCoach('Plain Coach');
    const noOrg = await call('PUT', '/api/users/active-profile', plain.token, { activeProfile: 'org' });
    expect(noOrg.statusCode).toBe(409);
    expect(messages(noOrg.body)).toEqual([NO_ORGANISATION]);
    const athlete = await createAthlete(t);
    const refused = await call('PUT', '/api/users/active-profile', athlete.token, { activeProfile: 'coach' });
    expect(refused.statusCode).toBe(403);
    expect(messages(refused.body)).toEqual([ONLY_COACHES_SWITCH]);
    const bad = await call('PUT', '/api/users/active-profile', olga.token, { activeProfile: 'athlete' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('deleting the organisation alone (PUT /api/users/delete, profile org)', () => {
  it('takes its admins and associations, keeps every account, and frees the admins to act as coach', async () => {
    const olga = await newCoach();
    const org = await createOrg(olga.token, 'Doomed Club');
    const ada = await newCoach('Ada Admin');
    await call('POST', '/api/organisation/admins', olga.token, { userId: ada.user._id });
    await call('PUT', '/api/users/active-profile', ada.token, { activeProfile: 'org' });
    const athlete = await createAthlete(t);
    const added = await call('POST', '/api/associated', olga.token, {
      profileId: athlete.profileId,
      profileType: 'athlete',
    });
    expect(added.statusCode, added.body).toBe(201);
    const associationId: string = added.json().associated._id;

    const deleted = await call('PUT', '/api/users/delete', olga.token, {
      profile: 'org',
      password: olga.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().msg).toBe('Organization Deleted!');
    expect((await call('GET', `/api/organisation/${org._id}`, athlete.token)).statusCode).toBe(404);
    for (const coach of [olga, ada]) {
      expect(await me(coach.token)).toMatchObject({ orgAdmin: false, activeProfile: 'coach' });
      expect((await call('GET', '/api/organisation/me', coach.token)).statusCode).toBe(404);
    }
    const confirm = await call(
      'PUT',
      `/api/athleteProfile/confirmAssociated/${associationId}`,
      athlete.token,
    );
    expect(confirm.statusCode).toBe(404);
    const inbox = await call(
      'GET',
      `/api/notifications?profile_id=${athlete.profileId}&profile_type=athlete`,
      athlete.token,
    );
    expect(inbox.json().notifications).toEqual([]);
    // Ada may now create an organisation of her own.
    expect((await call('POST', '/api/organisation', ada.token, { name: 'Ada Club' })).statusCode).toBe(201);
  });
});
