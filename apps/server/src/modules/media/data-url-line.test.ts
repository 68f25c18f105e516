// Issue 22, item 4: images sent as data URLs are read a bounded amount at a time. Past MEDIA_DATA_URL_BYTES_AT_ONCE
// the next waits, unread, in line; one that waits too long is answered 503 with Retry-After, and one account's
// requests past its share 429, over real sockets. (What this bounds in memory: bench/uploads.ts.)
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { dataUrl, TINY_PNG } from '../../test/media-fixtures.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  // A budget of one byte: every image is read alone. A short wait, to see it run out.
  t = await createTestApp({
    env: { MEDIA_DATA_URL_BYTES_AT_ONCE: '1' },
    dataUrlLine: { waitMs: 500, perAccount: 1 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

const imageBody = (userId: string) =>
  JSON.stringify({ data: dataUrl('image/png', Buffer.concat([TINY_PNG, Buffer.alloc(4096)])), userId });

/** An upload whose body has only begun to arrive: the server holds its place until finish() sends the rest. */
function startStalled(token: string, body: string) {
  const socket = connect({ host: '127.0.0.1', port });
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  let isClosed = false;
  const ended = new Promise<void>((resolve) =>
    socket.once('close', () => {
      isClosed = true;
      resolve();
    }),
  );
  socket.write(
    'POST /api/upload HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\ncontent-type: application/json\r\n' +
      `x-auth-token: ${token}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 100)}`,
  );
  return {
    /** Whether the server has answered it already (it waited in line behind another and its wait ran out). */
    wasAnswered: () => isClosed || received.length > 0,
    async finish() {
      // Not end(): a request whose sender half-closes is dropped by Node's server. It closes after answering.
      socket.write(body.slice(100));
      await ended;
      const answer = Buffer.concat(received).toString();
      return Number(answer.slice(9, 12));
    },
  };
}

const post = (token: string, userId: string) =>
  fetch(`http://127.0.0.1:${port}/api/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth(token) },
    body: imageBody(userId),
  });

describe('images sent as data URLs', () => {
  it('are read one budget at a time: the next waits, and past its wait is told to come back', async () => {
    const first = await registerUser(t);
    const second = await registerUser(t);
    let stalled = startStalled(first.token, imageBody(first.user._id));
    // Its account's share is one: once the stalled upload holds its place, another of the account's is refused.
    // Until the server has it, a probe may come first, be read, and keep the stalled one waiting past its 500 ms (on a
    // busy machine); then it is answered 503 and is sent again.
    let refused: Response | undefined;
    await vi.waitFor(
      async () => {
        if (stalled.wasAnswered()) stalled = startStalled(first.token, imageBody(first.user._id));
        refused = await post(first.token, first.user._id);
        expect(refused.status).toBe(429);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(await refused?.json()).toEqual({
      errors: [{ msg: 'Wait for your other images to finish sending, then try again' }],
    });
    const waited = await post(second.token, second.user._id);
    expect(waited.status).toBe(503);
    expect(waited.headers.get('retry-after')).toBe('5');
    expect(await waited.json()).toEqual({
      errors: [{ msg: 'The server is busy with other images. Please try again in 5 seconds.' }],
    });
    expect(await stalled.finish()).toBe(200);
    // Its place is given back: the next is read at once.
    expect((await post(second.token, second.user._id)).status).toBe(200);
  });
});
