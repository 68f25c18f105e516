// Issue 24, groups: a group of the creator's profile type, invitations with a state, joining, join requests, roles,
// removal and leaving, each refusal shown; only members see a group, and members' emails only when they choose.
import { describe, expect, it } from 'vitest';
import { messages } from '../../test/factories.ts';
import { useGroupsApp } from '../../test/groups.ts';
import {
  ALREADY_MEMBER,
  NO_ACCESS,
  NO_REQUEST,
  NOT_A_MEMBER,
  ONLY_ADMINS,
  ONLY_MEMBERS,
  ONLY_OWNER_REMOVES_ADMINS,
  OWNER_STAYS,
} from './policy.ts';

const { t, g } = useGroupsApp();

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('making and reading a group', () => {
  it('a coach makes a coach group, invites an athlete who joins from the Group Invite, and both see it', async () => {
    const cora = await g.coach('Cora Coach');
    const made = await g.call('POST', '/api/groups', cora, { name: 'Harriers U18', description: 'Squad' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      msg: 'Group created!',
      group: { kind: 'coach', name: 'Harriers U18', memberCount: 1, owner: { profileId: cora.profileId } },
    });
    const groupId: string = made.json().group._id;

    const ann = await g.athlete('Ann Runner');
    const invited = await g.invite(groupId, cora, ann);
    expect(invited.json()).toEqual({ msg: 'Group member added!' });
    const [notice] = await g.inbox(ann);
    expect(notice).toMatchObject({
      type: 'Group Invite',
      body: 'invited you to the Harriers U18 group',
      data: {
        _id: cora.profileId,
        senderType: 'coach',
        userType: 'athlete',
        groupId,
        groupName: 'Harriers U18',
      },
      sender: { name: 'Cora Coach' },
    });
    // Invited is not in: the group is the members' only.
    expect((await g.read(groupId, ann)).statusCode).toBe(403);
    const waiting = await g.call('GET', '/api/groups?type=athlete', ann);
    expect(waiting.json().invitations).toEqual([
      expect.objectContaining({ group: expect.objectContaining({ _id: groupId }), role: 'member' }),
    ]);

    const joined = await g.join(groupId, ann);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ msg: 'You have joined the Harriers U18 group', state: 'joined' });
    expect((await g.join(groupId, ann)).json()).toMatchObject({
      msg: ALREADY_MEMBER,
      state: 'existing member',
    });

    const page = await g.read(groupId, ann);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      group: { _id: groupId, memberCount: 2 },
      members: [
        { profileId: cora.profileId, role: 'owner', name: 'Cora Coach' },
        { profileId: ann.profileId, role: 'member', name: 'Ann Runner' },
      ],
      myProf: { profileId: ann.profileId, profileType: 'athlete', role: 'member', notifications: 'all' },
      requests: [],
      invitations: [],
    });
    expect(page.json().activity.map((a: { kind: string }) => a.kind)).toEqual(['joined', 'created']);
    // The owner sees the invitation's state.
    const asOwner = await g.read(groupId, cora);
    expect(asOwner.json().invitations).toEqual([
      expect.objectContaining({
        profile: expect.objectContaining({ profileId: ann.profileId }),
        state: 'accepted',
      }),
    ]);
    const mine = await g.call('GET', '/api/groups?type=athlete', ann);
    expect(mine.json()).toMatchObject({ groups: [{ _id: groupId, role: 'member' }], invitations: [] });

    const renamed = await g.call('PUT', `/api/groups/${groupId}`, cora, { name: 'Harriers U20' });
    expect(renamed.json()).toMatchObject({
      msg: 'Group updated!',
      group: { name: 'Harriers U20', description: 'Squad' },
    });
    const cleared = await g.call('PUT', `/api/groups/${groupId}`, cora, { description: '' });
    expect(cleared.json().group).toMatchObject({ name: 'Harriers U20', description: '' });
  });

  it('answers No Group for a group that is not there, and refuses anyone but a member its content', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora);
    expect((await g.read(UNKNOWN_ID, cora)).json()).toEqual({ msg: 'No Group' });
    const outsider = await g.coach('Otto Outsider');
    const read = await g.read(groupId, outsider);
    expect(read.statusCode).toBe(403);
    expect(messages(read.body)).toEqual([ONLY_MEMBERS]);
    const noProfile = await g.call('GET', `/api/groups/${groupId}/athlete`, cora);
    expect(messages(noProfile.body)).toEqual(['type: You have no athlete profile']);
    const unknownJoin = await g.join(UNKNOWN_ID, outsider);
    expect(unknownJoin.statusCode).toBe(404);
    expect(messages(unknownJoin.body)).toEqual([NO_ACCESS]);
    expect((await g.call('GET', `/api/groups/${groupId}/coach`)).statusCode).toBe(401);
  });

  it('lets only the owner and admins invite, remove, confirm, deny, edit and post notices', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora);
    const member = await g.athlete('Mia Member');
    await g.addMember(groupId, cora, member);
    const other = await g.athlete('Olly Other');
    const asker = await g.athlete('Asa Asker');
    expect((await g.join(groupId, asker)).json().state).toBe('requested');

    const refused = [
      await g.call('PUT', `/api/groups/invite/${groupId}/athlete`, member, {
        profileId: other.profileId,
        profileType: 'athlete',
      }),
      await g.invite(groupId, member, { email: 'someone@example.com' }),
      await g.remove(groupId, member, cora),
      await g.call('PUT', `/api/groups/${groupId}/confirmJoin`, member, {
        memberId: asker.profileId,
        memberType: 'athlete',
      }),
      await g.call('PUT', `/api/groups/${groupId}/${asker.profileId}/denyJoin`, member),
      await g.call('PUT', `/api/groups/${groupId}`, member, { name: 'Mine now' }),
      await g.call('POST', `/api/groups/${groupId}/noticeboard`, member, { type: 'athlete', text: 'Hello' }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(messages(response.body)).toEqual([ONLY_ADMINS]);
    }
    // An outsider is refused the same way.
    const outsider = await g.coach('Otto');
    expect((await g.invite(groupId, outsider, other)).statusCode).toBe(403);
    expect((await g.read(groupId, cora)).json().group.name).toBe('Harriers U18');

    // Made an admin by invitation, they may.
    const ada = await g.coach('Ada Admin');
    await g.addMember(groupId, cora, ada, 'admin');
    expect((await g.invite(groupId, ada, other)).statusCode).toBe(200);
  });
});

