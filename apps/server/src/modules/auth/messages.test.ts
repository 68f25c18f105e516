// Issue 7, defect 18: each refusal of bad input says what is actually wrong, naming the field (the reported cases).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildRegistration, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const send = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, token?: string) => {
  const response = await t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    ...(token ? { headers: auth(token) } : {}),
  });
  const body = response.json<{ errors?: { msg: string }[] }>();
  return { status: response.statusCode, messages: body.errors?.map((error) => error.msg) ?? [] };
};

/** None of zod's own sentences ever reaches a client. */
const RAW_ZOD = /Invalid input|expected \w+, received|Too (big|small)/;

describe('the reported messages', () => {
  it('a 5,000-character name is too long, not missing', async () => {
    const answer = await send('POST', '/api/users', buildRegistration({ name: 'x'.repeat(5000) }));
    expect(answer).toEqual({ status: 400, messages: ['name: Must be at most 100 characters'] });
  });

  it('a 300-character password on login is too long, not missing', async () => {
    const answer = await send('POST', '/api/auth', { email: 'maya@example.com', password: 'p'.repeat(300) });
    expect(answer).toEqual({ status: 400, messages: ['password: Must be at most 256 characters'] });
  });

  it('an email sent as a number must be text, not missing', async () => {
    for (const url of ['/api/auth', '/api/users/check', '/api/users/reset']) {
      const answer = await send('POST', url, { email: 123, password: 'whatever password' });
      expect(answer, url).toEqual({ status: 400, messages: ['email: Must be text'] });
    }
    const registration = await send('POST', '/api/users', { ...buildRegistration(), email: 123 });
    expect(registration).toEqual({ status: 400, messages: ['email: Must be text'] });
  });

  it('a details update without a name says the name is required, not zod’s sentence', async () => {
    const { token } = await registerUser(t);
    const answer = await send(
      'PUT',
      '/api/users/update',
      { type: 'details', formData: { city: 'Cork' } },
      token,
    );
    expect(answer).toEqual({ status: 400, messages: ['formData.name: Name is required'] });
  });

  it('a reset link code of the wrong shape says what a code is', async () => {
    const answer = await send('GET', `/api/users/reset/${'x'.repeat(60)}`);
    expect(answer).toEqual({
      status: 400,
      messages: ['token: Must be the 43-character code of a reset link'],
    });
  });
});

describe('each kind of problem has its own words', () => {
  it('missing, wrong type, too long and bad format are told apart on one form', async () => {
    const answer = await send('POST', '/api/users', {
      name: 42,
      email: 'not-an-email',
      birthDate: '2000-05-17',
      password: 'p'.repeat(200),
      userType: 1,
      agreedToTerms: true,
      phone: '1'.repeat(41),
      orgAdmin: 'yes',
    });
    expect(answer.status).toBe(400);
    expect(answer.messages).toEqual([
      'name: Must be text',
      'email: Enter a valid email address',
      'phone: Must be at most 40 characters',
      'password: Must be at most 128 characters',
      'orgAdmin: Must be true or false',
    ]);
  });

  it('an empty body names every missing field, each in words', async () => {
    const answer = await send('POST', '/api/users', {});
    expect(answer.status).toBe(400);
    expect(answer.messages).toEqual([
      'name: Name is required',
      'email: Email is required',
      'birthDate: Birth date is required',
      'password: Password is required',
      'userType: Choose athlete (1) or coach (2)',
      'agreedToTerms: You must agree to the terms to register',
    ]);
  });

  it('password and email changes say which password is missing or too long', async () => {
    const { token } = await registerUser(t);
    const missing = await send('PUT', '/api/users/update', { type: 'password', formData: {} }, token);
    expect(missing.messages).toEqual([
      'formData.currentPassword: Current password is required',
      'formData.newPassword: Password is required',
    ]);
    const long = await send(
      'PUT',
      '/api/users/update',
      { type: 'email', formData: { email: ['a@b.co'], currentPassword: 'c'.repeat(257) } },
      token,
    );
    expect(long.messages).toEqual([
      'formData.email: Must be text',
      'formData.currentPassword: Must be at most 256 characters',
    ]);
  });

  it('never answers with zod’s own sentences, whatever the types sent', async () => {
    const { token } = await registerUser(t);
    const oddValues = [null, 0, true, [], {}, 'x'.repeat(3000)];
    for (const value of oddValues) {
      const bodies: [string, object, string?][] = [
        ['/api/users', { ...buildRegistration(), name: value, gender: value, registerLink: value }],
        ['/api/auth', { email: value, password: value }],
        ['/api/users/update', { type: 'details', formData: { name: value, birthDate: value } }, token],
      ];
      for (const [url, payload, bearer] of bodies) {
        const answer = await send(url === '/api/users/update' ? 'PUT' : 'POST', url, payload, bearer);
        expect(answer.status, `${url} ${JSON.stringify(value)}`).toBe(400);
        for (const message of answer.messages) expect(message).not.toMatch(RAW_ZOD);
      }
    }
  });
});
