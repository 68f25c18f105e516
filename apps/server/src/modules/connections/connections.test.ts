// Issue 10, "Athlete Connect Request (Deny, Accept) between athletes": ask, accept or deny through the
// notification, withdraw, remove, list; athletes only; a minor without consent can neither be asked nor shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentTokenFor, createMinor } from '../../test/consent-helpers.ts';
import { auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ageRequests } from '../../test/requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
type Person = { token: string; profileId: string };

const ask = (from: Person, to: Person) =>
  call('POST', '/api/connections', from.token, { profileId: to.profileId });
const status = async (of: Person, other: Person) =>
  (await call('GET', `/api/connections/status/${other.profileId}`, of.token)).json();
const names = async (of: Person) =>
  (await call('GET', '/api/connections', of.token)).json().profiles.map((p: { name: string }) => p.name);

async function requestOf(to: Person) {
  const list = await call(
    'GET',
    `/api/notifications?profile_id=${to.profileId}&profile_type=athlete`,
    to.token,
  );
  return list.json().notifications.find((n: { type: string }) => n.type === 'Athlete Connect Request');
}

const handle = (who: Person, notificationId: string, isAccepted: boolean) =>
  call('PUT', '/api/connections/handle', who.token, { notification_id: notificationId, isAccepted });

describe('athlete connect', () => {
  it('asks, and the addressee accepts through the Athlete Connect Request notification', async () => {
    const ana = await createAthlete(t, { name: 'Ana Asker' });
    const ben = await createAthlete(t, { name: 'Ben Addressee' });
    const asked = await ask(ana, ben);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ msg: 'You asked Ben Addressee to connect' });

    const request = await requestOf(ben);
    expect(request).toMatchObject({
      body: 'wants to connect with you',
      data: { _id: ana.profileId, senderType: 'athlete', userType: 'athlete' },
      sender: { profileId: ana.profileId, name: 'Ana Asker' },
    });
    expect(await status(ana, ben)).toEqual({ state: 'requested', notification_id: null });
    expect(await status(ben, ana)).toEqual({ state: 'received', notification_id: request._id });

    const accepted = await handle(ben, request._id, true);
    expect(accepted.json()).toEqual({ msg: 'Confirmed!' });
    expect(await requestOf(ben)).toBeUndefined();
    expect(await status(ana, ben)).toMatchObject({ state: 'connected' });
    expect(await names(ana)).toEqual(['Ben Addressee']);
    expect(await names(ben)).toEqual(['Ana Asker']);
    const told = await call(
      'GET',
      `/api/notifications?profile_id=${ana.profileId}&profile_type=athlete`,
      ana.token,
    );
    expect(told.json().notifications[0]).toMatchObject({
      type: 'Athlete Connect Accepted',
      body: 'accepted your connect request',
    });

    const again = await ask(ana, ben);
    expect(again.statusCode).toBe(409);
    expect(messages(again.body)).toEqual(['You are already connected with Ben Addressee']);

    const removed = await call('DELETE', `/api/connections/${ben.profileId}`, ana.token);
    expect(removed.json()).toEqual({ msg: 'You are no longer connected with Ben Addressee' });
    expect(await names(ben)).toEqual([]);
    expect((await call('DELETE', `/api/connections/${ben.profileId}`, ana.token)).statusCode).toBe(409);
  });

  it('denies: the request goes, and the one denied cannot ask again (the other still may)', async () => {
    const ana = await createAthlete(t, { name: 'Ana' });
    const ben = await createAthlete(t, { name: 'Ben' });
    await ask(ana, ben);
    const denied = await handle(ben, (await requestOf(ben))._id, false);
    expect(denied.json()).toEqual({ msg: 'Request Denied!' });
    expect(await requestOf(ben)).toBeUndefined();
    expect(await names(ben)).toEqual([]);
    const again = await ask(ana, ben);
    expect(again.statusCode).toBe(409);
    expect(messages(again.body)).toEqual(['Ben did not accept your connect request']);
    expect(await status(ana, ben)).toEqual({ state: 'none', notification_id: null });
    expect((await ask(ben, ana)).statusCode).toBe(200);
    expect(await status(ana, ben)).toMatchObject({ state: 'received' });
  });

  it('withdraws a waiting request (its notification goes) and drops one whose notification was deleted', async () => {
    const ana = await createAthlete(t);
    const ben = await createAthlete(t);
    await ask(ana, ben);
    const withdrawn = await call('DELETE', `/api/connections/${ben.profileId}`, ana.token);
    expect(withdrawn.json().msg).toMatch(/^You withdrew your request to connect with /);
    expect(await requestOf(ben)).toBeUndefined();

    // Asking again waits a day after the last request (request limits).
    expect((await ask(ana, ben)).statusCode).toBe(429);
    await ageRequests(t, ana.user._id);
    await ask(ana, ben);
    const request = await requestOf(ben);
    expect(
      (await call('DELETE', '/api/notifications', ben.token, { notification_id: request._id })).statusCode,
    ).toBe(200);
    expect(await status(ana, ben)).toMatchObject({ state: 'none' });
    await ageRequests(t, ana.user._id);
    expect((await ask(ana, ben)).statusCode).toBe(200);
  });

  it('refuses coaches, yourself, twice, both ways, unknown athletes and bad input', async () => {
    const ana = await createAthlete(t);
    const ben = await createAthlete(t, { name: 'Ben' });
    const coach = await registerUser(t, { userType: 2 });
    const asCoach = await call('POST', '/api/connections', coach.token, { profileId: ana.profileId });
    expect(asCoach.statusCode).toBe(403);
    expect(messages(asCoach.body)).toEqual(['Only athletes connect with athletes']);
    expect((await call('GET', '/api/connections', coach.token)).statusCode).toBe(403);
    // A coach is not an athlete to connect with: unknown as an athlete.
    expect(
      (await call('POST', '/api/connections', ana.token, { profileId: coach.user._id })).statusCode,
    ).toBe(404);
    expect(messages((await ask(ana, ana)).body)).toEqual(['profileId: You cannot connect with yourself']);
    expect((await call('POST', '/api/connections', ana.token, { profileId: UNKNOWN_ID })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/connections', ana.token, { profileId: 'nope' })).statusCode).toBe(400);
    expect((await call('POST', '/api/connections', ana.token, {})).statusCode).toBe(400);
    expect((await call('POST', '/api/connections', undefined, { profileId: ben.profileId })).statusCode).toBe(
      401,
    );
    await ask(ana, ben);
    expect(messages((await ask(ana, ben)).body)).toEqual([
      'You have already asked Ben to connect; wait for their answer',
    ]);
    expect((await ask(ben, ana)).statusCode).toBe(409);
    const noAthlete = await registerUser(t, { userType: 1 });
    expect(
      (await call('POST', '/api/connections', noAthlete.token, { profileId: ana.profileId })).statusCode,
    ).toBe(409);
  });

  it('answers only its addressee, and only connect requests', async () => {
    const ana = await createAthlete(t);
    const ben = await createAthlete(t);
    const eve = await createAthlete(t);
    await ask(ana, ben);
    const request = await requestOf(ben);
    expect((await handle(eve, request._id, true)).statusCode).toBe(403);
    expect((await handle(ana, request._id, true)).statusCode).toBe(403);
    expect((await handle(ben, UNKNOWN_ID, true)).statusCode).toBe(404);
    await call('POST', '/api/following/request', ana.token, {
      profileId: eve.profileId,
      profileType: 'athlete',
    });
    const follow = (
      await call('GET', `/api/notifications?profile_id=${eve.profileId}&profile_type=athlete`, eve.token)
    ).json().notifications[0];
    const wrong = await handle(eve, follow._id, true);
    expect(wrong.statusCode).toBe(400);
    expect(messages(wrong.body)).toEqual(['notification_id: This notification is not a connect request']);
    const bad = await call('PUT', '/api/connections/handle', ben.token, { notification_id: request._id });
    expect(messages(bad.body)).toEqual(['isAccepted: isAccepted is required']);
  });

  it('acts only on the caller’s own pair: a third athlete can neither remove nor read another’s connection', async () => {
    const ana = await createAthlete(t);
    const ben = await createAthlete(t);
    const eve = await createAthlete(t);
    await ask(ana, ben);
    await handle(ben, (await requestOf(ben))._id, true);
    const removed = await call('DELETE', `/api/connections/${ben.profileId}`, eve.token);
    expect(removed.statusCode).toBe(409);
    expect(await status(eve, ben)).toEqual({ state: 'none', notification_id: null });
    expect(await status(ana, ben)).toMatchObject({ state: 'connected' });
    // A request sent to you is answered, not removed from your side.
    await ask(eve, ana);
    expect((await call('DELETE', `/api/connections/${eve.profileId}`, ana.token)).statusCode).toBe(409);
    expect((await call('GET', `/api/connections/status/${UNKNOWN_ID}`, ana.token)).statusCode).toBe(404);
  });
});

