// Notifications (issue 9): written by event handlers in the transaction of the change that caused them, with a
// pending delivery per channel; read, marked and deleted only by the account that owns the receiving profile.
import type {
  NotificationKind,
  NotificationListQuery,
  NotificationPage,
  ProfileRef,
  ReadNotification,
  UnseenCount,
} from '@podium/core/api';
import { NOTIFICATION_PAGE_SIZE } from '@podium/core/api';
import { type Db, isTransaction, type Queryable } from '../../db/connection.ts';
import type { OwnedRef } from '../../events/types.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import {
  type DeliveredMessage,
  type DeliveryChannel,
  type HandedDelivery,
  type LoadMessages,
  type NotificationMessage,
  socketHandoff,
} from '../../jobs/delivery.ts';
import type { Account } from '../auth/account.ts';
import {
  cardOf,
  findOwnedProfile,
  findProfiles,
  findVisibleProfile,
  isVisibleTo,
  ownedProfiles,
  ownersOf,
  profileKey,
} from '../profiles/profiles.ts';
import { isRegistered } from './kinds.ts';
import {
  assertOwnNotification,
  NOT_YOUR_PROFILE,
  NOTIFICATION_NOT_FOUND,
  PROFILE_NOT_FOUND,
} from './policy.ts';
import { cursorAfter, presentNotification, readCursor } from './present.ts';
import * as store from './store.ts';

export interface NotificationDeps {
  db: Db;
}

/** Every notification is delivered on each of these; a channel with no deliverer waits (src/jobs/). */
export const DELIVERY_CHANNELS: readonly DeliveryChannel[] = ['socket', 'push'];

/** A notification to write: its kind (core's declaration, registered by the writing module), and that kind's data. */
export interface NewNotification<Type extends string, Data> {
  kind: NotificationKind<Type, Data>;
  body: string;
  /** Checked against the kind at compile time, and parsed by its schema when written. */
  data: NoInfer<Data>;
  sender: OwnedRef | null;
  receiver: OwnedRef;
}

/**
 * Writes a notification and its pending deliveries, in the caller's transaction (an event handler's). Only a kind
 * its module registered (kinds.ts), with data its schema takes: anything else is a bug, which fails the change.
 */
export async function notify<Type extends string, Data>(
  tx: Queryable,
  notification: NewNotification<Type, Data>,
): Promise<string> {
  const { kind, body, sender, receiver } = notification;
  if (!isRegistered(kind)) throw new Error(`notify: ${kind.shape.type.value} is no registered kind`);
  const data = kind.shape.data.parse(notification.data);
  const stored = { type: kind.shape.type.value, body, data, sender, receiver };
  const [written] = await write(tx, [stored]);
  if (!written) throw new Error('insert into notifications returned no row');
  return written.id;
}

/**
 * Writes notifications and their deliveries. When this process's worker runs the socket lane (jobs/delivery.ts
 * SocketHandoff), their socket deliveries are written leased to it and handed over once the transaction commits,
 * with their messages read from the rows in hand (one statement after the commit, for the senders); otherwise, and
 * for push, the database wakes the lanes of the channels written, in every process (jobs/delivery-wake.ts).
 */
async function write(tx: Queryable, stored: readonly store.StoredNotification[]) {
  const handoff = isTransaction(tx) ? socketHandoff.of(tx.database) : undefined;
  const rows = await store.insertNotifications(tx, stored, DELIVERY_CHANNELS, handoff?.lease());
  const handed = rows.filter((row) => row.socket_delivery_id !== null);
  if (handoff && isTransaction(tx) && handed.length > 0) {
    const { database } = tx;
    tx.afterCommit(() => handoff.take(presentHanded(database, handed)));
  }
  return rows;
}

interface HandedLine {
  busy: boolean;
  waiting: {
    rows: readonly store.WrittenNotification[];
    resolve(handed: HandedDelivery[]): void;
    reject(error: unknown): void;
  }[];
}

/** Per database, the rows waiting to be presented after their commits, and whether a look-up is out. */
const handedLines = new WeakMap<object, HandedLine>();

/**
 * Presents rows handed over on commit, one look-up at a time per database, each taking every row that came while the
 * one before was out: alone at once, and under a burst (a group's notice, two hundred follow requests a second) one
 * statement for many, as the leased lane's batch does, rather than one pooled statement more a commit when the pool
 * is busiest.
 */
