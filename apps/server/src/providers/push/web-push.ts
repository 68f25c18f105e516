// Sends one Web Push (RFC 8030) with the `web-push` library: the payload encrypted for the browser (RFC 8291,
// aes128gcm) and signed with our VAPID key (RFC 8292). The connection goes through an agent that reaches only
// checked public addresses and gives up on an endpoint that stalls or answers without end.
import { createHash } from 'node:crypto';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import webpush from 'web-push';
import { checkEndpoint, EndpointRefusedError, guardedLookup, type Resolve } from './address-guard.ts';
import type { PushPayload, PushResult } from './push-result.ts';
import type { VapidDetails } from './vapid.ts';

/** A browser's subscription as stored. */
export interface WebSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface WebPushSender {
  readonly publicKey: string;
  send(subscription: WebSubscription, payload: PushPayload, topicOf: string): Promise<PushResult>;
}

/** A push unread for a day is stale: the notification list holds it anyway (design choices). */
const TTL_SECONDS = 24 * 60 * 60;
/** An endpoint that has not finished answering in this time is given up on (and retried later). */
const DEADLINE_MS = 15_000;
/** Push services answer with an empty body or a short error; more than this is not a push service. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/** An https agent whose every socket is closed at the deadline or past the byte limit, whichever comes first. */
class BoundedAgent extends https.Agent {
  override createConnection(
    options: https.RequestOptions,
    callback?: (err: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const socket = super.createConnection(options, callback);
    if (!socket) return socket;
    const deadline = setTimeout(
      () => socket.destroy(new Error('The push service took too long')),
      DEADLINE_MS,
    );
    deadline.unref();
    let received = 0;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_RESPONSE_BYTES) socket.destroy(new Error('The push service answered too much'));
    });
    socket.once('close', () => clearTimeout(deadline));
    return socket;
  }
}

/**
 * The Topic header (RFC 8030 §5.4) of a delivery: a push sent again for the same delivery (when its
 * acknowledgement was lost in a crash) replaces the first at the push service if that is still waiting.
 */
export function topicOf(deliveryId: string): string {
  return createHash('sha256').update(deliveryId).digest('base64url').slice(0, 32);
}

export function createWebPushSender(
  vapid: VapidDetails,
  resolve: Resolve,
  allowLocal: boolean,
): WebPushSender {
  const agent = new BoundedAgent({ keepAlive: false, lookup: guardedLookup(resolve, allowLocal) });
  return {
    publicKey: vapid.publicKey,
    async send(subscription, payload, topic) {
      try {
        // Checked again at sending: the name may point elsewhere since it was stored.
        await checkEndpoint(subscription.endpoint, resolve, allowLocal);
        await webpush.sendNotification(subscription, JSON.stringify(payload), {
          vapidDetails: vapid,
          TTL: TTL_SECONDS,
          urgency: 'normal',
          topic,
          contentEncoding: 'aes128gcm',
          agent,
          timeout: DEADLINE_MS,
        });
        return { kind: 'accepted' };
      } catch (error) {
        return classify(error);
      }
    },
  };
}

function classify(error: unknown): PushResult {
  if (error instanceof EndpointRefusedError) return { kind: 'refused', reason: error.message };
  if (error instanceof webpush.WebPushError) {
    const status = error.statusCode;
    // 404 and 410: the subscription has expired or was withdrawn (RFC 8030 §7.3).
    if (status === 404 || status === 410) return { kind: 'gone', reason: `push service answered ${status}` };
    if (status === 429 || status >= 500) return { kind: 'retry', reason: `push service answered ${status}` };
    // 400 (bad request), 403 (our VAPID key refused), 413 (payload too large): sending again will not help.
    return { kind: 'refused', reason: `push service answered ${status}` };
  }
  // No answer: the network, a time-out, TLS; worth another try.
  return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
}