describe('a minor and athlete connect', () => {
  it('cannot be asked nor ask before consent; once given connects; hidden from lists when withdrawn', async () => {
    const ana = await createAthlete(t, { name: 'Ana Adult' });
    const minor = await createMinor(t, { name: 'Saoirse Kelly' });
    const asked = await ask(ana, minor);
    expect(asked.statusCode).toBe(404);
    expect(messages(asked.body)).toEqual(['profileId: No such athlete']);
    const asking = await ask(minor, ana);
    expect(asking.statusCode).toBe(404);
    expect(messages(asking.body)[0]).toMatch(/^Your profile stays hidden until your parent or caregiver/);
    expect((await call('GET', `/api/connections/status/${minor.profileId}`, ana.token)).statusCode).toBe(404);

    const token = await consentTokenFor(t, minor.caregiverEmail);
    await call('PUT', `/api/public/consent/${token}`, undefined, { consent: true });
    expect((await ask(ana, minor)).statusCode).toBe(200);
    await handle(minor, (await requestOf(minor))._id, true);
    expect(await names(ana)).toEqual(['Saoirse Kelly']);

    await call('PUT', `/api/public/consent/${token}`, undefined, { consent: false });
    expect(await names(ana)).toEqual([]);
    expect((await call('GET', '/api/connections', ana.token)).body).not.toContain('Saoirse');
    expect((await call('GET', `/api/connections/status/${minor.profileId}`, ana.token)).statusCode).toBe(404);

    await call('PUT', `/api/public/consent/${token}`, undefined, { consent: true });
    expect(await names(ana)).toEqual(['Saoirse Kelly']);
  });
});
