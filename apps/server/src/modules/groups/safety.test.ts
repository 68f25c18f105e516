// Issue 24, groups safe for minors and honest links: a minor without their caregiver's consent is invited, found
// and let in by nobody; the caregiver is copied on everything a minor receives from a group; a /register-group-link
// is honoured only against the invitation the group stored (for that email, unexpired, once) and only with the secret
// code its mail carried, whatever its admin segment says; and a removed member's sockets are told at once.
import type { AnyNotification } from '@podium/core/api';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consentTokenFor, createMinor, mailsTo } from '../../test/consent-helpers.ts';
import { auth, deleteAccount, messages, registerUser } from '../../test/factories.ts';
import { type Person, useGroupsApp } from '../../test/groups.ts';
import { ask, closeSockets, connect, listen, nextEvent } from '../../test/sockets.ts';
import { HIDDEN_PERSON, ONLY_MEMBERS, PROFILE_NOT_FOUND } from './policy.ts';

const { t, g } = useGroupsApp();
let url: string;
beforeAll(async () => {
  url = await listen(t.app);
});
afterEach(() => closeSockets());

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
    // One copy of each; each is its own job, so they may be sent in either order.
    expect(copies.map((mail) => mail.text.split('\n').at(-1)).sort()).toEqual([
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
  const registerThrough = (email: string, groupId: string, admin: 'true' | 'false', code?: string) =>
    registerUser(t, {
      email,
      userType: 2,
      birthDate: '1985-01-01',
      registerLink: { type: 'group', email, admin, groupId, ...(code === undefined ? {} : { code }) },
    });
  const asJoiner = (made: Awaited<ReturnType<typeof registerUser>>): Person => ({
    ...made,
    userId: made.user._id,
    profileId: made.user._id,
    profileType: 'coach',
  });
  /** Invites the email by mail and answers the code its newest link carries. */
  async function invitedCode(groupId: string, admin: Person, email: string): Promise<string> {
    expect((await g.invite(groupId, admin, { email })).json()).toEqual({ msg: 'Group member added!' });
    const link = (await mailsTo(t, email)).at(-1)?.text.match(/register-group-link\/\S+\?code=([\w-]{43})\s/);
    if (!link?.[1]) throw new Error(`no register-group-link with a code mailed to ${email}`);
    return link[1];
  }
  let n = 0;
  const fresh = (what: string) => `${what}-${Date.now()}-${++n}@example.com`;

  it('lands the invited email in the group with the stored role: a link edited to admin=true makes no admin', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora, 'Link Squad');
    const email = fresh('invited');
    const code = await invitedCode(groupId, cora, email);
    const [mail] = await mailsTo(t, email);
    expect(mail?.text).toContain(
      `http://podium.test/register-group-link/${encodeURIComponent(email)}/false/${groupId}?code=${code}`,
    );

    const person = asJoiner(await registerThrough(email, groupId, 'true', code));
    expect((await g.join(groupId, person)).json()).toMatchObject({ state: 'joined' });
    expect((await g.read(groupId, person)).json().myProf.role).toBe('member');
    expect((await g.read(groupId, cora)).json().invitations).toContainEqual(
      expect.objectContaining({ email, state: 'accepted', role: 'member' }),
    );
    // The secret is spent at registration, never kept with the account.
    const [signup] = await t.db.query<{ link: object }>(
      `select signup -> 'registerLink' as link from users where id = $1`,
      [person.userId],
    );
    expect(signup?.link).toEqual({ type: 'group', email, admin: 'true', groupId });
  });

  it('registers but joins nothing without the mailed code: none, a wrong one, another invitation’s, a replaced one, a spent one, an expired one', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora, 'Guarded');
    const joinsThrough = async (email: string, code?: string) => {
      const made = await registerThrough(email, groupId, 'false', code);
      return (await g.join(groupId, asJoiner(made))).json().state;
    };

    // The email and the group id alone, as anyone who knows them would write the link.
    const bare = fresh('bare');
    const bareCode = await invitedCode(groupId, cora, bare);
    expect(await joinsThrough(bare)).toBe('requested');

    // A made-up code, and the code of another email's invitation to the same group.
    const guessed = fresh('guessed');
    await invitedCode(groupId, cora, guessed);
    expect(await joinsThrough(guessed, 'A'.repeat(43))).toBe('requested');
    const borrowed = fresh('borrowed');
    await invitedCode(groupId, cora, borrowed);
    expect(await joinsThrough(borrowed, bareCode)).toBe('requested');

    // Sent again: the first link's code no longer opens it, the new one does.
    const resent = fresh('resent');
    const first = await invitedCode(groupId, cora, resent);
    const second = await invitedCode(groupId, cora, resent);
    expect(second).not.toBe(first);
    expect(await joinsThrough(resent, first)).toBe('requested');

    // Spent: the account registered with it joined; deleted and registered again through the same link, it joins
    // nothing.
    const once = fresh('once');
    const onceCode = await invitedCode(groupId, cora, once);
    const onceMade = await registerThrough(once, groupId, 'false', onceCode);
    expect((await g.join(groupId, asJoiner(onceMade))).json().state).toBe('joined');
    expect((await deleteAccount(t, onceMade)).statusCode).toBe(200);
    expect(await joinsThrough(once, onceCode)).toBe('requested');

    // Expired.
    const late = fresh('late');
    const lateCode = await invitedCode(groupId, cora, late);
    await t.db.query(
      `update group_email_invitations set expires_at = now() - interval '1 second' where email = $1`,
      [late],
    );
    expect(await joinsThrough(late, lateCode)).toBe('requested');
    // Nobody got in but the owner (the one who joined has deleted their account).
    expect(
      (await g.read(groupId, cora)).json().members.map((m: { profileId: string }) => m.profileId),
    ).toEqual([cora.profileId]);
  });

  it('is honoured for nobody without a stored invitation, for another email or group, without the link, or twice', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora, 'Guarded Too');

    // A hand-made link to a group that invited nobody by that email (a group id that is none is no error either).
    const forger = asJoiner(await registerThrough(fresh('forger'), groupId, 'true', 'A'.repeat(43)));
    expect((await g.join(groupId, forger)).json().state).toBe('requested');
    expect(messages((await g.read(groupId, forger)).body)).toEqual([ONLY_MEMBERS]);
    expect((await registerThrough(fresh('nogroup'), 'g-42', 'false', 'A'.repeat(43))).user._id).toBeTruthy();

    // Another group's invitation, with its own code, is not this one's.
    const elsewhere = await g.makeGroup(cora, 'Elsewhere');
    const invitedThere = fresh('there');
    const thereCode = await invitedCode(elsewhere, cora, invitedThere);
    const wrongGroup = asJoiner(await registerThrough(invitedThere, groupId, 'false', thereCode));
    expect((await g.join(groupId, wrongGroup)).json().state).toBe('requested');

    // The invited email, registered without the group's link: it did not come through the invitation.
    const direct = fresh('direct');
    await invitedCode(groupId, cora, direct);
    const directJoiner = asJoiner(
      await registerUser(t, { email: direct, userType: 2, birthDate: '1985-01-01' }),
    );
    expect((await g.join(groupId, directJoiner)).json().state).toBe('requested');

    // Used once: the joiner who left cannot join with it again.
    const once = fresh('once');
    const code = await invitedCode(groupId, cora, once);
    const onceJoiner = asJoiner(await registerThrough(once, groupId, 'false', code));
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
