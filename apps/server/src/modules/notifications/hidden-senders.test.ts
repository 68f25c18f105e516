// Issue 22, item 8: once a minor's caregiver withdraws consent, the minor's notifications leave what others read.
// Every kind names only its sender, so a hidden sender hides the whole notification: not listed, not counted, not
// read, not acted on (a follow or connect request is answered as for an unknown one), not delivered live; and all of
// it comes back when consent does.
import type { NotificationPage, UnseenCount } from '@podium/core/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consentTokenFor, createMinor } from '../../test/consent-helpers.ts';
import { auth, createAthlete, messages } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ask, closeSockets, collect, connect, listen, pause } from '../../test/sockets.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(() => closeSockets());
afterAll(() => t.close());

type Person = { token: string; profileId: string };
const call = (method: 'GET' | 'POST' | 'PUT', path: string, token: string, payload?: object) =>
  t.app.inject({ method, url: path, headers: auth(token), ...(payload ? { payload } : {}) });

const inbox = async (p: Person) =>
  (
    await call('GET', `/api/notifications?profile_id=${p.profileId}&profile_type=athlete`, p.token)
  ).json<NotificationPage>().notifications;
const unseen = async (p: Person) =>
  (await call('GET', '/api/notifications/unseen-count', p.token)).json<UnseenCount>().total;

/** A minor whose caregiver consented, and a way for the caregiver to decide again. */
async function consentedMinor(name: string) {
  const minor = await createMinor(t, { name });
  const token = await consentTokenFor(t, minor.caregiverEmail);
  const decide = async (consent: boolean) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/public/consent/${token}`,
      payload: { consent },
    });
    expect(response.statusCode).toBe(200);
  };
  await decide(true);
  return { ...minor, decide };
}

describe('a minor’s requests after their caregiver withdraws consent', () => {
  it('leave the receiver’s list and count, cannot be read or accepted, and come back with consent', async () => {
    const minor = await consentedMinor('Hidden Asker');
    const receiver = await createAthlete(t, { name: 'Asked Athlete' });
    expect(
      (
        await call('POST', '/api/following/request', minor.token, {
          profileId: receiver.profileId,
          profileType: 'athlete',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/api/connections', minor.token, { profileId: receiver.profileId })).statusCode,
    ).toBe(200);
    const before = await inbox(receiver);
    expect(before.map((n) => n.type).sort()).toEqual(['Athlete Connect Request', 'follow_request']);
    expect(await unseen(receiver)).toBe(2);
    const follow = before.find((n) => n.type === 'follow_request');
    const connect = before.find((n) => n.type === 'Athlete Connect Request');
    if (!follow || !connect) throw new Error('both requests arrive');

    await minor.decide(false);
    expect(await inbox(receiver)).toEqual([]);
    expect(await unseen(receiver)).toBe(0);
    const listed = await call(
      'GET',
      `/api/notifications?profile_id=${receiver.profileId}&profile_type=athlete`,
      receiver.token,
    );
    for (const secret of [minor.profileId, minor.user._id, 'Hidden Asker'])
      expect(listed.body).not.toContain(secret);

    const read = await call('PUT', '/api/notifications/read', receiver.token, {
      notification_id: follow._id,
      userType: 'athlete',
    });
    expect(read.statusCode).toBe(404);
    const accepted = await call('PUT', '/api/following/request/handle', receiver.token, {
      notification_id: follow._id,
      _id: minor.profileId,
      isAccepted: true,
    });
    expect(accepted.statusCode).toBe(404);
    expect(messages(accepted.body)).toEqual(['notification_id: No such notification']);
    const connected = await call('PUT', '/api/connections/handle', receiver.token, {
      notification_id: connect._id,
      isAccepted: true,
    });
    expect(connected.statusCode).toBe(404);
    expect(messages(connected.body)).toEqual(['notification_id: No such notification']);
    const followers = await call(
      'GET',
      `/api/following/followers?profileId=${receiver.profileId}&profileType=athlete`,
      receiver.token,
    );
    expect(followers.json().profiles).toEqual([]);

    await minor.decide(true);
    expect((await inbox(receiver)).map((n) => n._id).sort()).toEqual([follow._id, connect._id].sort());
    const acceptedNow = await call('PUT', '/api/following/request/handle', receiver.token, {
      notification_id: follow._id,
      _id: minor.profileId,
      isAccepted: true,
    });
    expect(acceptedNow.statusCode).toBe(200);
  });

  it('are not delivered live once hidden: not to the receiver, nor to anyone else', async () => {
    const minor = await consentedMinor('Hidden Live');
    const receiver = await createAthlete(t);
    const bystander = await createAthlete(t);
    const sockets = await Promise.all(
      [receiver, bystander].map(async (person) => {
        const socket = await connect(url, { token: person.token });
        await ask(socket, 'registerUser', { userId: person.user._id, profileId: person.profileId });
        return collect(socket, 'new-notification');
      }),
    );
    await t.app.deliveries.stop();
    await call('POST', '/api/following/request', minor.token, {
      profileId: receiver.profileId,
      profileType: 'athlete',
    });
    await minor.decide(false);
    t.app.deliveries.start();
    await t.app.deliveries.drain();
    await pause(200);
    expect(sockets).toEqual([[], []]);
    const left = await t.db.query<{ state: string }>(
      `select d.state from notification_deliveries d join notifications n on n.id = d.notification_id
        where n.sender_user_id = $1`,
      [minor.user._id],
    );
    // The socket's delivery, done without reaching anyone (the receiver has no device to push to: no push row).
    expect(left.map((row) => row.state)).toEqual(['done']);
  });
});
