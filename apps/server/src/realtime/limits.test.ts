// Issue 22, item 2: a socket flood must not stall the API. Every event counts against its socket (in memory); each
// registerUser and each connection opened count against the account (the shared limiter); an account holds a bounded
// number of sockets and a connection a bounded message and handshake. Past a limit the socket is told why
// (rate-limited, or connect_error at the handshake) and closed; the account's other sockets and everyone else's stay.
import { Manager } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, registerUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  ask,
  closeSockets,
  connect,
  disconnection,
  listen,
  nextEvent,
  pause,
  refusal,
} from '../test/sockets.ts';

const BURST = 5;
const HERE_BURST = 3;
/** Room for the burst of a flood and a token that came back meanwhile, then one more. */
const REGISTRATIONS = HERE_BURST + 2;
const OPENED = 6;
const HELD = 3;

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp({
    limits: {
      socketEvents: { burst: BURST, perSecond: 1 },
      socketRegistrationsHere: { burst: HERE_BURST, perSecond: 1 },
      socketRegistrationsPerAccount: { points: REGISTRATIONS, durationSeconds: 60 },
      socketsOpenedPerAccount: { points: OPENED, durationSeconds: 60 },
      socketsHeldPerAccount: HELD,
      socketHandshakeMs: 500,
    },
  });
  url = await listen(t.app);
});
afterEach(() => closeSockets());
afterAll(async () => {
  await t.close();
});

const FLOODED = {
  errors: [{ msg: 'Too many messages on this connection, so it was closed. Connect again in a few seconds' }],
};
const isOk = (answer: unknown) => typeof answer === 'object' && answer !== null && !('errors' in answer);

/** Everything the server keeps of a socket id: its entry in the adapter, and its place in any room. */
function traceOf(socketId: string | undefined) {
  const { adapter } = t.app.realtime.io.of('/');
  return {
    registered: socketId !== undefined && adapter.sids.has(socketId),
    inRooms: [...adapter.rooms.values()].filter((ids) => socketId !== undefined && ids.has(socketId)).length,
  };
}

describe('events per socket', () => {
  it('past its burst a socket is told why and closed; its account’s other socket and another account’s carry on', async () => {
    const athlete = await createAthlete(t);
    const flooding = await connect(url, { token: athlete.token });
    const sameAccount = await connect(url, { header: athlete.token });
    const other = await createAthlete(t);
    const bystander = await connect(url, { token: other.token });

    const told = nextEvent(flooding, 'rate-limited');
    const gone = disconnection(flooding);
    const answers: unknown[] = [];
    const began = performance.now();
    for (let sent = 0; sent < 200; sent += 1) flooding.emit('ping-check', (a: unknown) => answers.push(a));
    expect(await told).toEqual(FLOODED);
    // A token a second may have come back while the flood was read, on a busy machine: no more.
    const earned = Math.floor((performance.now() - began) / 1000);
    expect(await gone).toBe('io server disconnect');
    await pause(200);
    // The burst was answered, then the refusal; nothing after it was.
    const answered = answers.filter(isOk).length;
    expect(answered).toBeGreaterThanOrEqual(BURST);
    expect(answered).toBeLessThanOrEqual(BURST + earned);
    expect(answers.at(-1)).toEqual(FLOODED);

    expect(await ask(sameAccount, 'ping-check')).toMatchObject({ status: 'ok' });
    expect(
      await ask(bystander, 'registerUser', { userId: other.user._id, profileId: other.profileId }),
    ).toEqual({
      profileId: other.profileId,
      profileType: 'athlete',
    });
  });

  it('a registerUser flood is cut short and leaves nothing of the socket behind, even work still running', async () => {
    const athlete = await createAthlete(t);
    const flooding = await connect(url, { token: athlete.token });
    const id = flooding.id;
    expect(traceOf(id).registered).toBe(true);
    const gone = disconnection(flooding);
    const answers: unknown[] = [];
    for (let sent = 0; sent < 500; sent += 1) {
      flooding.emit(
        'registerUser',
        { userId: athlete.user._id, profileId: athlete.profileId },
        (a: unknown) => answers.push(a),
      );
    }
    expect(await gone).toBe('io server disconnect');
    await pause(500);
    expect(answers.filter(isOk).length).toBeLessThanOrEqual(BURST);
    expect(traceOf(id)).toEqual({ registered: false, inRooms: 0 });
  });

  it("lets go of a connection closed past its limit within seconds, not after ws's 30 s wait for its close", async () => {
    const { token } = await registerUser(t);
    const flooding = await connect(url, { token });
    const tcp = t.app.realtime.io.of('/').sockets.get(flooding.id ?? '')?.conn.request.socket;
    if (!tcp) throw new Error('the server holds no TCP connection for the socket');
    const released = new Promise<true>((resolve) => tcp.once('close', () => resolve(true)));
    const gone = disconnection(flooding);
    for (let sent = 0; sent < 200; sent += 1) flooding.emit('ping-check');
    expect(await gone).toBe('io server disconnect');
    // A second's grace to read why; 10 s is room for a busy machine, and a third of ws's own wait.
    expect(await Promise.race([released, pause(10_000).then(() => false)])).toBe(true);
  });

  it('refills at its steady rate: a socket that keeps to it is never closed', async () => {
    const { token } = await registerUser(t);
    const socket = await connect(url, { token });
    for (let round = 0; round < BURST + 3; round += 1) {
      expect(await ask(socket, 'ping-check')).toMatchObject({ status: 'ok' });
      if (round >= BURST - 1) await pause(1100);
    }
    expect(socket.connected).toBe(true);
  });
});