function presentHanded(database: Db, rows: readonly store.WrittenNotification[]): Promise<HandedDelivery[]> {
  let line = handedLines.get(database);
  if (!line) {
    line = { busy: false, waiting: [] };
    handedLines.set(database, line);
  }
  const waiting = line;
  return new Promise((resolve, reject) => {
    waiting.waiting.push({ rows, resolve, reject });
    if (!waiting.busy) void presentWaiting(database, waiting);
  });
}

async function presentWaiting(database: Db, line: HandedLine) {
  line.busy = true;
  try {
    for (let batch = line.waiting.splice(0); batch.length > 0; batch = line.waiting.splice(0)) {
      try {
        const handed = await handedMessages(
          database,
          batch.flatMap((each) => each.rows),
        );
        const byId = new Map(handed.map((delivery) => [delivery.id, delivery]));
        for (const each of batch) {
          each.resolve(
            each.rows.flatMap((row) => {
              const delivery = row.socket_delivery_id && byId.get(row.socket_delivery_id);
              return delivery ? [delivery] : [];
            }),
          );
        }
      } catch (error) {
        for (const each of batch) each.reject(error);
      }
    }
  } finally {
    line.busy = false;
  }
}

/** Rows just written, as their socket deliveries deliver them: the senders read in one statement, as loadMessages. */
async function handedMessages(
  db: Queryable,
  rows: readonly store.WrittenNotification[],
): Promise<HandedDelivery[]> {
  const [senders, owners] = await Promise.all([
    findProfiles(
      db,
      rows.flatMap((row) => senderRef(row) ?? []),
    ),
    ownersOfOrgs(db, rows),
  ]);
  return rows.flatMap((row) => {
    if (!row.socket_delivery_id) return [];
    const ref = senderRef(row);
    const sender = ref && senders.get(profileKey(ref));
    // The one rule, as store SENDER_SHOWN says it in SQL: a sender hidden from the receiver hides the whole
    // notification (delivered to nobody); an unknown one (deleted since) is shown as nobody.
    const shown = !sender || isVisibleTo(sender, row.receiver_user_id);
    const message: DeliveredMessage = {
      userIds: shown ? receiversOf(row, owners) : [],
      notification: presentNotification(row, sender && shown ? cardOf(sender) : null),
    };
    return [{ id: row.socket_delivery_id, message }];
  });
}

/** The owners of the organisations among the rows' receivers (athletes and coaches have the one the row names). */
function ownersOfOrgs(db: Queryable, rows: readonly store.NotificationOwnerRow[]) {
  return ownersOf(
    db,
    rows.flatMap((row) =>
      row.receiver_profile_type === 'org'
        ? [{ profileId: row.receiver_profile_id, profileType: row.receiver_profile_type }]
        : [],
    ),
  );
}

/** Every account a row's notification goes to: an organisation's admins, otherwise the receiving profile's owner. */
function receiversOf(row: store.NotificationOwnerRow, owners: Map<string, string[]>): string[] {
  return owners.get(`${row.receiver_profile_type}:${row.receiver_profile_id}`) ?? [row.receiver_user_id];
}

/** One of many notifications of a kind (notifyEach): its words, data, sender and receiver. */
export type EachNotification<Type extends string, Data> = Omit<NewNotification<Type, Data>, 'kind'>;

/**
 * Writes many notifications of one kind and their deliveries in one statement (a group's notice or request to every
 * member, issue 24), with notify's checks; answers how many were written.
 */
export async function notifyEach<Type extends string, Data>(
  tx: Queryable,
  kind: NotificationKind<Type, Data>,
  notifications: readonly EachNotification<Type, Data>[],
): Promise<number> {
  if (!isRegistered(kind)) throw new Error(`notify: ${kind.shape.type.value} is no registered kind`);
  const stored = notifications.map(({ body, sender, receiver, data }) => ({
    type: kind.shape.type.value,
    body,
    data: kind.shape.data.parse(data),
    sender,
    receiver,
  }));
  return (await write(tx, stored)).length;
}

/** The sender of a row, if someone sent it. */
function senderRef(
  row: Pick<store.NotificationRow, 'sender_profile_id' | 'sender_profile_type'>,
): ProfileRef | undefined {
  return row.sender_profile_id && row.sender_profile_type
    ? { profileId: row.sender_profile_id, profileType: row.sender_profile_type }
    : undefined;
}

/**
 * Rows as the spec's notifications, in order, every sender read in one statement; each sender as its receiver may
 * see them: null when nobody sent it, or the one rule now hides them.
 */
