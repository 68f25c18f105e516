// Issue 24, the notice board: an admin posts, the members are told by a job after the answer (never in the request),
// each as their setting says (all, notices, muted), and "seen by n of m" counts those who opened the group.
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/connection.ts';
import { createEventBus, type EventBus } from '../../events/bus.ts';
import { messages } from '../../test/factories.ts';
import { type Person, useGroupsApp } from '../../test/groups.ts';
import { registerGroupHandlers } from './handlers.ts';
import { tellNoticeToMembers } from './jobs.ts';
import * as store from './store.ts';

const { t, g } = useGroupsApp();

describe('the notice board', () => {
  it('tells each member as their setting says, by a job after the post, and counts who has seen it', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Rowing Squad');
    const [all, noticesOnly, muted] = [
      await g.athlete('Al All'),
      await g.athlete('Nia Notices'),
      await g.athlete('Mu Muted'),
    ];
    for (const member of [all, noticesOnly, muted]) await g.addMember(groupId, cora, member);
    const set = (who: typeof all, notifications: string) =>
      g.call('PUT', `/api/groups/${groupId}/settings`, who, { type: 'athlete', notifications });
    expect((await set(noticesOnly, 'notices')).statusCode).toBe(200);
    expect((await set(muted, 'muted')).statusCode).toBe(200);

    const posted = await g.call('POST', `/api/groups/${groupId}/noticeboard`, cora, {
      type: 'coach',
      text: 'Training moves to 7am on Saturday',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toEqual({ msg: 'Notice Added!' });
    // The request wrote the notice and one job to tell it; the job writes the notifications.
    const jobs = await t.db.query<{ notice: string }>(
      `select j.data ->> 'noticeId' as notice from pgboss.job j join group_notices n on n.id::text = j.data ->> 'noticeId'
        where j.name = 'group-notice' and n.group_id = $1`,
      [groupId],
    );
    expect(jobs).toHaveLength(1);

    const noticeOf = async (who: typeof all) => (await g.inbox(who)).filter((n) => n.type === 'Group Notice');
    expect(await noticeOf(all)).toEqual([
      expect.objectContaining({
        body: 'posted a notice in the Rowing Squad group',
        data: expect.objectContaining({ groupId, groupName: 'Rowing Squad', noticeId: expect.any(String) }),
        sender: expect.objectContaining({ name: 'Cora Coach' }),
      }),
    ]);
    expect(await noticeOf(noticesOnly)).toHaveLength(1);
    expect(await noticeOf(muted)).toEqual([]);
    expect(await noticeOf(cora)).toEqual([]);

    // Seen is opening the group: the owner opens it, then two members do.
    const seen = async (who: typeof all) => (await g.read(groupId, who)).json().noticeboard[0];
    expect(await seen(cora)).toMatchObject({
      text: 'Training moves to 7am on Saturday',
      seenBy: 1,
      memberCount: 4,
    });
    expect(await seen(all)).toMatchObject({ seenBy: 2, memberCount: 4 });
    expect((await g.read(groupId, muted)).json().noticeboard[0].seenBy).toBe(3);
    expect((await g.read(groupId, all)).json().activity[0]).toMatchObject({ kind: 'notice' });
  });

  it('tells nobody twice when its job runs again', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora);
    const al = await g.athlete();
    await g.addMember(groupId, cora, al);
    await g.call('POST', `/api/groups/${groupId}/noticeboard`, cora, { type: 'coach', text: 'Once' });
    await t.app.jobs.settled();
    const [notice] = await t.db.query<{ id: string }>('select id from group_notices where group_id = $1', [
      groupId,
    ]);
    const id = notice?.id ?? '';
    expect(
      await tellNoticeToMembers(
        { db: t.db, mailer: t.mailer, jobs: t.app.jobs, events: createEventBus() },
        id,
      ),
    ).toBe(0);
    expect((await g.inbox(al)).filter((n) => n.type === 'Group Notice')).toHaveLength(1);
  });

  it('tells a group of 12 in as many statements as a group of 2: its notifications are written together', async () => {
    /** A bus with the groups' handlers whose transactions count the statements sent through them. */
    const countingBus = (counted: { statements: number }): EventBus => {
      const bus = createEventBus();
      registerGroupHandlers(bus);
      const counting = (tx: Queryable): Queryable => ({
        query: (sql, params) => {
          counted.statements += 1;
          return tx.query(sql, params);
        },
      });
      return { ...bus, transaction: (db, fn) => db.transaction((tx) => fn(counting(tx))) };
    };
    /** Tells a fresh notice to a group of `size` other members: its statements, and who got it. */
    const tell = async (size: number) => {
      const cora = await g.coach();
      const groupId = await g.makeGroup(cora);
      const members: Person[] = [];
      for (let index = 0; index < size; index += 1) {
        members.push(await g.athlete(`Member ${index}`));
        await g.addMember(groupId, cora, members[index] as Person);
      }
      await t.app.jobs.settled();
      // Written as the post writes it, without its job, which the test runs itself.
      const noticeId = await store.insertNotice(t.db, groupId, cora, 'Bring spikes');
      const counted = { statements: 0 };
      const deps = { db: t.db, mailer: t.mailer, jobs: t.app.jobs, events: countingBus(counted) };
      expect(await tellNoticeToMembers(deps, noticeId)).toBe(size);
      const deliveries = await t.db.query<{ channel: string }>(
        `select d.channel from notification_deliveries d join notifications n on n.id = d.notification_id
          where n.type = 'Group Notice' and n.data ->> 'noticeId' = $1`,
        [noticeId],
      );
      expect(deliveries).toEqual(Array.from({ length: size }, () => ({ channel: 'socket' })));
      for (const member of members) {
        expect((await g.inbox(member)).filter((n) => n.type === 'Group Notice')).toHaveLength(1);
      }
      return counted.statements;
    };
    expect(await tell(12)).toBe(await tell(2));
  });

  it('refuses an empty or overlong notice, and past the day’s limit', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora);
    const post = (text: string) =>
      g.call('POST', `/api/groups/${groupId}/noticeboard`, cora, { type: 'coach', text });
    expect(messages((await post('')).body)).toEqual(['text: Notice is required']);
    expect(messages((await post('x'.repeat(4001))).body)).toEqual(['text: Must be at most 4000 characters']);
    for (let index = 0; index < 20; index += 1) expect((await post(`Notice ${index}`)).statusCode).toBe(201);
    const over = await post('One too many');
    expect(over.statusCode).toBe(429);
    expect(messages(over.body)).toEqual(['A group posts at most 20 notices a day']);
  });
});
