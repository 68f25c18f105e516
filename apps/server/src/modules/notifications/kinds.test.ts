// Notification kinds (issue 23): a feature declares its kinds and events in its own folders and registers them with
// its handlers. A feature that lives only in this test's folder (test/ping-feature) is written, listed by
// GET /api/notifications and parsed by its own schema; notify writes no kind its module did not register; and every
// kind the modules write, from every event they handle, parses with core's union, each kind written by some event.
import {
  KnownNotificationSchema,
  NOTIFICATION_TYPES,
  type NotificationPage,
  notificationKind,
  type UnseenCount,
} from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EventBus } from '../../events/bus.ts';
import type { DomainEvent, OwnedRef } from '../../events/types.ts';
import { auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { registerPingHandlers } from '../../test/ping-feature/handlers.ts';
import { PingNotificationSchema } from '../../test/ping-feature/kinds.ts';
import { isRegistered, registeredKinds } from './kinds.ts';
import { notify } from './service.ts';

let t: TestApp;
let bus: EventBus | undefined;
beforeAll(async () => {
  t = await createTestApp({
    handlers: (events) => {
      bus = events;
      registerPingHandlers(events);
    },
  });
});
afterAll(() => t.close());

function events(): EventBus {
  if (!bus) throw new Error('the test app registered no handlers of this test');
  return bus;
}

const emit = (event: DomainEvent) => events().transaction(t.db, (tx) => events().emit(tx, event));

interface Person {
  token: string;
  ref: OwnedRef;
}

async function athlete(name: string): Promise<Person> {
  const made = await createAthlete(t, { name });
  return {
    token: made.token,
    ref: { profileId: made.profileId, profileType: 'athlete', userId: made.user._id },
  };
}

async function coach(): Promise<Person> {
  const made = await registerUser(t, { userType: 2, name: 'Cora Coach', birthDate: '1980-02-02' });
  return {
    token: made.token,
    ref: { profileId: made.user._id, profileType: 'coach', userId: made.user._id },
  };
}

async function organisation(): Promise<Person> {
  const admin = await registerUser(t, {
    userType: 2,
    orgAdmin: true,
    organisation: 'Lee Rowing',
    activeProfile: 'org',
  });
  const owned = await t.app.inject({
    method: 'GET',
    url: '/api/notifications/unseen-count',
    headers: auth(admin.token),
  });
  const org = owned.json<UnseenCount>().profiles.find((profile) => profile.profileType === 'org');
  if (!org) throw new Error('expected an organisation');
  return {
    token: admin.token,
    ref: { profileId: org.profileId, profileType: 'org', userId: admin.user._id },
  };
}

/** Everything the person's profile was told, as GET /api/notifications answers it (one page holds it all here). */
async function inbox(person: Person) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/notifications?profile_id=${person.ref.profileId}&profile_type=${person.ref.profileType}`,
    headers: auth(person.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json<NotificationPage>();
  expect(page.nextCursor).toBeNull();
  return page.notifications;
}

describe('a kind declared by a feature in its own folder', () => {
  it('is written by its handler, listed by GET /api/notifications and parsed by its own schema', async () => {
    const ann = await athlete('Ann Pinged');
    const bob = await athlete('Bob Pinger');
    expect(events().handledTypes()).toContain('test.pinged');
    await emit({ type: 'test.pinged', from: bob.ref, to: ann.ref, n: 7, note: 'hello' });
    const [listed, ...rest] = await inbox(ann);
    expect(rest).toEqual([]);
    const ping = PingNotificationSchema.parse(listed);
    expect(ping).toMatchObject({
      type: 'Test Ping',
      body: 'pinged you (7)',
      data: { n: 7, note: 'hello' },
      sender: { profileId: bob.ref.profileId, name: 'Bob Pinger' },
      receiver: { profileId: ann.ref.profileId, profileType: 'athlete' },
      seen: false,
    });
    // Core's union does not know it: it is answered as stored, not refused.
    expect(KnownNotificationSchema.safeParse(listed).success).toBe(false);
  });

  it('is not written unless registered, nor with data its schema does not take; the change fails with it', async () => {
    const ann = await athlete('Ann Unpinged');
    const stray = notificationKind('Test Stray', z.object({ n: z.number() }));
    expect(isRegistered(stray)).toBe(false);
    await expect(
      t.db.transaction((tx) =>
        notify(tx, { kind: stray, body: 'strays', data: { n: 1 }, sender: null, receiver: ann.ref }),
      ),
    ).rejects.toThrow('Test Stray is no registered kind');
    // The same name as a registered kind is not that kind.
    const lookalike = notificationKind('Test Ping', z.object({ n: z.number(), note: z.string() }));
    await expect(
      t.db.transaction((tx) =>
        notify(tx, {
          kind: lookalike,
          body: 'looks alike',
          data: { n: 1, note: '' },
          sender: null,
          receiver: ann.ref,
        }),
      ),
    ).rejects.toThrow('is no registered kind');
    const wrongData = { n: 1.5, note: 'not a whole number' };
    await expect(
      t.db.transaction((tx) =>
        notify(tx, {
          kind: PingNotificationSchema,
          body: 'bad',
          data: wrongData,
          sender: null,
          receiver: ann.ref,
        }),
      ),
    ).rejects.toThrow();
    expect(await inbox(ann)).toEqual([]);
  });
});

describe('every kind the modules write', () => {
  it('parses with core’s union, from every event a module handles, and every kind of core is written', async () => {
    const [ann, bob, cora, org] = [
      await athlete('Ann Sample'),
      await athlete('Bob Sample'),
      await coach(),
      await organisation(),
    ];
    const samples: DomainEvent[] = [
      { type: 'follow.requested', follower: bob.ref, followed: ann.ref },
      { type: 'follow.accepted', follower: bob.ref, followed: ann.ref },
      { type: 'connection.requested', requester: bob.ref, addressee: ann.ref },
      { type: 'connection.accepted', requester: bob.ref, addressee: ann.ref },
      { type: 'associated.added', associationId: crypto.randomUUID(), owner: org.ref, member: ann.ref },
      { type: 'associated.added', associationId: crypto.randomUUID(), owner: org.ref, member: cora.ref },
      { type: 'associated.requested', associationId: crypto.randomUUID(), owner: org.ref, member: cora.ref },
      { type: 'collaborator.invited', athlete: ann.ref, collaborator: cora.ref },
      {
        type: 'collaborator.tests_added',
        athlete: ann.ref,
        collaborator: cora.ref,
        tests: [{ test: '40m Sprint', score: '5.1', unitOfMeasurement: 'sec' }],
      },
      {
        type: 'collaborator.video_added',
        athlete: ann.ref,
        collaborator: cora.ref,
        video: { vidUrl: 'https://media.example/v.mp4', title: null },
      },
      {
        type: 'pitch.sent',
        pitchId: crypto.randomUUID(),
        kind: 'pitch',
        event: null,
        athlete: ann.ref,
        receiver: cora.ref,
      },
      {
        type: 'pitch.sent',
        pitchId: crypto.randomUUID(),
        kind: 'pitch',
        event: { id: crypto.randomUUID(), name: 'Cork Combine' },
        athlete: ann.ref,
        receiver: org.ref,
      },
      {
        type: 'pitch.sent',
        pitchId: crypto.randomUUID(),
        kind: 'contact',
        event: null,
        athlete: ann.ref,
        receiver: cora.ref,
      },
      {
        type: 'pitch.replied',
        pitchId: crypto.randomUUID(),
        replyId: crypto.randomUUID(),
        message: 'Come to a trial',
        athlete: ann.ref,
        replier: cora.ref,
      },
      {
        type: 'endorsement.requested',
        endorsementId: crypto.randomUUID(),
        athlete: ann.ref,
        coach: cora.ref,
      },
      {
        type: 'endorsement.submitted',
        endorsementId: crypto.randomUUID(),
        athlete: ann.ref,
        coach: cora.ref,
      },
      {
        type: 'group.invited',
        groupId: crypto.randomUUID(),
        groupName: 'Squad',
        inviter: cora.ref,
        invitee: ann.ref,
      },
      {
        type: 'group.join_requested',
        groupId: crypto.randomUUID(),
        groupName: 'Squad',
        requester: bob.ref,
        admins: [cora.ref],
      },
      {
        type: 'group.notice_posted',
        groupId: crypto.randomUUID(),
        groupName: 'Squad',
        noticeId: crypto.randomUUID(),
        author: org.ref,
        members: [bob.ref],
      },
      {
        type: 'group.joined',
        groupId: crypto.randomUUID(),
        groupName: 'Squad',
        member: bob.ref,
        admins: [cora.ref],
      },
      {
        type: 'group.removed',
        groupId: crypto.randomUUID(),
        groupName: 'Squad',
        by: cora.ref,
        member: bob.ref,
      },
      {
        type: 'group.request_sent',
        groupId: crypto.randomUUID(),
        groupName: 'Squad',
        requestId: crypto.randomUUID(),
        requestKind: 'test',
        reminder: false,
        author: cora.ref,
        members: [ann.ref],
      },
      {
        type: 'group.pending_submitted',
        groupId: crypto.randomUUID(),
        groupName: 'Squad',
        pendingId: crypto.randomUUID(),
        pendingKind: 'video',
        sender: cora.ref,
        athlete: ann.ref,
      },
      {
        type: 'group.answered',
        groupId: crypto.randomUUID(),
        groupName: 'Squad',
        outcome: 'answered',
        requestId: crypto.randomUUID(),
        kind: 'test',
        member: ann.ref,
        admins: [cora.ref],
      },
      {
        type: 'event.signed_up',
        eventId: crypto.randomUUID(),
        eventName: 'Combine',
        athlete: ann.ref,
        organisation: org.ref,
      },
      {
        type: 'event.cancelled',
        eventId: crypto.randomUUID(),
        eventName: 'Combine',
        promoCode: 'COMBINE-2027',
        organisation: org.ref,
        holders: [ann.ref],
      },
      {
        type: 'event.ticket_refunded',
        eventId: crypto.randomUUID(),
        eventName: 'Combine',
        promoCode: 'COMBINE-2027',
        amount: 2500,
        currency: 'EUR',
        reason: 'full',
        organisation: org.ref,
        buyer: ann.ref,
      },
      {
        type: 'event.refunds_done',
        eventId: crypto.randomUUID(),
        eventName: 'Combine',
        refunded: 3,
        failed: 0,
        organisation: org.ref,
      },
      {
        type: 'event.refund_failed',
        eventId: crypto.randomUUID(),
        eventName: 'Combine',
        amount: 2500,
        currency: 'EUR',
        organisation: org.ref,
      },
      { type: 'consent.decided', athlete: ann.ref, given: true },
      { type: 'consent.decided', athlete: ann.ref, given: false },
    ];
    // An event a module handles without a sample here fails: its kinds would go unchecked.
    const handled = events()
      .handledTypes()
      .filter((type) => type !== 'test.pinged');
    expect(new Set(samples.map((sample) => sample.type))).toEqual(new Set(handled));
    for (const sample of samples) await emit(sample);

    const written = (await Promise.all([ann, bob, cora, org].map(inbox))).flat();
    expect(written).toHaveLength(samples.length);
    for (const notification of written) {
      const parsed = KnownNotificationSchema.safeParse(notification);
      expect(parsed.error, `${notification.type}: ${JSON.stringify(notification.data)}`).toBeUndefined();
    }
    expect(new Set(written.map((notification) => notification.type))).toEqual(new Set(NOTIFICATION_TYPES));
    // What the modules registered is core's union, each kind once (and the test's own kind).
    const kinds = registeredKinds().map((kind) => kind.shape.type.value);
    expect(new Set(kinds)).toEqual(new Set([...NOTIFICATION_TYPES, 'Test Ping']));
  });
});