const registrationsRefused = (wait: string) => ({
  errors: [
    {
      msg: `Too many notification registrations from your account, so this connection was closed. Try again in ${wait}`,
    },
  ],
});

/** The shared window's refusal, some seconds into its minute (however many a busy machine took). */
const refusedForTheWindow = {
  errors: [
    {
      msg: expect.stringMatching(
        /^Too many notification registrations from your account, so this connection was closed\. Try again in (1 minute|\d+ seconds)$/,
      ),
    },
  ],
};

describe('registerUser per account', () => {
  it("a flood spread over the account's sockets is carried out only the account's burst of times; each socket is told and closed", async () => {
    const athlete = await createAthlete(t);
    const register = { userId: athlete.user._id, profileId: athlete.profileId };
    const sockets = [
      await connect(url, { token: athlete.token }),
      await connect(url, { header: athlete.token }),
      await connect(url, { token: athlete.token }),
    ];
    const told = sockets.map((socket) => nextEvent(socket, 'rate-limited'));
    const gone = sockets.map((socket) => disconnection(socket));
    // Each socket within its own burst: only the account's count stands between them and the database.
    for (const socket of sockets) {
      for (let sent = 0; sent < BURST; sent += 1) socket.emit('registerUser', register);
    }
    expect(await Promise.all(gone)).toEqual(sockets.map(() => 'io server disconnect'));
    for (const why of await Promise.all(told)) expect(why).toEqual(registrationsRefused('1 second'));
    // The shared count saw the burst (a token more, if one came back meanwhile), not the flood: it has room left.
    const next = await connect(url, { token: athlete.token });
    expect(await ask(next, 'registerUser', register)).toMatchObject({ profileType: 'athlete' });
  });

  it('counts the account over its sockets in the shared limiter too: the one past it is told why and closed', async () => {
    const athlete = await createAthlete(t);
    const register = { userId: athlete.user._id, profileId: athlete.profileId };
    const tab = await connect(url, { token: athlete.token });
    const phone = await connect(url, { header: athlete.token });
    for (let done = 0; done < REGISTRATIONS; done += 1) {
      // Past this process's burst, one a second.
      if (done >= HERE_BURST) await pause(1100);
      expect(await ask(done % 2 ? phone : tab, 'registerUser', register)).toMatchObject({
        profileType: 'athlete',
      });
    }
    await pause(1100);
    const told = nextEvent(tab, 'rate-limited');
    const gone = disconnection(tab);
    expect(await ask(tab, 'registerUser', register)).toEqual(refusedForTheWindow);
    expect(await told).toEqual(refusedForTheWindow);
    expect(await gone).toBe('io server disconnect');
    await pause(1100);
    const phoneGone = disconnection(phone);
    expect(await ask(phone, 'registerUser', register)).toEqual(refusedForTheWindow);
    expect(await phoneGone).toBe('io server disconnect');

    const other = await createAthlete(t);
    const theirs = await connect(url, { token: other.token });
    const theirRegister = { userId: other.user._id, profileId: other.profileId };
    expect(await ask(theirs, 'registerUser', theirRegister)).toMatchObject({ profileType: 'athlete' });
  });

  it("past this process's burst a registration is refused for a second, not a minute", async () => {
    const athlete = await createAthlete(t);
    const register = { userId: athlete.user._id, profileId: athlete.profileId };
    const socket = await connect(url, { token: athlete.token });
    for (let done = 0; done < HERE_BURST; done += 1) {
      expect(await ask(socket, 'registerUser', register)).toMatchObject({ profileType: 'athlete' });
    }
    expect(await ask(socket, 'registerUser', register)).toEqual(registrationsRefused('1 second'));
  });
});

