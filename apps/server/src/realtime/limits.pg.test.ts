// Issue 22, item 2, on several server processes: an account's connections opened and its registerUser are counted
// in the shared limiter, so spreading a flood over two processes behind one address gains it nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppLimits } from '../app.ts';
import { createAthlete, registerUser } from '../test/factories.ts';
import { createTestApp, secondProcess, type TestApp } from '../test/harness.ts';
import { ask, closeSockets, connect, disconnection, listen, nextEvent, refusal } from '../test/sockets.ts';

const REGISTRATIONS = 3;
const OPENED = 4;
const limits: Partial<AppLimits> = {
  socketRegistrationsPerAccount: { points: REGISTRATIONS, durationSeconds: 60 },
  socketsOpenedPerAccount: { points: OPENED, durationSeconds: 60 },
};

let t: TestApp;
let second: Awaited<ReturnType<typeof secondProcess>>;
let urls: [string, string];
beforeAll(async () => {
  t = await createTestApp({ limits });
  if (!t.databaseUrl) throw new Error('limits.pg.test.ts runs on PostgreSQL only');
  second = await secondProcess(t, { limits });
  urls = [await listen(t.app), await listen(second.app)];
});
afterEach(() => closeSockets());
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('two server processes on one PostgreSQL', () => {
  it('count the connections an account opens on either: past the limit both refuse it', async () => {
    const { token } = await registerUser(t);
    for (let opened = 0; opened < OPENED; opened += 1) {
      const socket = await connect(urls[opened % 2] ?? '', { token });
      socket.disconnect();
    }
    const msg = expect.stringMatching(
      /^Too many connections from your account\. Try again in (1 minute|5\d seconds)$/,
    );
    for (const url of urls)
      expect(await refusal(url, { token })).toEqual({ message: msg, data: { errors: [{ msg }] } });
    const other = await registerUser(t);
    for (const url of urls) expect((await connect(url, { token: other.token })).connected).toBe(true);
  });

  it("count an account's registerUser on either: the one past the limit is told why and closed", async () => {
    const athlete = await createAthlete(t);
    const register = { userId: athlete.user._id, profileId: athlete.profileId };
    const onFirst = await connect(urls[0], { token: athlete.token });
    const onSecond = await connect(urls[1], { token: athlete.token });
    for (let done = 0; done < REGISTRATIONS; done += 1) {
      expect(await ask(done % 2 ? onSecond : onFirst, 'registerUser', register)).toMatchObject({
        profileType: 'athlete',
      });
    }
    const over = REGISTRATIONS % 2 ? onSecond : onFirst;
    const told = nextEvent(over, 'rate-limited');
    const gone = disconnection(over);
    const limited = {
      errors: [
        {
          msg: expect.stringMatching(
            /^Too many notification registrations from your account, so this connection was closed\. Try again in (1 minute|5\d seconds)$/,
          ),
        },
      ],
    };
    expect(await ask(over, 'registerUser', register)).toEqual(limited);
    expect(await told).toEqual(limited);
    expect(await gone).toBe('io server disconnect');
  });
});
