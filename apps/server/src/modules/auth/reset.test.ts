// Password reset through the outbox: same answer for every email, single-use links valid one hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Asks for a link; the mail goes out in a job, so this waits for it before reading the outbox. */
async function requestReset(email: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/users/reset', payload: { email } });
  await t.app.jobs.settled();
  return response;
}
const confirm = (token: string, password: string) =>
  t.app.inject({ method: 'PUT', url: `/api/users/reset/${token}`, payload: { password } });
const check = (token: string) => t.app.inject({ method: 'GET', url: `/api/users/reset/${token}` });

function latestLinkTo(email: string): string {
  const mail = t
    .outbox()
    .filter((m) => m.to === email)
    .at(-1);
  const match = mail?.text.match(/http:\/\/podium\.test\/reset\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return match[1];
}

describe('password reset', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const { email } = await registerUser(t);
    const before = t.outbox().length;
    const known = await requestReset(email);
    const unknown = await requestReset('ghost@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(t.outbox().length).toBe(before + 1);
    expect(t.outbox().at(-1)?.subject).toBe('Reset your Podium password');
  });

  it('sets a new password once, revoking sessions and the link itself', async () => {
    const { email, token: session } = await registerUser(t);
    await requestReset(email);
    const link = latestLinkTo(email);
    expect((await check(link)).json()).toEqual({ valid: true });

    const done = await confirm(link, 'my new password');
    expect(done.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(session) })).statusCode).toBe(
      401,
    );
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email, password: 'my new password' },
    });
    expect(signIn.statusCode).toBe(200);

    expect((await check(link)).json()).toEqual({ valid: false });
    const again = await confirm(link, 'another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: [{ msg: 'This reset link is invalid or has expired' }] });
  });

  it('invalidates every older link when one is used', async () => {
    const { email } = await registerUser(t);
    await requestReset(email);
    const older = latestLinkTo(email);
    await requestReset(email);
    const newer = latestLinkTo(email);
    expect(newer).not.toBe(older);
    expect((await confirm(newer, 'fresh password 1')).statusCode).toBe(200);
    expect((await confirm(older, 'fresh password 2')).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const { email } = await registerUser(t);
    await requestReset(email);
    const link = latestLinkTo(email);
    await t.db.query("update password_resets set expires_at = now() - interval '1 minute'");
    expect((await check(link)).json()).toEqual({ valid: false });
    expect((await confirm(link, 'too late password')).statusCode).toBe(400);
  });

  it('lets only one of two confirms sent at the same moment use a link', async () => {
    const { email } = await registerUser(t);
    await requestReset(email);
    const link = latestLinkTo(email);
    const [first, second] = await Promise.all([
      confirm(link, 'first racer password'),
      confirm(link, 'second racer password'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const loser = first.statusCode === 400 ? first : second;
    expect(loser.json()).toEqual({ errors: [{ msg: 'This reset link is invalid or has expired' }] });
    const winner = first.statusCode === 200 ? 'first racer password' : 'second racer password';
    const loserPassword =
      winner === 'first racer password' ? 'second racer password' : 'first racer password';
    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
    expect((await signIn(winner)).statusCode).toBe(200);
    expect((await signIn(loserPassword)).statusCode).toBe(400);
  });

  it('refuses a short password and a malformed token', async () => {
    const short = await confirm('x'.repeat(43), 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ errors: [{ msg: 'password: Must be at least 8 characters' }] });
    expect((await check('tiny')).statusCode).toBe(400);
  });
});
