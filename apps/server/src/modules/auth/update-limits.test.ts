// Issue 7, defect 6: a token holder cannot guess the current password without limit through an email or
// password change, or an account deletion: the check is limited like sign-in, per account and per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    limits: {
      passwordChecksPerAccount: { points: 3, durationSeconds: 60 },
      loginPerAddress: { points: 5, durationSeconds: 60 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

const update = (token: string, payload: object, ip = '192.0.2.1') =>
  t.app.inject({ method: 'PUT', url: '/api/users/update', headers: auth(token), payload, remoteAddress: ip });
const changeEmail = (token: string, currentPassword: string, ip?: string) =>
  update(
    token,
    { type: 'email', formData: { email: `moved-${Date.now()}@example.com`, currentPassword } },
    ip,
  );
const changePassword = (token: string, currentPassword: string, ip?: string) =>
  update(token, { type: 'password', formData: { currentPassword, newPassword: 'another long secret' } }, ip);
describe('the current-password check of PUT /api/users/update and /delete', () => {
  it('stops a token holder guessing, whichever change they try, until the window ends', async () => {
    const { token, password } = await registerUser(t);
    expect((await changeEmail(token, 'guess one', '192.0.2.10')).statusCode).toBe(400);
    expect((await changePassword(token, 'guess two', '192.0.2.11')).statusCode).toBe(400);
    const deleting = await t.app.inject({
      method: 'PUT',
      url: '/api/users/delete',
      headers: auth(token),
      payload: { profile: 'both', password: 'guess three' },
      remoteAddress: '192.0.2.12',
    });
    expect(deleting.statusCode).toBe(400);

    const stopped = await changePassword(token, 'guess four', '192.0.2.13');
    expect(stopped.statusCode).toBe(429);
    expect(messages(stopped.body)).toEqual(['Too many wrong passwords. Try again in 1 minute']);
    // Even the right password waits: a guess that happens to be right must not get through.
    expect((await changeEmail(token, password, '192.0.2.14')).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(token) })).statusCode).toBe(
      200,
    );
  });

  it('forgets the failures once the right password is given', async () => {
    const { token, password } = await registerUser(t);
    expect((await changeEmail(token, 'a typo', '192.0.2.20')).statusCode).toBe(400);
    expect((await changeEmail(token, 'another typo', '192.0.2.20')).statusCode).toBe(400);
    const right = await changePassword(token, password, '192.0.2.20');
    expect(right.statusCode).toBe(200);
    const fresh: string = right.json().token;
    for (let n = 0; n < 3; n += 1) {
      expect((await changeEmail(fresh, `wrong ${n}`, '192.0.2.21')).statusCode).toBe(400);
    }
  });

  it('counts one address across accounts, as sign-in does', async () => {
    const ip = '192.0.2.30';
    const codes: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const { token } = await registerUser(t);
      codes.push((await changeEmail(token, 'guess', ip)).statusCode);
      codes.push((await changeEmail(token, 'guess again', ip)).statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'someone@example.com', password: 'anything at all' },
      remoteAddress: ip,
    });
    expect(signIn.statusCode).toBe(429);
  });
});
