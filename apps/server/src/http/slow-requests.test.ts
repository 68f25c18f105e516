// Requests too slow to be honest are closed (issue 22, item 5), over real sockets with the limits shortened: a body
// that never comes, trickles or stalls, and headers that stall; an upload that keeps coming is never cut.
import { type AddressInfo, connect, type Socket } from 'node:net';
import type { UploadSignature } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { auth, registerUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { fileEntry, multipart, signedFields } from '../test/media-fixtures.ts';

const WINDOW_MS = 1000;
/** 100 bytes a second: each window must bring 100 bytes. */
const MIN_RATE = 100;
const HEADERS_MS = 500;
/** Well past what the limits allow (two windows and a check), so a busy machine does not fail the test. */
const CLOSED_WITHIN_MS = 10_000;

let t: TestApp;
let port = 0;
const errorLog: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    log: { level: 'error', lines: errorLog },
    env: {
      HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      BODY_STALL_TIMEOUT_MS: String(WINDOW_MS),
      BODY_MIN_BYTES_PER_SECOND: String(MIN_RATE),
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface Connection {
  socket: Socket;
  /** Resolves with how long after opening the server closed the connection. */
  closed: Promise<number>;
  isClosed(): boolean;
  /** Everything the server sent. */
  received(): string;
  /** Writes every `everyMs` until the connection closes or `stop()` is called. */
  trickle(bytes: string, everyMs: number): { stop(): void };
}

function open(head: string | Buffer): Connection {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  // Written once connected, before anything written later.
  socket.write(head);
  let text = '';
  let isClosed = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    text += chunk;
  });
  // The server may reset a connection it closes while bytes are on their way: still closed by the server.
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => {
      isClosed = true;
      resolve(Date.now() - started);
    }),
  );
  return {
    socket,
    closed,
    isClosed: () => isClosed,
    received: () => text,
    trickle(bytes, everyMs) {
      const timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(bytes);
      }, everyMs);
      socket.on('close', () => clearInterval(timer));
      return { stop: () => clearInterval(timer) };
    },
  };
}

const post = (path: string, length: number, type = 'application/json') =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1] ?? 0);
const bodyOf = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n') + 4);
const TOO_SLOW = JSON.stringify({
  errors: [{ msg: 'The request body stopped arriving, or arrived too slowly' }],
});