async function presentAll(
  db: Queryable,
  rows: readonly store.NotificationRow[],
): Promise<NotificationMessage[]> {
  const senders = await findProfiles(
    db,
    rows.flatMap((row) => senderRef(row) ?? []),
  );
  return rows.map((row) => {
    const ref = senderRef(row);
    const sender = ref && senders.get(profileKey(ref));
    return presentNotification(
      row,
      sender && isVisibleTo(sender, row.receiver_user_id) ? cardOf(sender) : null,
    );
  });
}

/**
 * The stored notifications as delivered (the worker's view), by id, in one query for the rows and one lookup per
 * sender; a deleted one is missing from the map.
 */
export const loadMessages: LoadMessages = async (db, ids) => {
  const rows = await store.findNotifications(db, [...new Set(ids)]);
  const [notifications, owners] = await Promise.all([presentAll(db, rows), ownersOfOrgs(db, rows)]);
  return new Map(
    rows.map((row, index) => {
      const notification = notifications[index];
      if (!notification) throw new Error('presentAll answers one notification per row');
      // A sender hidden from the receiver since it was written hides it: delivered to nobody (done), listed
      // again if consent returns (store SENDER_SHOWN).
      const userIds = row.sender_shown ? receiversOf(row, owners) : [];
      return [row.id, { userIds, notification }] as const;
    }),
  );
};

/** GET /api/notifications: one of the caller's profiles, newest first, a page at a time. */
export async function listNotifications(
  deps: NotificationDeps,
  account: Account,
  query: NotificationListQuery,
): Promise<NotificationPage> {
  const ref = { profileId: query.profile_id, profileType: query.profile_type };
  const mine = await findOwnedProfile(deps.db, account.id, ref.profileId);
  if (!mine || mine.profileType !== ref.profileType) {
    // Someone else's profile is 403 only when the caller may know it exists (core isDiscoverable).
    const other = await findVisibleProfile(deps.db, ref, account.id);
    throw other ? forbidden(NOT_YOUR_PROFILE) : notFound(PROFILE_NOT_FOUND);
  }
  const rows = await store.listForProfile(deps.db, ref, readCursor(query.cursor), NOTIFICATION_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFICATION_PAGE_SIZE);
  const last = page.at(-1);
  return {
    notifications: await presentAll(deps.db, page),
    nextCursor: rows.length > NOTIFICATION_PAGE_SIZE && last ? cursorAfter(last) : null,
  };
}

/** GET /api/notifications/unseen-count: the top bar's badge, per profile the caller owns. */
export async function unseenCount(deps: NotificationDeps, account: Account): Promise<UnseenCount> {
  const owned = await ownedProfiles(deps.db, account.id);
  const counts = await store.countUnseen(deps.db, owned);
  const profiles = owned.map((profile) => ({
    ...profile,
    unseen:
      counts.find((c) => c.profile_id === profile.profileId && c.profile_type === profile.profileType)
        ?.unseen ?? 0,
  }));
  return { total: profiles.reduce((sum, profile) => sum + profile.unseen, 0), profiles };
}

/** PUT /api/notifications/read: marks it seen (spec 4: opening marks it seen). */
export async function readNotification(deps: NotificationDeps, account: Account, input: ReadNotification) {
  const row = await store.findNotification(deps.db, input.notification_id);
  assertOwnNotification(row, await ownedProfiles(deps.db, account.id));
  if (row.receiver_profile_type !== input.userType) {
    throw badRequest(
      `userType: This notification is addressed to your ${row.receiver_profile_type} profile, not ${input.userType}`,
    );
  }
  const seen = await store.markSeen(deps.db, row.id);
  if (!seen) throw notFound(NOTIFICATION_NOT_FOUND);
  const [notification] = await presentAll(deps.db, [seen]);
  if (!notification) throw new Error('presentAll answers one notification per row');
  return { msg: 'Notification marked as read', notification };
}

/** DELETE /api/notifications: removes it (and its deliveries still pending). */
export async function deleteNotification(deps: NotificationDeps, account: Account, id: string) {
  const row = await store.findNotification(deps.db, id);
  assertOwnNotification(row, await ownedProfiles(deps.db, account.id));
  await store.deleteNotification(deps.db, row.id);
  return { msg: 'Notification removed' };
}

/** A notification addressed to the account, for an action on it (a follow request's answer). */
export async function findOwnNotification(db: Queryable, account: Account, id: string) {
  const row = await store.findNotification(db, id);
  assertOwnNotification(row, await ownedProfiles(db, account.id));
  return row;
}

export const removeNotification = store.deleteNotification;
export const findFollowRequest = store.findFollowRequest;
export const deleteFollowRequestsBetween = store.deleteFollowRequestsBetween;