describe('connections per account', () => {
  it('refuses an account opening more than its limit, with the reason, and admits another account', async () => {
    const { token } = await registerUser(t);
    for (let opened = 0; opened < OPENED; opened += 1) {
      const socket = await connect(url, { token });
      socket.disconnect();
    }
    const msg = expect.stringMatching(
      /^Too many connections from your account\. Try again in (1 minute|\d+ seconds)$/,
    );
    expect(await refusal(url, { token })).toEqual({ message: msg, data: { errors: [{ msg }] } });
    const other = await registerUser(t);
    expect((await connect(url, { token: other.token })).connected).toBe(true);
  });

  it("counts only live sessions: an old token, logged out, cannot spend its account's connections", async () => {
    const user = await registerUser(t);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: user.email, password: user.password },
    });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(user.token) });
    const ended = { errors: [{ msg: 'Your session has expired. Please sign in again' }] };
    for (let tried = 0; tried < OPENED * 2; tried += 1) {
      expect((await refusal(url, { token: user.token })).data).toEqual(ended);
    }
    expect((await connect(url, { token: signedIn.json().token })).connected).toBe(true);
  });

  it('holds a bounded number of sockets of one account at once; one closing makes room', async () => {
    const { token } = await registerUser(t);
    const held = [];
    for (let opened = 0; opened < HELD; opened += 1) held.push(await connect(url, { token }));
    const msg = `Your account has ${HELD} connections open, the most it may. Close one (a tab or device) and try again`;
    expect(await refusal(url, { header: token })).toEqual({ message: msg, data: { errors: [{ msg }] } });
    held[0]?.disconnect();
    await pause(200);
    expect((await connect(url, { token })).connected).toBe(true);
  });
});

describe('what one connection may hold', () => {
  it('closes a connection that sends a message over 16 KB', async () => {
    const { token } = await registerUser(t);
    const socket = await connect(url, { token });
    const gone = disconnection(socket);
    socket.emit('ping-check', 'x'.repeat(17 * 1024));
    expect(await gone).toBe('transport close');
  });

  it('closes a connection that never completes its handshake', async () => {
    // The transport opens, but the client never asks to join: no token is ever checked.
    const manager = new Manager(url, { transports: ['websocket'], reconnection: false, autoConnect: false });
    const closed = new Promise<string>((resolve) => manager.on('close', (reason) => resolve(reason)));
    manager.open();
    const reason = await Promise.race([closed, pause(3000).then(() => 'still open after 3 s')]);
    manager.engine?.close();
    expect(reason).toBe('transport close');
  });
});
