// The push senders the configuration asks for: Web Push always (VAPID keys configured or kept in DATA_DIR), FCM
// only with FCM_SERVICE_ACCOUNT.
import type { Config } from '../../config.ts';
import { type Resolve, resolveWithDns } from './address-guard.ts';
import { createFcmSender, type FcmSender, readServiceAccount } from './fcm.ts';
import { loadOrCreateVapidKeys } from './vapid.ts';
import { createWebPushSender, type WebPushSender } from './web-push.ts';

export interface PushProviders {
  web: WebPushSender;
  fcm: FcmSender | undefined;
  resolve: Resolve;
  allowLocal: boolean;
}

export function createPushProviders(config: Config, resolve: Resolve = resolveWithDns): PushProviders {
  const vapid = loadOrCreateVapidKeys({
    dataDir: config.DATA_DIR,
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
    subject: config.VAPID_SUBJECT,
    publicUrl: config.publicUrl,
    mailFrom: config.MAIL_FROM,
  });
  const allowLocal = config.PUSH_ALLOW_LOCAL;
  return {
    web: createWebPushSender(vapid, resolve, allowLocal),
    fcm: config.FCM_SERVICE_ACCOUNT
      ? createFcmSender(readServiceAccount(config.FCM_SERVICE_ACCOUNT), config.FCM_BASE_URL)
      : undefined,
    resolve,
    allowLocal,
  };
}