describe('join requests', () => {
  it('asks to join without an invitation; the admins are told; confirm lets in, deny says Request Denied!', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Club Squad');
    const ben = await g.athlete('Ben Asker');
    const asked = await g.call('PUT', `/api/groups/join/${groupId}/athlete`, ben);
    expect(asked.json()).toEqual({
      msg: 'Your request to join the Club Squad group was sent',
      state: 'requested',
      group: null,
    });
    const [told] = await g.inbox(cora);
    expect(told).toMatchObject({ type: 'Group Join Request', data: { groupId, _id: ben.profileId } });
    expect((await g.read(groupId, cora)).json().requests).toEqual([
      expect.objectContaining({ profile: expect.objectContaining({ profileId: ben.profileId }) }),
    ]);
    expect((await g.read(groupId, ben)).statusCode).toBe(403);

    const confirmed = await g.call('PUT', `/api/groups/${groupId}/confirmJoin`, cora, {
      memberId: ben.profileId,
      memberType: 'athlete',
    });
    expect(confirmed.json()).toEqual({ msg: 'Confirmed!' });
    expect((await g.read(groupId, ben)).json().myProf.role).toBe('member');
    const again = await g.call('PUT', `/api/groups/${groupId}/confirmJoin`, cora, {
      memberId: ben.profileId,
      memberType: 'athlete',
    });
    expect(messages(again.body)).toEqual([NO_REQUEST]);

    const cal = await g.athlete('Cal Denied');
    await g.join(groupId, cal);
    const denied = await g.call('PUT', `/api/groups/${groupId}/${cal.profileId}/denyJoin`, cora);
    expect(denied.json()).toEqual({ msg: 'Request Denied!' });
    expect((await g.read(groupId, cal)).statusCode).toBe(403);
    expect((await g.read(groupId, cora)).json().requests).toEqual([]);
  });
});