describe('a request body', () => {
  it('that never comes is answered 408 in the error shape and closed', async () => {
    const connection = open(post('/api/users/check', 1_000_000));
    expect(await connection.closed).toBeLessThan(CLOSED_WITHIN_MS);
    expect(statusOf(connection.received())).toBe(408);
    expect(bodyOf(connection.received())).toBe(TOO_SLOW);
  });

  it('that never comes is closed on every kind of route: upload, unknown, signed-in, socket.io', async () => {
    const connections = [
      open(post('/api/media/upload', 1_000_000, 'multipart/form-data; boundary=x')),
      open(post('/api/upload', 1_000_000)),
      open(post('/api/nothing/here', 1_000_000)),
      open(post('/no/such/page', 1_000_000)),
      open(post('/socket.io/?EIO=4&transport=polling&sid=none', 1_000_000, 'text/plain')),
      open(
        `POST /api/users/check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          'Transfer-Encoding: chunked\r\n\r\n',
      ),
    ];
    for (const connection of connections) {
      expect(await connection.closed).toBeLessThan(CLOSED_WITHIN_MS);
      // Answered already (a refusal before the body was read), or answered now.
      const status = statusOf(connection.received());
      if (status === 408) expect(bodyOf(connection.received())).toBe(TOO_SLOW);
    }
  });

  it('that trickles in slower than the least rate is answered 408 and closed', async () => {
    const connection = open(post('/api/users/check', 1_000_000));
    // 20 bytes a second, as the probe's 10 bytes every 5 s, against at least 100.
    connection.trickle('  ', 100);
    expect(await connection.closed).toBeLessThan(CLOSED_WITHIN_MS);
    expect(statusOf(connection.received())).toBe(408);
    expect(bodyOf(connection.received())).toBe(TOO_SLOW);
  });

  it('that arrives briskly is left alone, and closed once it stalls', async () => {
    const connection = open(post('/api/users/check', 1_000_000));
    // 5,000 bytes a second for two and a half windows: well above the least rate.
    const writing = connection.trickle(' '.repeat(100), 20);
    await new Promise((resolve) => setTimeout(resolve, 2.5 * WINDOW_MS));
    expect(connection.isClosed()).toBe(false);
    writing.stop();
    const stalledAt = Date.now();
    await connection.closed;
    expect(Date.now() - stalledAt).toBeLessThan(CLOSED_WITHIN_MS);
    expect(statusOf(connection.received())).toBe(408);
    expect(bodyOf(connection.received())).toBe(TOO_SLOW);
  });

  it('of an upload that keeps coming is never cut, however long it takes', async () => {
    const user = await registerUser(t);
    const signing = await t.app.inject({
      method: 'POST',
      url: '/api/cloudinary-signature',
      headers: auth(user.token),
      payload: { folder: 'highlights' },
    });
    const signature = signing.json<UploadSignature>();
    // An MP4 header (its type is read from it), then filler: 12 KB at 5,000 bytes a second, over two windows.
    const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');
    const file = Buffer.concat([ftyp, Buffer.alloc(12_000, 7)]);
    const form = await multipart([fileEntry(file, 'video/mp4', 'clip.mp4'), ...signedFields(signature)]);
    const connection = open(post('/api/media/upload', form.payload.length, form.headers['content-type']));
    let sent = 0;
    const sending = setInterval(() => {
      if (sent >= form.payload.length || connection.isClosed()) return clearInterval(sending);
      connection.socket.write(form.payload.subarray(sent, sent + 100));
      sent += 100;
    }, 20);
    await new Promise<void>((resolve) => {
      const done = () => statusOf(connection.received()) !== 0 || connection.isClosed();
      const poll = setInterval(() => {
        if (done()) {
          clearInterval(poll);
          resolve();
        }
      }, 50);
    });
    expect(statusOf(connection.received()), connection.received()).toBe(200);
    expect(JSON.parse(bodyOf(connection.received()))).toMatchObject({ bytes: file.length, format: 'mp4' });
    connection.socket.destroy();
  });
});

describe('request headers', () => {
  it('that keep trickling without an end are answered 408 in the error shape and closed', async () => {
    const connection = open('POST /api/users/check HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    connection.trickle('X-Slow: a\r\n', 100);
    expect(await connection.closed).toBeLessThan(CLOSED_WITHIN_MS);
    expect(statusOf(connection.received())).toBe(408);
    expect(bodyOf(connection.received())).toBe(
      JSON.stringify({ errors: [{ msg: 'The request took too long to arrive' }] }),
    );
  });

  it('that never come on an open connection are closed', async () => {
    const connection = open('');
    expect(await connection.closed).toBeLessThan(CLOSED_WITHIN_MS);
  });
});

describe('closing slow requests', () => {
  it('logs no error: a closed request is the client’s doing, not the server’s failure', () => {
    expect(errorLog).toEqual([]);
  });
});

describe('the limits', () => {
  it('default to headers in 20 s and 500 bytes a second of body in every 30 s', () => {
    const config = readConfig({});
    expect(config.HEADERS_TIMEOUT_MS).toBe(20_000);
    expect(config.BODY_STALL_TIMEOUT_MS).toBe(30_000);
    expect(config.BODY_MIN_BYTES_PER_SECOND).toBe(500);
  });

  it('refuse a value that would close every request, naming the variable', () => {
    expect(() => readConfig({ HEADERS_TIMEOUT_MS: '50' })).toThrow(
      'Invalid configuration: HEADERS_TIMEOUT_MS must be at least 100',
    );
    expect(() => readConfig({ BODY_STALL_TIMEOUT_MS: 'soon' })).toThrow(
      'Invalid configuration: BODY_STALL_TIMEOUT_MS must be a number of milliseconds',
    );
    expect(() => readConfig({ BODY_MIN_BYTES_PER_SECOND: '-1' })).toThrow(
      'Invalid configuration: BODY_MIN_BYTES_PER_SECOND must be at least 0',
    );
  });
});
