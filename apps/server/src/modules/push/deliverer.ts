// The push channel of a delivery (jobs/delivery.ts): one push per device of the receiving
// account, Web Push for browsers and FCM for phones. Each device the push service acknowledged is written down
// at once, so a retry or the worker after a crash sends only to the devices not yet reached.
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/connection.ts';
import type { Deliverer, Delivery, DeliveryOutcome } from '../../jobs/delivery.ts';
import type { FcmSender } from '../../providers/push/fcm.ts';
import { buildPushPayload } from '../../providers/push/payload.ts';
import type { PushPayload, PushResult } from '../../providers/push/push-result.ts';
import { topicOf, type WebPushSender } from '../../providers/push/web-push.ts';
import * as store from './store.ts';

export interface PushDelivererDeps {
  db: Queryable;
  web: WebPushSender;
  /** Absent without FCM_SERVICE_ACCOUNT: device tokens are then kept but not pushed to. */
  fcm?: FcmSender | undefined;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export function createPushDeliverer(deps: PushDelivererDeps): Deliverer {
  let toldNoFcm = false;

  async function sendTo(
    token: store.PushTokenRow,
    payload: PushPayload,
    topic: string,
  ): Promise<PushResult | null> {
    if (token.kind === 'web') {
      if (!token.p256dh || !token.auth) return { kind: 'gone', reason: 'a web token without its keys' };
      return deps.web.send(
        { endpoint: token.token, keys: { p256dh: token.p256dh, auth: token.auth } },
        payload,
        topic,
      );
    }
    if (deps.fcm) return deps.fcm.send(token.token, payload);
    if (!toldNoFcm) {
      toldNoFcm = true;
      deps.log.info('device push tokens are kept but not pushed to: FCM_SERVICE_ACCOUNT is not configured');
    }
    return null;
  }

  async function deliverTo(delivery: Delivery, token: store.PushTokenRow, payload: PushPayload) {
    const result = await sendTo(token, payload, topicOf(delivery.id));
    if (!result) return null;
    if (result.kind === 'accepted') await store.addReceipt(deps.db, delivery.id, token.id);
    else if (result.kind === 'gone') {
      await store.deleteToken(deps.db, token);
      deps.log.info(
        { tokenId: token.id, reason: result.reason },
        'push token removed: the push service says it is gone',
      );
    } else if (result.kind === 'refused') {
      deps.log.warn({ tokenId: token.id, reason: result.reason }, 'push not sent to a device');
    }
    return result;
  }

  return {
    async deliver(delivery): Promise<DeliveryOutcome> {
      try {
        const tokens = await store.listTokens(deps.db, delivery.userIds);
        const reached = await store.listReceipts(deps.db, delivery.id);
        const payload = buildPushPayload(delivery.notification);
        const due = tokens.filter((token) => !reached.has(token.id));
        const results = await Promise.all(due.map((token) => deliverTo(delivery, token, payload)));
        const retries = results.flatMap((result) => (result?.kind === 'retry' ? [result.reason] : []));
        if (retries.length > 0) return { kind: 'retry', reason: retries.join('; ') };
        return { kind: 'done' };
      } catch (error) {
        // Our database failing is worth another try; the devices already reached have their receipts.
        return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