describe('invitations', () => {
  it('are resent, declined with Reject, and expire', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora);
    const dan = await g.athlete('Dan Decliner');
    await g.invite(groupId, cora, dan);
    await g.invite(groupId, cora, dan);
    expect((await g.inbox(dan)).filter((n) => n.type === 'Group Invite')).toHaveLength(2);
    // The Group Invite's Reject: DELETE /api/groups/{groupId}/{userId}/{userType}/{userType}.
    const rejected = await g.remove(groupId, dan, dan);
    expect(rejected.json()).toEqual({ msg: 'Group invite declined' });
    expect((await g.read(groupId, cora)).json().invitations[0]).toMatchObject({ state: 'declined' });
    // Declined, joining is only asking.
    expect((await g.join(groupId, dan)).json().state).toBe('requested');

    const eve = await g.athlete('Eve Late');
    await g.invite(groupId, cora, eve);
    await t.db.query(
      `update group_invitations set expires_at = now() - interval '1 minute' where invitee_profile_id = $1`,
      [eve.profileId],
    );
    expect((await g.read(groupId, cora)).json().invitations).toContainEqual(
      expect.objectContaining({
        profile: expect.objectContaining({ profileId: eve.profileId }),
        state: 'expired',
      }),
    );
    expect((await g.join(groupId, eve)).json().state).toBe('requested');
    // Sent again, it waits again.
    await g.invite(groupId, cora, eve);
    expect((await g.join(groupId, eve)).json().state).toBe('joined');
  });

  it('refuse inviting a member again, an unknown profile, and past the day’s limit', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora);
    const fay = await g.athlete();
    await g.addMember(groupId, cora, fay);
    const twice = await g.invite(groupId, cora, fay);
    expect(twice.statusCode).toBe(409);
    const unknown = await g.call('PUT', `/api/groups/invite/${groupId}/coach`, cora, {
      profileId: UNKNOWN_ID,
      profileType: 'athlete',
    });
    expect(unknown.statusCode).toBe(404);
    await t.db.query('insert into group_sends (group_id) select $1 from generate_series(1, 100)', [groupId]);
    const tooMany = await g.invite(groupId, cora, await g.athlete());
    expect(tooMany.statusCode).toBe(429);
    expect(messages(tooMany.body)).toEqual(['A group sends at most 100 invitations a day']);
  });
});

