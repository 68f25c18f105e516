// Test side of Web Push: a browser's subscription keys, and a local https push service that checks each push's
// VAPID signature and decrypts its payload as the browser would (RFC 8291 aes128gcm, with Node's crypto only,
// not the library that encrypted it).
import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { importJWK, jwtVerify } from 'jose';

export interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  /** The VAPID public key (k=) the push was signed with, once the signature checked out. */
  vapidKey: string;
}

/** A browser's side of a subscription: the keys it hands over, and what it needs to decrypt. */
export function createBrowserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}
export type BrowserKeys = ReturnType<typeof createBrowserKeys>;

const info = (label: string) => Buffer.concat([Buffer.from(`Content-Encoding: ${label}`), Buffer.from([0])]);

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, padding delimiter 2 (the last record). */
export function decryptAes128gcm(body: Buffer, browser: BrowserKeys): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, info('aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record: padding delimiter is not 2');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292 §3): an ES256 JWT for this origin, signed by k. */
async function checkVapid(header: string | undefined, origin: string): Promise<string> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${header}`);
  const point = Buffer.from(match[2], 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(match[1], key, { algorithms: ['ES256'], audience: origin });
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub))
    throw new Error('bad VAPID sub');
  return match[2];
}

/** What the push service answers a push to a path; 201 unless told otherwise. */
/** The status to answer a push with, or 'hang': take it and never answer (a push service, or a path, gone quiet). */
export type Responder = (path: string) => number | 'hang';

/** A push service on https://localhost with the certificate the server workers trust (src/test/push-ca.ts). */
export async function startPushService() {
  const dir = process.env.PODIUM_PUSH_TEST_CA_DIR;
  if (!dir)
    throw new Error('PODIUM_PUSH_TEST_CA_DIR is not set: run through vitest (apps/server/vitest.config.ts)');
  const browsers = new Map<string, BrowserKeys>();
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  let respond: Responder = () => 201;
  const hanging: ServerResponse[] = [];
  const server: Server = createServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    (request, reply) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        const path = request.url ?? '';
        try {
          const browser = browsers.get(path);
          if (!browser) throw new Error(`no subscription at ${path}`);
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const vapidKey = await checkVapid(request.headers.authorization, `https://localhost:${port()}`);
          const payload: unknown = JSON.parse(
            decryptAes128gcm(Buffer.concat(chunks), browser).toString('utf8'),
          );
          received.push({ path, headers: request.headers, payload, vapidKey });
          const status = respond(path);
          if (status === 'hang') hanging.push(reply);
          else reply.writeHead(status).end();
        } catch (error) {
          failures.push(String(error));
          reply.writeHead(400).end();
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const port = () => (server.address() as AddressInfo).port;
  return {
    received,
    /** Pushes the service could not check or decrypt: a test expects none. */
    failures,
    respondWith(responder: Responder) {
      respond = responder;
    },
    /** A new browser subscription on this service: the JSON PushSubscription.toJSON() gives. */
    subscribe() {
      const path = `/push/${randomUUID()}`;
      const browser = createBrowserKeys();
      browsers.set(path, browser);
      return { path, subscription: { endpoint: `https://localhost:${port()}${path}`, keys: browser.keys } };
    },
    pushesTo: (path: string) => received.filter((push) => push.path === path),
    close: () => {
      for (const reply of hanging.splice(0)) reply.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A push delivery as the worker hands it over (jobs/delivery.ts), for a follow request. */
export function buildPushDelivery(userId: string, overrides: { id?: string; videoUrl?: string } = {}) {
  return {
    id: overrides.id ?? randomUUID(),
    channel: 'push' as const,
    attempt: 1,
    userIds: [userId],
    notification: {
      _id: randomUUID(),
      type: 'follow_request',
      body: 'Sam Rivers asked to follow you',
      data: { videoUrl: overrides.videoUrl ?? 'https://cdn.example.com/videos/highlight.mp4' },
      sender: {
        profileId: randomUUID(),
        profileType: 'athlete' as const,
        name: 'Sam Rivers',
        photo: 'https://cdn.example.com/photos/sam.jpg',
      },
      receiver: { profileId: randomUUID(), profileType: 'athlete' as const },
      seen: false,
      updatedAt: new Date().toISOString(),
    },
  };
}
