// Push tokens of an account (spec 7 update-user-token): a browser subscription is stored only when its endpoint
// is https on a public address, so a push never becomes a request into our own network.
import type { UpdateUserToken, UpdateUserTokenReply } from '@podium/core/api';
import type { Db } from '../../db/connection.ts';
import { badRequest } from '../../http/errors.ts';
import { checkEndpoint, EndpointRefusedError, type Resolve } from '../../providers/push/address-guard.ts';
import type { SessionAccount } from '../auth/sessions.ts';
import * as store from './store.ts';

/** Devices kept per account, most recently registered first (design choices). */
export const MAX_DEVICES_PER_ACCOUNT = 20;

export interface PushDeps {
  db: Db;
  resolve: Resolve;
  /** PUSH_ALLOW_LOCAL: endpoints may resolve to loopback and private addresses (tests, a local push service). */
  allowLocal: boolean;
  vapidPublicKey: string;
}

export async function updateUserToken(
  deps: PushDeps,
  account: SessionAccount,
  notificationToken: UpdateUserToken['notificationToken'],
): Promise<UpdateUserTokenReply> {
  const device: store.NewPushToken =
    typeof notificationToken === 'string'
      ? { kind: 'native', token: notificationToken, p256dh: null, auth: null }
      : {
          kind: 'web',
          token: notificationToken.endpoint,
          p256dh: notificationToken.keys.p256dh,
          auth: notificationToken.keys.auth,
        };
  if (device.kind === 'web') {
    try {
      await checkEndpoint(device.token, deps.resolve, deps.allowLocal);
    } catch (error) {
      if (error instanceof EndpointRefusedError)
        throw badRequest(`notificationToken.endpoint: ${error.message}`);
      throw error;
    }
  }
  const stored =
    typeof notificationToken === 'string'
      ? notificationToken
      : JSON.stringify({ endpoint: notificationToken.endpoint, keys: notificationToken.keys });
  await deps.db.transaction(async (tx) => {
    await store.upsertToken(tx, account.id, device);
    await store.trimTokens(tx, account.id, MAX_DEVICES_PER_ACCOUNT);
    await store.setAccountToken(tx, account.id, stored);
  });
  return { msg: 'Notification token saved', kind: device.kind };
}
