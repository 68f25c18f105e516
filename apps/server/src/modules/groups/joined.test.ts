// Issue 24, a join told live: whoever joins (an invitation accepted, a request confirmed), the group's admins whose
// setting is all get a Group Joined, so their open group page shows the new member; not the joiner, not the admin who
// let them in, not plain members, not an admin who chose notices only or muted. An admin under 16's caregiver is
// copied, without the joiner's name.
import { describe, expect, it } from 'vitest';
import { consentTokenFor, createMinor, mailsTo } from '../../test/consent-helpers.ts';
import { type Person, useGroupsApp } from '../../test/groups.ts';

const { t, g } = useGroupsApp();

const joinedOf = async (who: Person) => (await g.inbox(who)).filter((n) => n.type === 'Group Joined');

describe('a join', () => {
  it('is told to the admins whose setting is all, not to members, the muted or the joiner', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Rowing Squad');
    const [ada, nia, mo, max] = [
      await g.coach('Ada Admin'),
      await g.coach('Nia Notices'),
      await g.coach('Mo Muted'),
      await g.athlete('Max Member'),
    ];
    for (const admin of [ada, nia, mo]) await g.addMember(groupId, cora, admin, 'admin');
    await g.addMember(groupId, cora, max);
    const set = (who: Person, notifications: string) =>
      g.call('PUT', `/api/groups/${groupId}/settings`, who, { type: who.profileType, notifications });
    expect((await set(nia, 'notices')).statusCode).toBe(200);
    expect((await set(mo, 'muted')).statusCode).toBe(200);
    const before = {
      cora: (await joinedOf(cora)).length,
      ada: (await joinedOf(ada)).length,
      nia: (await joinedOf(nia)).length,
      mo: (await joinedOf(mo)).length,
    };

    const jo = await g.athlete('Jo Joiner');
    await g.addMember(groupId, ada, jo);

    // Ada invited, but Jo's accepting is news to her too: an invitation may wait for days.
    for (const admin of [cora, ada]) {
      const told = await joinedOf(admin);
      expect(told.length).toBe(admin === cora ? before.cora + 1 : before.ada + 1);
      expect(told[0]).toMatchObject({
        body: 'joined the Rowing Squad group',
        data: { groupId, groupName: 'Rowing Squad', _id: jo.profileId, senderType: 'athlete' },
        sender: expect.objectContaining({ name: 'Jo Joiner' }),
      });
    }
    expect(await joinedOf(nia)).toHaveLength(before.nia);
    expect(await joinedOf(mo)).toHaveLength(before.mo);
    expect(await joinedOf(max)).toEqual([]);
    expect(await joinedOf(jo)).toEqual([]);
  });

  it('confirmed, is told to the other admins but not to the one who let them in', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Track Club');
    const ada = await g.coach('Ada Admin');
    await g.addMember(groupId, cora, ada, 'admin');
    const before = (await joinedOf(cora)).length;
    const asker = await g.athlete('Ash Asker');
    expect((await g.join(groupId, asker)).json().state).toBe('requested');
    const confirmed = await g.call('PUT', `/api/groups/${groupId}/confirmJoin`, ada, {
      memberId: asker.profileId,
      memberType: 'athlete',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const told = await joinedOf(cora);
    expect(told).toHaveLength(before + 1);
    expect(told[0]).toMatchObject({ sender: expect.objectContaining({ name: 'Ash Asker' }) });
    expect(await joinedOf(ada)).toEqual([]);
  });

  it('copies an admin under 16’s caregiver without the joiner’s name, and not the joining minor’s', async () => {
    const made = await createMinor(t, { name: 'Kim Captain' });
    const token = await consentTokenFor(t, made.caregiverEmail);
    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/public/consent/${token}`,
      payload: { consent: true },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const kim: Person = { ...made, userId: made.user._id, profileType: 'athlete' };
    const groupId = await g.makeGroup(kim, 'Junior Relay');
    const before = (await mailsTo(t, made.caregiverEmail)).length;

    const ava = await g.athlete('Ava Adult');
    await g.addMember(groupId, kim, ava);

    expect(await joinedOf(kim)).toEqual([expect.objectContaining({ body: 'joined the Junior Relay group' })]);
    const copies = (await mailsTo(t, made.caregiverEmail)).slice(before);
    expect(copies.map((mail) => mail.text.split('\n').at(-1))).toEqual([
      'A new member joined the group Junior Relay.',
    ]);
    expect(copies.some((mail) => mail.text.includes('Ava Adult'))).toBe(false);
  });

  it('asked for, copies an admin under 16’s caregiver without the asker’s name', async () => {
    const made = await createMinor(t, { name: 'Kit Captain' });
    const token = await consentTokenFor(t, made.caregiverEmail);
    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/public/consent/${token}`,
      payload: { consent: true },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const kit: Person = { ...made, userId: made.user._id, profileType: 'athlete' };
    const groupId = await g.makeGroup(kit, 'Junior Hurdles');
    const before = (await mailsTo(t, made.caregiverEmail)).length;

    const asker = await g.coach('Abe Asker');
    expect((await g.join(groupId, asker)).json().state).toBe('requested');

    const asked = (await g.inbox(kit)).filter((n) => n.type === 'Group Join Request');
    expect(asked).toEqual([expect.objectContaining({ body: 'asked to join the Junior Hurdles group' })]);
    const copies = (await mailsTo(t, made.caregiverEmail)).slice(before);
    expect(copies.map((mail) => mail.text.split('\n').at(-1))).toEqual([
      'Someone asked to join the group Junior Hurdles: an admin decides whether they join.',
    ]);
    expect(copies.some((mail) => mail.text.includes('Abe Asker'))).toBe(false);
  });
});
