// Issue 24, groups safe for minors and honest links: a minor without their caregiver's consent is invited, found
// and let in by nobody; the caregiver is copied on everything a minor receives from a group; a /register-group-link
// is honoured only against the invitation the group stored (for that email, unexpired, once), whatever its admin
// segment says; and a removed member's sockets are told at once.
import type { AnyNotification } from '@podium/core/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consentTokenFor, createMinor, mailsTo } from '../../test/consent-helpers.ts';
import { auth, messages, registerUser } from '../../test/factories.ts';
import { groupCalls, type Person } from '../../test/groups.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ask, closeSockets, connect, listen, nextEvent } from '../../test/sockets.ts';
import { HIDDEN_PERSON, ONLY_MEMBERS, PROFILE_NOT_FOUND } from './policy.ts';

let t: TestApp;
let g: ReturnType<typeof groupCalls>;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  g = groupCalls(t);
  url = await listen(t.app);
});
afterEach(() => closeSockets());
afterAll(async () => {
  await t.close();
});

async function minor(name: string) {
  const made = await createMinor(t, { name });
  const person: Person = { ...made, userId: made.user._id, profileType: 'athlete' };
  return { person, caregiverEmail: made.caregiverEmail };
}

async function consent(caregiverEmail: string) {
  const token = await consentTokenFor(t, caregiverEmail);
  const decided = await t.app.inject({
    method: 'PUT',
    url: `/api/public/consent/${token}`,
    payload: { consent: true },
  });
  expect(decided.statusCode, decided.body).toBe(200);
}

describe('minors', () => {
  it('without consent cannot be invited, ask to join or make a group; with it they can', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora);
    const { person: kid, caregiverEmail } = await minor('Kit Young');

    const invited = await g.invite(groupId, cora, kid);
    expect(invited.statusCode).toBe(404);
    expect(messages(invited.body)).toEqual([PROFILE_NOT_FOUND]);
    const asked = await g.join(groupId, kid);
    expect(asked.statusCode).toBe(403);
    expect(messages(asked.body)).toEqual([HIDDEN_PERSON]);
    const made = await g.call('POST', '/api/groups', kid, { name: 'My friends' });
    expect(made.statusCode).toBe(403);
    expect(await g.inbox(cora)).toEqual([]);

    await consent(caregiverEmail);
    expect((await g.invite(groupId, cora, kid)).statusCode).toBe(200);
    expect((await g.join(groupId, kid)).json().state).toBe('joined');
  });

  it('copies the caregiver on the invitation, every notice and the removal, whatever the minor’s setting', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Junior Squad');
    const { person: kid, caregiverEmail } = await minor('Kit Copied');
    await consent(caregiverEmail);
    const before = (await mailsTo(t, caregiverEmail)).length;

    await g.addMember(groupId, cora, kid);
    await g.call('PUT', `/api/groups/${groupId}/settings`, kid, { type: 'athlete', notifications: 'muted' });
    await g.call('POST', `/api/groups/${groupId}/noticeboard`, cora, {
      type: 'coach',
      text: 'Bring water on Sunday',
    });
    await g.remove(groupId, cora, kid);

    const copies = (await mailsTo(t, caregiverEmail)).slice(before);
    expect(copies.map((mail) => mail.subject)).toEqual([
      'Podium: Kit Copied and the Junior Squad group',
      'Podium: Kit Copied and the Junior Squad group',
      'Podium: Kit Copied and the Junior Squad group',
    ]);
    expect(copies.map((mail) => mail.text.split('\n').at(-1))).toEqual([
      'An invitation to join the group Junior Squad.',
      'Bring water on Sunday',
      'They were removed from the group Junior Squad.',
    ]);
    // An adult member's caregiver copy is nobody's.
    const adult = await g.athlete('Ada Adult');
    await g.addMember(groupId, cora, adult);
    expect(t.outbox().filter((mail) => mail.text.includes('Ada Adult'))).toEqual([]);
  });
});

