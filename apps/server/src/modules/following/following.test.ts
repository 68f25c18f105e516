// Following through HTTP (issue 9): ask, the asked profile sees a follow_request and accepts or rejects it;
// unfollow; block and unblock; the lists; and every refusal (yourself, twice, blocked, hidden, someone else's).
import type { FollowList, FollowStatus, NotificationPage, UnseenCount } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentTokenFor, createMinor } from '../../test/consent-helpers.ts';
import { auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ageRequests } from '../../test/requests.ts';
import { HIDDEN_ASKER } from './policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = { token: string; profileId: string };
const athleteRef = (p: Person) => ({ profileId: p.profileId, profileType: 'athlete' as const });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

const ask = (from: Person, to: { profileId: string; profileType: string }) =>
  call('POST', '/api/following/request', from.token, to);

async function inbox(p: Person, profileType = 'athlete') {
  const response = await call(
    'GET',
    `/api/notifications?profile_id=${p.profileId}&profile_type=${profileType}`,
    p.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationPage>().notifications;
}

const handle = (p: Person, notificationId: string, senderId: string, isAccepted: boolean) =>
  call('PUT', '/api/following/request/handle', p.token, {
    notification_id: notificationId,
    _id: senderId,
    isAccepted,
  });

const list = async (p: Person, side: 'followers' | 'following', of: Person) => {
  const response = await call(
    'GET',
    `/api/following/${side}?profileId=${of.profileId}&profileType=athlete`,
    p.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FollowList>().profiles.map((card) => card.name);
};

const status = async (p: Person, of: Person) =>
  (
    await call('GET', `/api/following/status?profileId=${of.profileId}&profileType=athlete`, p.token)
  ).json<FollowStatus>();

describe('a follow request', () => {
  it('reaches the asked profile as a follow_request, and accepting makes the sender a follower', async () => {
    const ann = await createAthlete(t, { name: 'Ann Asker' });
    const bob = await createAthlete(t, { name: 'Bob Asked' });
    const asked = await ask(ann, athleteRef(bob));
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().msg).toBe('You asked to follow Bob Asked');

    const [request] = await inbox(bob);
    expect(request).toMatchObject({
      type: 'follow_request',
      body: 'wants to follow you',
      data: { _id: ann.profileId, senderType: 'athlete', userType: 'athlete' },
      sender: { profileId: ann.profileId, profileType: 'athlete', name: 'Ann Asker', photo: null },
      receiver: { profileId: bob.profileId, profileType: 'athlete' },
      seen: false,
    });
    expect(await status(ann, bob)).toEqual({
      isFollowing: false,
      isRequested: true,
      followsYou: false,
      isBlocked: false,
    });

    const accepted = await handle(bob, request?._id ?? '', ann.profileId, true);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await inbox(bob)).toEqual([]);
    expect(await list(ann, 'followers', bob)).toEqual(['Ann Asker']);
    expect(await list(bob, 'following', ann)).toEqual(['Bob Asked']);
    expect(await status(ann, bob)).toMatchObject({ isFollowing: true, isRequested: false });
    expect(await status(bob, ann)).toMatchObject({ followsYou: true });
    // The asker hears that it was accepted.
    const [news] = await inbox(ann);
    expect(news).toMatchObject({ type: 'follow_accepted', sender: { name: 'Bob Asked' } });

    const unfollowed = await call('DELETE', '/api/following', ann.token, athleteRef(bob));
    expect(unfollowed.json().msg).toBe('You no longer follow Bob Asked');
    expect(await list(ann, 'followers', bob)).toEqual([]);
    const again = await call('DELETE', '/api/following', ann.token, athleteRef(bob));
    expect(again.statusCode).toBe(409);
    expect(messages(again.body)).toEqual(['You do not follow Bob Asked']);
  });

  it('rejected, is removed and makes nobody a follower; a request can be withdrawn', async () => {
    const ann = await createAthlete(t);
    const bob = await createAthlete(t);
    await ask(ann, athleteRef(bob));
    const [request] = await inbox(bob);
    const rejected = await handle(bob, request?._id ?? '', ann.profileId, false);
    expect(rejected.json().msg).toBe('Follow request rejected');
    expect(await inbox(bob)).toEqual([]);
    expect(await list(bob, 'followers', bob)).toEqual([]);

    // Asking again after a rejection waits a day (request limits).
    expect((await ask(ann, athleteRef(bob))).statusCode).toBe(429);
    await ageRequests(t, ann.user._id);
    expect((await ask(ann, athleteRef(bob))).statusCode).toBe(200);
    const withdrawn = await call('DELETE', '/api/following', ann.token, athleteRef(bob));
    expect(withdrawn.statusCode).toBe(200);
    expect(await inbox(bob)).toEqual([]);
  });

  it('to a coach and to an organisation goes to that profile, as spec 6 names the sender', async () => {
    const ann = await createAthlete(t);
    const coach = await registerUser(t, { userType: 2, name: 'Cora Coach' });
    const admin = await registerUser(t, {
      userType: 2,
      orgAdmin: true,
      organisation: 'Lee Rowing',
      activeProfile: 'org',
    });
    const owned = (await call('GET', '/api/notifications/unseen-count', admin.token)).json<UnseenCount>();
    const org = owned.profiles.find((profile) => profile.profileType === 'org');
    const adminCoach = owned.profiles.find((profile) => profile.profileType === 'coach');
    if (!org || !adminCoach) throw new Error(`expected an org and a coach profile: ${JSON.stringify(owned)}`);

    expect((await ask(ann, { profileId: coach.user._id, profileType: 'coach' })).statusCode).toBe(200);
    expect((await ask(ann, { profileId: org.profileId, profileType: 'org' })).statusCode).toBe(200);
    const coachInbox = await inbox({ token: coach.token, profileId: coach.user._id }, 'coach');
    expect(coachInbox).toHaveLength(1);
    const orgInbox = await inbox({ token: admin.token, profileId: org.profileId }, 'org');
    expect(orgInbox).toHaveLength(1);
    // One account with two profiles reads each one's apart.
    expect(await inbox({ token: admin.token, profileId: adminCoach.profileId }, 'coach')).toEqual([]);
    const counts = (await call('GET', '/api/notifications/unseen-count', admin.token)).json<UnseenCount>();
    expect(counts.total).toBe(1);

    // The organisation admin acts as the organisation (activeProfile org): it asks as the org.
    expect((await ask({ token: admin.token, profileId: org.profileId }, athleteRef(ann))).statusCode).toBe(
      200,
    );
    const [fromOrg] = await inbox(ann);
    expect(fromOrg?.sender).toMatchObject({
      profileId: org.profileId,
      profileType: 'org',
      name: 'Lee Rowing',
    });
  });
});

