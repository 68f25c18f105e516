// Notification calls through HTTP (issue 9): a profile's list newest first in pages, the unseen count, marking
// read and deleting, each only for the caller's own profiles (403 someone else's, 404 unknown ids).
import type { NotificationPage, UnseenCount } from '@podium/core/api';
import { NOTIFICATION_PAGE_SIZE } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, messages } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { PingNotificationSchema } from '../../test/ping-feature/kinds.ts';
import { registerNotificationKinds } from './kinds.ts';
import { notify } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  registerNotificationKinds([PingNotificationSchema]);
});
afterAll(() => t.close());

type Athlete = Awaited<ReturnType<typeof createAthlete>>;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Notifications for the athlete, written as an event handler writes them. */
async function seed(to: Athlete, count: number, from?: Athlete) {
  for (let n = 0; n < count; n += 1) {
    await t.db.transaction((tx) =>
      notify(tx, {
        kind: PingNotificationSchema,
        body: `number ${n}`,
        data: { n, note: '' },
        sender: from ? { profileId: from.profileId, profileType: 'athlete', userId: from.user._id } : null,
        receiver: { profileId: to.profileId, profileType: 'athlete', userId: to.user._id },
      }),
    );
  }
  // One second apart, in the order made: PGlite's clock can give two quick commits the same time, and the list
  // orders such ties by id (any order, each once), which is not what this file checks.
  await t.db.query(
    `update notifications set created_at = now() - make_interval(secs => $2 - (data->>'n')::int)
      where receiver_profile_id = $1 and data ? 'n'`,
    [to.profileId, count],
  );
}

const list = (who: Athlete, profileId: string, extra = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/notifications?profile_id=${profileId}&profile_type=athlete${extra}`,
    headers: auth(who.token),
  });

const unseen = async (who: Athlete) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/notifications/unseen-count', headers: auth(who.token) })
  ).json<UnseenCount>();

const read = (who: Athlete, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/notifications/read', headers: auth(who.token), payload });

const remove = (who: Athlete, payload: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/notifications', headers: auth(who.token), payload });

describe('GET /api/notifications', () => {
  it('lists a profile’s notifications newest first, a page at a time, each once', async () => {
    const ann = await createAthlete(t);
    const bob = await createAthlete(t, { name: 'Bob Sender' });
    await seed(ann, NOTIFICATION_PAGE_SIZE + 5, bob);
    const first = await list(ann, ann.profileId);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<NotificationPage>();
    expect(page.notifications).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(page.notifications[0]).toMatchObject({
      body: `number ${NOTIFICATION_PAGE_SIZE + 4}`,
      sender: { name: 'Bob Sender', profileType: 'athlete' },
      seen: false,
    });
    expect(page.nextCursor).not.toBeNull();
    const second = (await list(ann, ann.profileId, `&cursor=${page.nextCursor}`)).json<NotificationPage>();
    expect(second.notifications.map((n) => n.body)).toEqual([
      'number 4',
      'number 3',
      'number 2',
      'number 1',
      'number 0',
    ]);
    expect(second.nextCursor).toBeNull();
    const ids = new Set([...page.notifications, ...second.notifications].map((n) => n._id));
    expect(ids.size).toBe(NOTIFICATION_PAGE_SIZE + 5);
  });

  it('answers 403 for another’s profile, 404 for an unknown one, 400 for a broken cursor, 401 without a token', async () => {
    const ann = await createAthlete(t);
    const bob = await createAthlete(t);
    const other = await list(ann, bob.profileId);
    expect(other.statusCode).toBe(403);
    expect(messages(other.body)).toEqual([
      'profile_id: You can only read the notifications of your own profiles',
    ]);
    expect((await list(ann, UNKNOWN)).statusCode).toBe(404);
    // One's own athlete profile id named as a coach profile is no profile of theirs.
    const wrongType = await t.app.inject({
      method: 'GET',
      url: `/api/notifications?profile_id=${ann.profileId}&profile_type=coach`,
      headers: auth(ann.token),
    });
    expect(wrongType.statusCode).toBe(404);
    const cursor = await list(ann, ann.profileId, '&cursor=yesterday');
    expect(cursor.statusCode).toBe(400);
    expect(messages(cursor.body)).toEqual(['cursor: Must be the nextCursor of an earlier page']);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/notifications?profile_id=${ann.profileId}&profile_type=athlete`,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('reading and deleting', () => {
  it('marks one read, which the unseen count follows and its time and place do not, and deletes one', async () => {
    const ann = await createAthlete(t);
    await seed(ann, 3);
    expect(await unseen(ann)).toEqual({
      total: 3,
      profiles: [{ profileId: ann.profileId, profileType: 'athlete', unseen: 3 }],
    });
    // They came an hour ago: reading one must not make it look new.
    await t.db.query(
      `update notifications set updated_at = now() - interval '1 hour' where receiver_profile_id = $1`,
      [ann.profileId],
    );
    const before = (await list(ann, ann.profileId)).json<NotificationPage>().notifications;
    const [newest, next] = before;
    const marked = await read(ann, { notification_id: newest?._id, userType: 'athlete' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().notification).toMatchObject({
      _id: newest?._id,
      seen: true,
      updatedAt: newest?.updatedAt,
    });
    expect((await unseen(ann)).total).toBe(2);
    const after = (await list(ann, ann.profileId)).json<NotificationPage>().notifications;
    expect(after.map((n) => [n._id, n.updatedAt])).toEqual(before.map((n) => [n._id, n.updatedAt]));

    const removed = await remove(ann, { notification_id: next?._id });
    expect(removed.statusCode, removed.body).toBe(200);
    const left = (await list(ann, ann.profileId)).json<NotificationPage>().notifications.map((n) => n._id);
    expect(left).not.toContain(next?._id);
    expect(left).toHaveLength(2);
    expect((await unseen(ann)).total).toBe(1);
    expect((await remove(ann, { notification_id: next?._id })).statusCode).toBe(404);
  });

  it('refuses another’s notification (403), an unknown one (404), a wrong userType (400), no token (401)', async () => {
    const ann = await createAthlete(t);
    const eve = await createAthlete(t);
    await seed(ann, 1);
    const [mine] = (await list(ann, ann.profileId)).json<NotificationPage>().notifications;
    const id = mine?._id;

    const readOther = await read(eve, { notification_id: id, userType: 'athlete' });
    expect(readOther.statusCode).toBe(403);
    expect(messages(readOther.body)).toEqual([
      'notification_id: This notification is addressed to someone else',
    ]);
    const deleteOther = await remove(eve, { notification_id: id });
    expect(deleteOther.statusCode).toBe(403);
    expect((await read(ann, { notification_id: UNKNOWN, userType: 'athlete' })).statusCode).toBe(404);
    const unknown = await remove(ann, { notification_id: UNKNOWN });
    expect(unknown.statusCode).toBe(404);
    expect(messages(unknown.body)).toEqual(['notification_id: No such notification']);
    const wrongType = await read(ann, { notification_id: id, userType: 'org' });
    expect(wrongType.statusCode).toBe(400);
    expect(messages(wrongType.body)).toEqual([
      'userType: This notification is addressed to your athlete profile, not org',
    ]);
    const noId = await remove(ann, {});
    expect(noId.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/notifications', payload: { notification_id: id } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/unseen-count' })).statusCode).toBe(
      401,
    );
    // Nothing of the refusals touched it.
    const [still] = (await list(ann, ann.profileId)).json<NotificationPage>().notifications;
    expect(still).toMatchObject({ _id: id, seen: false });
  });
});