describe('the register-group-link', () => {
  const registerThrough = (email: string, groupId: string, admin: 'true' | 'false') =>
    registerUser(t, {
      email,
      userType: 2,
      birthDate: '1985-01-01',
      registerLink: { type: 'group', email, admin, groupId },
    });

  it('lands the invited email in the group with the stored role: a link edited to admin=true makes no admin', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora, 'Link Squad');
    const email = `invited-${Date.now()}@example.com`;
    expect((await g.invite(groupId, cora, { email })).json()).toEqual({ msg: 'Group member added!' });
    const [mail] = await mailsTo(t, email);
    expect(mail?.text).toContain(
      `http://podium.test/register-group-link/${encodeURIComponent(email)}/false/${groupId}`,
    );

    const made = await registerThrough(email, groupId, 'true');
    const person: Person = { ...made, userId: made.user._id, profileId: made.user._id, profileType: 'coach' };
    expect((await g.join(groupId, person)).json()).toMatchObject({ state: 'joined' });
    expect((await g.read(groupId, person)).json().myProf.role).toBe('member');
    expect((await g.read(groupId, cora)).json().invitations).toContainEqual(
      expect.objectContaining({ email, state: 'accepted', role: 'member' }),
    );
  });

  it('is honoured for nobody without a stored invitation, for another email, without the link, once expired, or twice', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora, 'Guarded');
    const asJoiner = async (made: Awaited<ReturnType<typeof registerUser>>): Promise<Person> => ({
      ...made,
      userId: made.user._id,
      profileId: made.user._id,
      profileType: 'coach',
    });

    // A hand-made link to a group that invited nobody by that email.
    const forger = await asJoiner(await registerThrough(`forger-${Date.now()}@example.com`, groupId, 'true'));
    expect((await g.join(groupId, forger)).json().state).toBe('requested');
    expect(messages((await g.read(groupId, forger)).body)).toEqual([ONLY_MEMBERS]);

    // Another group's invitation is not this one's.
    const elsewhere = await g.makeGroup(cora, 'Elsewhere');
    const invitedThere = `there-${Date.now()}@example.com`;
    await g.invite(elsewhere, cora, { email: invitedThere });
    const wrongGroup = await asJoiner(await registerThrough(invitedThere, groupId, 'false'));
    expect((await g.join(groupId, wrongGroup)).json().state).toBe('requested');

    // The invited email, registered without the group's link: it did not come through the invitation.
    const direct = `direct-${Date.now()}@example.com`;
    await g.invite(groupId, cora, { email: direct });
    const directJoiner = await asJoiner(
      await registerUser(t, { email: direct, userType: 2, birthDate: '1985-01-01' }),
    );
    expect((await g.join(groupId, directJoiner)).json().state).toBe('requested');

    // Expired.
    const late = `late-${Date.now()}@example.com`;
    await g.invite(groupId, cora, { email: late });
    await t.db.query(
      `update group_email_invitations set expires_at = now() - interval '1 second' where email = $1`,
      [late],
    );
    const lateJoiner = await asJoiner(await registerThrough(late, groupId, 'false'));
    expect((await g.join(groupId, lateJoiner)).json().state).toBe('requested');

    // Used once: the joiner who left cannot join with it again.
    const once = `once-${Date.now()}@example.com`;
    await g.invite(groupId, cora, { email: once });
    const onceJoiner = await asJoiner(await registerThrough(once, groupId, 'false'));
    expect((await g.join(groupId, onceJoiner)).json().state).toBe('joined');
    expect((await g.remove(groupId, onceJoiner, onceJoiner)).json().msg).toBe('Removed from group!');
    expect((await g.join(groupId, onceJoiner)).json().state).toBe('requested');
  });
});

describe('a removed member', () => {
  it('is told on their socket at once, and the group is gone from them', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Socket Squad');
    const sid = await g.athlete('Sid Socket');
    await g.addMember(groupId, cora, sid);
    const socket = await connect(url, { token: sid.token });
    expect(await ask(socket, 'registerUser', { userId: sid.userId, profileId: sid.profileId })).toEqual({
      profileId: sid.profileId,
      profileType: 'athlete',
    });
    const told = nextEvent<AnyNotification>(socket, 'new-notification');
    expect((await g.remove(groupId, cora, sid)).statusCode).toBe(200);
    expect(await told).toMatchObject({
      type: 'Removed You',
      data: { groupId, groupName: 'Socket Squad' },
      receiver: { profileId: sid.profileId },
    });
    expect((await g.read(groupId, sid)).statusCode).toBe(403);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/groups?type=athlete',
      headers: auth(sid.token),
    });
    expect(mine.json().groups).toEqual([]);
  });
});
