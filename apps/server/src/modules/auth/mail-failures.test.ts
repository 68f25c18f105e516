// Mail after a commit never decides the answer: a failing or stalled mail server is logged, the request succeeds,
// and a reset request answers the same at once whether or not the email has an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../../providers/mail/mailer.ts';
import { auth, buildRegistration } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/** Each test says how the mail server behaves. */
let mailServer: Mailer['send'] = async () => {};
/** The app's error log: where a failed mail must show up. */
const logged: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    mailer: { kind: 'smtp', send: (mail) => mailServer(mail) },
    log: { level: 'error', lines: logged },
  });
});
afterAll(async () => {
  await t.close();
});

const underSixteen = () => `${new Date().getUTCFullYear() - 13}-01-01`;
const register = async () => {
  const payload = buildRegistration();
  expect((await t.app.inject({ method: 'POST', url: '/api/users', payload })).statusCode).toBe(201);
  return payload.email;
};
const reset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/reset', payload: { email } });

describe('when the mail server fails', () => {
  beforeAll(() => {
    mailServer = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    };
  });

  it('still registers an athlete under 16, and logs the caregiver consent mail that failed', async () => {
    const payload = buildRegistration({ birthDate: underSixteen(), caregiverEmail: 'parent@example.com' });
    const response = await t.app.inject({ method: 'POST', url: '/api/users', payload });
    expect(response.statusCode).toBe(201);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(response.json().token) });
    expect(me.json()).toMatchObject({ email: payload.email, caregiverEmail: 'parent@example.com' });
    await t.app.background.settled();
    expect(logged.at(-1)).toMatch(/caregiver consent/);
    expect(logged.at(-1)).toMatch(/ECONNREFUSED/);
  });

  it('answers a reset request as usual, and logs the failure', async () => {
    const email = await register();
    const response = await reset(email);
    expect(response.statusCode).toBe(200);
    await t.app.background.settled();
    expect(logged.at(-1)).toMatch(/password reset/);
  });
});

describe('when the mail server stalls', () => {
  it('answers a reset request for a known email at once, the same as for an unknown one', async () => {
    const started: Mail[] = [];
    let release: () => void = () => {};
    const stalled = new Promise<void>((resolve) => {
      release = resolve;
    });
    mailServer = async (mail) => {
      started.push(mail);
      await stalled;
    };
    const email = await register();
    const loggedBefore = logged.length;

    const known = await reset(email);
    const unknown = await reset('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    // Both answered while the one real mail is still stuck in the mail server.
    await expect.poll(() => started.map((mail) => mail.to)).toEqual([email]);
    release();
    await t.app.background.settled();
    expect(logged.length).toBe(loggedBefore);
  });
});
