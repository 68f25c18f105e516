// Mail is a durable job written with the change (providers/mail/mail-jobs.ts): a failing or stalled mail server never
// decides the answer, a failed try is logged and tried again until the mail goes, and a reset request answers the
// same at once whether or not the email has an account.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mail, Mailer } from '../../providers/mail/mailer.ts';
import { auth, buildRegistration } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/** Each test says how the mail server behaves. */
let mailServer: Mailer['send'] = async () => {};
/** Mails the mail server took. */
const sent: Mail[] = [];
/** The app's log from warnings up: where a failed try must show up. */
const logged: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    mailer: { kind: 'smtp', send: (mail) => mailServer(mail) },
    log: { level: 'warn', lines: logged },
    // A retry a second after a failed try, not the 30 s of production.
    jobs: { pollSeconds: 0.2, retryDelaySeconds: 1 },
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

/** A mail server refusing the first `failures` mails, then taking them. */
function failingFirst(failures: number): Mailer['send'] {
  let refused = 0;
  return async (mail) => {
    if (refused < failures) {
      refused += 1;
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    }
    sent.push(mail);
  };
}

describe('when the mail server fails', () => {
  it('still registers an athlete under 16, and sends the caregiver consent mail once the mail server answers', async () => {
    mailServer = failingFirst(2);
    const payload = buildRegistration({ birthDate: underSixteen(), caregiverEmail: 'parent@example.com' });
    const response = await t.app.inject({ method: 'POST', url: '/api/users', payload });
    expect(response.statusCode).toBe(201);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(response.json().token) });
    expect(me.json()).toMatchObject({ email: payload.email, caregiverEmail: 'parent@example.com' });
    // Two tries failed and were logged; the third went.
    await vi.waitFor(() => expect(sent.map((mail) => mail.to)).toContain('parent@example.com'), {
      timeout: 20_000,
      interval: 100,
    });
    const failures = logged.filter((line) => line.includes('ECONNREFUSED') && line.includes('auth-mail'));
    expect(failures).toHaveLength(2);
    expect(sent.find((mail) => mail.to === 'parent@example.com')?.text).toContain('/consent/');
    expect(await t.app.jobs.failed()).toEqual([]);
  });

  it('answers a reset request as usual, and mails the link once the mail server answers', async () => {
    const email = await register();
    mailServer = failingFirst(1);
    const response = await reset(email);
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => expect(sent.map((mail) => mail.to)).toContain(email), {
      timeout: 20_000,
      interval: 100,
    });
    expect(logged.some((line) => line.includes('password-reset-mail'))).toBe(true);
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
    await t.app.jobs.settled();
    expect(logged.length).toBe(loggedBefore);
  });
});
