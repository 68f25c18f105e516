// Device tokens through FCM's HTTP v1 API, against a local fake of it: the access token from the service account
// (a JWT assertion checked with the account's public key), the message FCM receives, and UNREGISTERED tokens
// removed. Without FCM configured, device tokens are kept but not pushed.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FCM_SCOPE } from '../../providers/push/fcm.ts';
import { createPushProviders } from '../../providers/push/select.ts';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { buildPushDelivery } from '../../test/push-service.ts';
import { createPushDeliverer } from './deliverer.ts';
import { listTokens } from './store.ts';

const PROJECT = 'podium-test';
const CLIENT_EMAIL = 'push@podium-test.iam.gserviceaccount.com';
const DEAD_TOKEN = 'dead:device-token';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

interface SentMessage {
  authorization: string | undefined;
  body: { message: { token: string; notification: Record<string, string>; data: Record<string, string> } };
}

/** FCM's token endpoint and messages:send, as far as a sender sees them. */
async function startFakeFcm() {
  const accessToken = randomBytes(24).toString('hex');
  const sent: SentMessage[] = [];
  const failures: string[] = [];
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8');
  };
  const server: Server = createServer(async (request, reply) => {
    const body = await read(request);
    try {
      if (request.method === 'POST' && request.url === '/token') {
        const form = new URLSearchParams(body);
        expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
        const key = await importSPKI(publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'RS256');
        const { payload } = await jwtVerify(form.get('assertion') ?? '', key, { algorithms: ['RS256'] });
        expect(payload.iss).toBe(CLIENT_EMAIL);
        expect(payload.scope).toBe(FCM_SCOPE);
        reply.writeHead(200, { 'content-type': 'application/json' });
        reply.end(JSON.stringify({ access_token: accessToken, expires_in: 3600, token_type: 'Bearer' }));
        return;
      }
      if (request.method === 'POST' && request.url === `/v1/projects/${PROJECT}/messages:send`) {
        if (request.headers.authorization !== `Bearer ${accessToken}`) {
          reply.writeHead(401).end();
          return;
        }
        const message: SentMessage = { authorization: request.headers.authorization, body: JSON.parse(body) };
        sent.push(message);
        if (message.body.message.token === DEAD_TOKEN) {
          reply.writeHead(404, { 'content-type': 'application/json' });
          reply.end(
            JSON.stringify({
              error: {
                code: 404,
                status: 'NOT_FOUND',
                details: [
                  {
                    '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
                    errorCode: 'UNREGISTERED',
                  },
                ],
              },
            }),
          );
          return;
        }
        reply.writeHead(200, { 'content-type': 'application/json' });
        reply.end(JSON.stringify({ name: `projects/${PROJECT}/messages/1` }));
        return;
      }
      reply.writeHead(404).end();
    } catch (error) {
      failures.push(String(error));
      reply.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, sent, failures, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let fcm: Awaited<ReturnType<typeof startFakeFcm>>;
let t: TestApp;

beforeAll(async () => {
  fcm = await startFakeFcm();
  const account = {
    type: 'service_account',
    project_id: PROJECT,
    client_email: CLIENT_EMAIL,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `${fcm.base}/token`,
  };
  t = await createTestApp({ env: { FCM_SERVICE_ACCOUNT: JSON.stringify(account), FCM_BASE_URL: fcm.base } });
});
afterAll(async () => {
  await t.close();
  await fcm.close();
});

const log = { info: () => {}, warn: () => {} };

describe('FCM for device tokens', () => {
  it('sends the notification with a service-account access token, and removes an UNREGISTERED token', async () => {
    const user = await registerUser(t);
    for (const token of ['live:device-token', DEAD_TOKEN]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/update-user-token',
        headers: auth(user.token),
        payload: { notificationToken: token },
      });
      expect(response.statusCode).toBe(200);
    }
    const { web, fcm: sender } = createPushProviders(t.config);
    const deliverer = createPushDeliverer({ db: t.db, web, fcm: sender, log });
    const delivery = buildPushDelivery(user.user._id);

    expect(await deliverer.deliver(delivery)).toEqual({ kind: 'done' });

    expect(fcm.failures).toEqual([]);
    const live = fcm.sent.find((message) => message.body.message.token === 'live:device-token');
    expect(live?.body.message).toEqual({
      token: 'live:device-token',
      notification: {
        title: 'Sam Rivers',
        body: 'Sam Rivers asked to follow you',
        image: 'https://cdn.example.com/photos/sam.jpg',
      },
      data: {
        notificationId: delivery.notification._id,
        type: 'follow_request',
        profileId: delivery.notification.receiver.profileId,
        profileType: 'athlete',
        videoUrl: 'https://cdn.example.com/videos/highlight.mp4',
      },
    });
    expect((await listTokens(t.db, [user.user._id])).map((row) => row.token)).toEqual(['live:device-token']);

    // Sent again (a retry): the acknowledged device is not sent to twice.
    const before = fcm.sent.length;
    expect(await deliverer.deliver({ ...delivery, attempt: 2 })).toEqual({ kind: 'done' });
    expect(fcm.sent.length).toBe(before);
  });

  it('keeps device tokens without pushing them when FCM is not configured, and says so once', async () => {
    const plain = await createTestApp();
    try {
      const user = await registerUser(plain);
      const response = await plain.app.inject({
        method: 'PUT',
        url: '/api/notifications/update-user-token',
        headers: auth(user.token),
        payload: { notificationToken: 'some:device-token' },
      });
      expect(response.statusCode).toBe(200);
      const lines: string[] = [];
      const { web, fcm: sender } = createPushProviders(plain.config);
      expect(sender).toBeUndefined();
      const deliverer = createPushDeliverer({
        db: plain.db,
        web,
        fcm: sender,
        log: { info: (message: string) => lines.push(message), warn: () => {} },
      });
      expect(await deliverer.deliver(buildPushDelivery(user.user._id))).toEqual({ kind: 'done' });
      expect(await deliverer.deliver(buildPushDelivery(user.user._id))).toEqual({ kind: 'done' });
      expect(lines).toEqual([
        'device push tokens are kept but not pushed to: FCM_SERVICE_ACCOUNT is not configured',
      ]);
      expect(await listTokens(plain.db, [user.user._id])).toHaveLength(1);
    } finally {
      await plain.close();
    }
  });
});