describe('an organisation deleted on its own (account spec 4, profile org)', () => {
  it('takes its follows and its notifications with it; the admin’s account stays', async () => {
    const ann = await createAthlete(t);
    const admin = await registerUser(t, {
      userType: 2,
      orgAdmin: true,
      organisation: 'Gone Rowing',
      activeProfile: 'org',
    });
    const owned = (await call('GET', '/api/notifications/unseen-count', admin.token)).json<UnseenCount>();
    const org = owned.profiles.find((profile) => profile.profileType === 'org');
    if (!org) throw new Error(`expected an org profile: ${JSON.stringify(owned)}`);
    const orgPerson = { token: admin.token, profileId: org.profileId };
    expect((await ask(ann, { profileId: org.profileId, profileType: 'org' })).statusCode).toBe(200);
    const [request] = await inbox(orgPerson, 'org');
    if (!request) throw new Error('the organisation should have a follow request');
    expect((await handle(orgPerson, request._id, ann.profileId, true)).statusCode).toBe(200);
    expect((await ask(orgPerson, athleteRef(ann))).statusCode).toBe(200);
    expect((await inbox(ann)).map((n) => n.type).sort()).toEqual(['follow_accepted', 'follow_request']);

    const deleted = await t.app.inject({
      method: 'PUT',
      url: '/api/users/delete',
      headers: auth(admin.token),
      payload: { password: admin.password, profile: 'org' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // Nothing names the organisation any more: not the athlete's inbox, not their following list.
    expect(await inbox(ann)).toEqual([]);
    expect(await list(ann, 'following', ann)).toEqual([]);
    const left = await t.db.query<{ n: number }>(
      `select count(*)::int as n from follows where followed_profile_id = $1 or follower_profile_id = $1`,
      [org.profileId],
    );
    expect(left[0]?.n).toBe(0);
  });
});

describe('refusals', () => {
  it('refuses following yourself, twice, or while a request waits, with a clear message', async () => {
    const ann = await createAthlete(t);
    const bob = await createAthlete(t, { name: 'Bob Twice' });
    const self = await ask(ann, athleteRef(ann));
    expect(self.statusCode).toBe(409);
    expect(messages(self.body)).toEqual(['profileId: You cannot follow your own profile']);

    await ask(ann, athleteRef(bob));
    const waiting = await ask(ann, athleteRef(bob));
    expect(waiting.statusCode).toBe(409);
    expect(messages(waiting.body)).toEqual([
      'You have already asked to follow Bob Twice; wait for their answer',
    ]);

    const [request] = await inbox(bob);
    await handle(bob, request?._id ?? '', ann.profileId, true);
    const twice = await ask(ann, athleteRef(bob));
    expect(twice.statusCode).toBe(409);
    expect(messages(twice.body)).toEqual(['You already follow Bob Twice']);
  });

  it('refuses following a profile that blocks you, and blocking ends follows and requests either way', async () => {
    const ann = await createAthlete(t);
    const bob = await createAthlete(t, { name: 'Bob Blocker' });
    await ask(bob, athleteRef(ann));
    await ask(ann, athleteRef(bob));
    const blocked = await call('PUT', '/api/following/block', bob.token, athleteRef(ann));
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await inbox(ann)).toEqual([]);
    expect(await inbox(bob)).toEqual([]);

    const refused = await ask(ann, athleteRef(bob));
    expect(refused.statusCode).toBe(409);
    expect(messages(refused.body)).toEqual([
      'profileId: This profile does not accept follow requests from you',
    ]);
    const own = await ask(bob, athleteRef(ann));
    expect(messages(own.body)).toEqual([
      expect.stringMatching(/^You block .+: unblock them before following$/),
    ]);
    expect(own.statusCode).toBe(409);
    expect(await status(bob, ann)).toMatchObject({ isBlocked: true });

    expect((await call('DELETE', '/api/following/block', bob.token, athleteRef(ann))).statusCode).toBe(200);
    const notBlocking = await call('DELETE', '/api/following/block', bob.token, athleteRef(ann));
    expect(notBlocking.statusCode).toBe(409);
    // Unblocked, a day after the request the block ended (request limits).
    await ageRequests(t, ann.user._id);
    expect((await ask(ann, athleteRef(bob))).statusCode).toBe(200);
    const self = await call('PUT', '/api/following/block', bob.token, athleteRef(bob));
    expect(messages(self.body)).toEqual(['profileId: You cannot block your own profile']);
  });

  it('answers 404 for unknown profiles and for a minor hidden until their caregiver consents', async () => {
    const ann = await createAthlete(t);
    const unknown = await ask(ann, {
      profileId: '00000000-0000-4000-8000-000000000000',
      profileType: 'athlete',
    });
    expect(unknown.statusCode).toBe(404);
    expect(messages(unknown.body)).toEqual(['profileId: No such profile']);
    // An athlete profile id named as a coach's is no coach.
    expect((await ask(ann, { profileId: ann.profileId, profileType: 'coach' })).statusCode).toBe(404);

    const year = new Date().getUTCFullYear() - 14;
    const minor = await registerUser(t, { birthDate: `${year}-01-01`, caregiverEmail: 'parent@example.com' });
    const created = await call('POST', '/api/athleteProfile', minor.token, {
      sportingCred: [{ sport: 'Football (soccer)', main: true }],
    });
    const minorProfile = { profileId: created.json().profile._id, profileType: 'athlete' };
    const hidden = await ask(ann, minorProfile);
    expect(hidden.statusCode).toBe(404);
    expect(messages(hidden.body)).toEqual(['profileId: No such profile']);
    const followers = await call(
      'GET',
      `/api/following/followers?profileId=${minorProfile.profileId}&profileType=athlete`,
      ann.token,
    );
    expect(followers.statusCode).toBe(404);
    // Nor can the hidden minor reach out: they would be shown to the one they ask.
    const fromMinor = await ask({ token: minor.token, profileId: minorProfile.profileId }, athleteRef(ann));
    expect(fromMinor.statusCode).toBe(404);
    expect(messages(fromMinor.body)).toEqual([HIDDEN_ASKER]);
    expect(await inbox(ann)).toEqual([]);
  });

  it('refuses an athlete without a profile, and answers 401 without a token', async () => {
    const bob = await createAthlete(t);
    const newcomer = await registerUser(t);
    const refused = await call('POST', '/api/following/request', newcomer.token, athleteRef(bob));
    expect(refused.statusCode).toBe(409);
    expect(messages(refused.body)).toEqual([
      'Create your athlete profile first: you follow others as your profile',
    ]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/following/request',
      payload: athleteRef(bob),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets only the asked profile answer a request, naming its sender', async () => {
    const ann = await createAthlete(t);
    const bob = await createAthlete(t);
    const eve = await createAthlete(t);
    await ask(ann, athleteRef(bob));
    const [request] = await inbox(bob);
    const id = request?._id ?? '';

    const other = await handle(eve, id, ann.profileId, true);
    expect(other.statusCode).toBe(403);
    expect(messages(other.body)).toEqual(['notification_id: This notification is addressed to someone else']);
    const unknown = await handle(bob, '00000000-0000-4000-8000-000000000000', ann.profileId, true);
    expect(unknown.statusCode).toBe(404);
    const wrongSender = await handle(bob, id, eve.profileId, true);
    expect(wrongSender.statusCode).toBe(400);
    expect(messages(wrongSender.body)).toEqual([
      '_id: Must be the id of the profile that asked to follow (the notification’s data._id)',
    ]);
    const badBody = await call('PUT', '/api/following/request/handle', bob.token, {
      notification_id: id,
      _id: ann.profileId,
    });
    expect(badBody.statusCode).toBe(400);

    await handle(bob, id, ann.profileId, true);
    const [accepted] = await inbox(ann);
    const notRequest = await handle(ann, accepted?._id ?? '', bob.profileId, true);
    expect(notRequest.statusCode).toBe(400);
    expect(messages(notRequest.body)).toEqual(['notification_id: This notification is not a follow request']);
  });

  it('leaves a follower out of lists, and off their notifications, once they are hidden from the viewer', async () => {
    const coachOfMinor = await createAthlete(t, { name: 'Open Athlete' });
    const minor = await createMinor(t, { name: 'Young Follower' });
    const token = await consentTokenFor(t, minor.caregiverEmail);
    const decide = (consent: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/public/consent/${token}`, payload: { consent } });
    expect((await decide(true)).statusCode).toBe(200);
    expect((await ask(minor, athleteRef(coachOfMinor))).statusCode).toBe(200);
    const [request] = await inbox(coachOfMinor);
    expect(request?.sender?.name).toBe('Young Follower');
    await handle(coachOfMinor, request?._id ?? '', minor.profileId, true);
    const other = await createAthlete(t);
    await ask(minor, athleteRef(other));
    expect(await list(coachOfMinor, 'followers', coachOfMinor)).toEqual(['Young Follower']);

    expect((await decide(false)).statusCode).toBe(200);
    expect(await list(coachOfMinor, 'followers', coachOfMinor)).toEqual([]);
    // Their request leaves the asked profile's notifications with them (notifications/hidden-senders.test.ts).
    expect(await inbox(other)).toEqual([]);
    // The minor still sees whom they follow.
    expect(await list(minor, 'following', minor)).toEqual(['Open Athlete']);
  });
});
