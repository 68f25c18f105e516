// Issue 7, defect 9: a new password found in a list of leaked passwords, or made of the owner's email or name,
// is refused with a message saying why: on registration, on a password change and on a reset.
import { PASSWORD_LEAKED_MSG, PASSWORD_PERSONAL_MSG } from '@podium/core/passwords';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildRegistration, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/users', payload });
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/update',
    headers: auth(token),
    payload: { type: 'password', formData: { currentPassword, newPassword } },
  });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });

describe('POST /api/users', () => {
  it('refuses the leaked passwords the issue names, saying why', async () => {
    for (const password of ['password', '12345678', 'P@ssw0rd', 'iloveyou2']) {
      const response = await register(buildRegistration({ password }));
      expect(response.statusCode, password).toBe(400);
      expect(messages(response.body)).toEqual([`password: ${PASSWORD_LEAKED_MSG}`]);
    }
  });

  it('refuses a password equal to the email, its local part or the name', async () => {
    const person = { email: 'siobhan.kelly@example.com', name: 'Siobhan Kelly' };
    for (const password of ['siobhan.kelly@example.com', 'siobhan.kelly', 'Siobhan Kelly', 'kellysiobhan']) {
      const response = await register(buildRegistration({ ...person, password }));
      expect(response.statusCode, password).toBe(400);
      expect(messages(response.body)).toEqual([`password: ${PASSWORD_PERSONAL_MSG}`]);
    }
  });

  it('says the length first when the password is too short', async () => {
    const response = await register(buildRegistration({ password: 'pass' }));
    expect(messages(response.body)).toEqual(['password: Must be at least 8 characters']);
  });

  it('accepts a long password made of common words', async () => {
    const response = await register(buildRegistration({ password: 'correct horse battery' }));
    expect(response.statusCode).toBe(201);
  });
});

describe('PUT /api/users/update password', () => {
  it('refuses a leaked or personal new password, and keeps the old one', async () => {
    const { token, password, email } = await registerUser(t, { name: 'Aoife Byrne' });
    const leaked = await changePassword(token, password, 'qwertyuiop');
    expect(leaked.statusCode).toBe(400);
    expect(messages(leaked.body)).toEqual([`formData.newPassword: ${PASSWORD_LEAKED_MSG}`]);
    const personal = await changePassword(token, password, 'Aoife.Byrne');
    expect(messages(personal.body)).toEqual([`formData.newPassword: ${PASSWORD_PERSONAL_MSG}`]);
    expect((await signIn(email, password)).statusCode).toBe(200);
    expect((await changePassword(token, password, 'a better one, this')).statusCode).toBe(200);
  });
});

describe('PUT /api/users/reset/{token}', () => {
  async function resetLink(email: string) {
    await t.app.inject({ method: 'POST', url: '/api/users/reset', payload: { email } });
    await t.app.jobs.settled();
    const mail = t
      .outbox()
      .filter((sent) => sent.to === email)
      .at(-1);
    const code = mail?.text.match(/\/reset\/([A-Za-z0-9_-]+)/)?.[1];
    if (!code) throw new Error(`no reset link mailed to ${email}`);
    return code;
  }
  const confirm = (code: string, password: string) =>
    t.app.inject({ method: 'PUT', url: `/api/users/reset/${code}`, payload: { password } });

  it('refuses a leaked or personal password, and the link still works for a good one', async () => {
    const { email } = await registerUser(t, { email: 'niamh.walsh@example.com', name: 'Niamh Walsh' });
    const code = await resetLink(email);
    const leaked = await confirm(code, 'password1');
    expect(leaked.statusCode).toBe(400);
    expect(messages(leaked.body)).toEqual([`password: ${PASSWORD_LEAKED_MSG}`]);
    const personal = await confirm(code, 'niamhwalsh');
    expect(messages(personal.body)).toEqual([`password: ${PASSWORD_PERSONAL_MSG}`]);
    expect((await confirm(code, 'fresh start in cork')).statusCode).toBe(200);
  });
});