describe('removing and leaving', () => {
  it('an admin removes members, only the owner removes admins, nobody removes the owner; leaving says so', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora);
    const ada = await g.coach('Ada Admin');
    const abe = await g.coach('Abe Admin');
    const mo = await g.athlete('Mo Member');
    const lee = await g.athlete('Lee Leaver');
    await g.addMember(groupId, cora, ada, 'admin');
    await g.addMember(groupId, cora, abe, 'admin');
    await g.addMember(groupId, cora, mo);
    await g.addMember(groupId, cora, lee);

    const adminByAdmin = await g.remove(groupId, ada, abe);
    expect(messages(adminByAdmin.body)).toEqual([ONLY_OWNER_REMOVES_ADMINS]);
    const ownerByAdmin = await g.remove(groupId, ada, cora);
    expect(messages(ownerByAdmin.body)).toEqual([OWNER_STAYS]);
    expect(messages((await g.remove(groupId, cora, cora)).body)).toEqual([OWNER_STAYS]);

    expect((await g.remove(groupId, ada, mo)).json()).toEqual({ msg: 'Group member removed!' });
    expect((await g.remove(groupId, cora, abe)).json()).toEqual({ msg: 'Group member removed!' });
    expect(messages((await g.remove(groupId, cora, mo)).body)).toEqual([NOT_A_MEMBER]);
    expect((await g.read(groupId, mo)).statusCode).toBe(403);
    const [told] = await g.inbox(mo);
    expect(told).toMatchObject({
      type: 'Removed You',
      data: { groupId },
      body: 'removed you from the Harriers U18 group',
    });

    expect((await g.remove(groupId, lee, lee)).json()).toEqual({ msg: 'Removed from group!' });
    const page = await g.read(groupId, cora);
    expect(page.json().members.map((m: { profileId: string }) => m.profileId)).toEqual([
      cora.profileId,
      ada.profileId,
    ]);
    expect(
      page
        .json()
        .activity.slice(0, 3)
        .map((a: { kind: string }) => a.kind),
    ).toEqual(['left', 'removed', 'removed']);
  });

  it('never takes a removed member’s own results from their profile', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora);
    const ray = await g.athlete('Ray Results');
    await g.addMember(groupId, cora, ray);
    const added = await g.call('PUT', '/api/athleteProfile/physical-tests', ray, {
      attribute: 'Run Tests',
      test: '40 Yard Dash',
      results: { score: '4.90', unitOfMeasurement: 'sec' },
    });
    expect(added.statusCode, added.body).toBe(200);
    await g.remove(groupId, cora, ray);
    const profile = await g.call('GET', '/api/athleteProfile/me', ray);
    expect(profile.statusCode).toBe(200);
    expect(JSON.stringify(profile.json())).toContain('4.90');
  });
});

describe('members’ own settings', () => {
  it('shows a member’s email to the others only when they choose to', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora);
    const sam = await g.athlete('Sam Shown');
    await g.addMember(groupId, cora, sam);
    const emailOf = async () =>
      (await g.read(groupId, cora))
        .json()
        .members.find((m: { profileId: string }) => m.profileId === sam.profileId).email;
    expect(await emailOf()).toBeNull();
    const shown = await g.call('PUT', `/api/groups/${groupId}/settings`, sam, {
      type: 'athlete',
      showContact: true,
    });
    expect(shown.json()).toEqual({ msg: 'Settings saved!' });
    expect(await emailOf()).toBe(sam.email.toLowerCase());
    const outsider = await g.athlete();
    const refused = await g.call('PUT', `/api/groups/${groupId}/settings`, outsider, {
      type: 'athlete',
      notifications: 'muted',
    });
    expect(messages(refused.body)).toEqual([ONLY_MEMBERS]);
  });
});

describe('bad input', () => {
  it('answers 400 with a message for a name too long, a notice too long, a bad email, an unknown field and an id that is none', async () => {
    const cora = await g.coach('Cora Bounds');
    const groupId = await g.makeGroup(cora);
    const cases: ['POST' | 'PUT', string, object][] = [
      ['POST', '/api/groups', { name: 'x'.repeat(81) }],
      ['POST', '/api/groups', { name: 'Fine', isAdmin: true }],
      ['POST', `/api/groups/${groupId}/noticeboard`, { type: 'coach', text: 'y'.repeat(4001) }],
      ['PUT', `/api/groups/invite/${groupId}/coach`, { email: 'not an email' }],
      ['PUT', '/api/groups/not-an-id', { name: 'Fine' }],
    ];
    for (const [method, url, body] of cases) {
      const answer = await g.call(method, url, cora, body);
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(400);
      expect(messages(answer.body).length, answer.body).toBeGreaterThan(0);
      expect(messages(answer.body).every((msg) => msg.length > 0)).toBe(true);
    }
  });
});
