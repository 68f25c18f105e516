// POST /api/auth (login), GET /api/auth (load user), logout everywhere: sessions and their refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    limits: {
      loginPerAddressAndAccount: { points: 3, durationSeconds: 60 },
      loginPerAddress: { points: 12, durationSeconds: 60 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password }, remoteAddress: ip });

describe('POST /api/auth', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const { email, password, user } = await registerUser(t);
    const response = await login(email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user._id).toBe(user._id);
    expect(response.json().token).toEqual(expect.any(String));
  });

  it('answers the same Invalid credentials for a wrong password and an unknown email', async () => {
    const { email } = await registerUser(t);
    const wrong = await login(email, 'not the password', '10.0.0.2');
    const unknown = await login('nobody@example.com', 'whatever1', '10.0.0.2');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: [{ msg: 'Invalid credentials' }] });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an address that keeps failing on one account, even with the right password', async () => {
    const { email, password } = await registerUser(t);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(email, 'wrong password', '10.1.0.1')).statusCode).toBe(400);
    }
    const refused = await login(email, password, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].msg).toMatch(/^Too many failed sign-ins from your network/);
    // The owner elsewhere is not refused (login-limits.test.ts has the attack in full).
    expect((await login(email, password, '10.1.0.2')).statusCode).toBe(200);
  });

  it('limits failures per IP address', async () => {
    const ip = '10.2.0.1';
    let last = 0;
    for (let attempt = 0; attempt < 13; attempt += 1) {
      last = (await login(`someone${attempt}@example.com`, 'whatever1', ip)).statusCode;
    }
    expect(last).toBe(429);
  });

  it('refuses a missing password with a field message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'a@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ msg: 'password: Password is required' }] });
  });
});

describe('GET /api/auth', () => {
  it('loads the signed-in user with the spec fields and no hash', async () => {
    const { token, user } = await registerUser(t, { gender: 'female' });
    const response = await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    for (const field of [
      '_id',
      'profileId',
      'email',
      'userType',
      'orgAdmin',
      'activeProfile',
      'notificationToken',
    ]) {
      expect(body).toHaveProperty(field);
    }
    expect(body).toMatchObject({
      _id: user._id,
      name: user.name,
      birthDate: user.birthDate,
      gender: 'female',
    });
    expect(response.body).not.toMatch(/password|argon/);
  });

  it('gives the owner their caregiver email, and shows it to no one else', async () => {
    const birthDate = `${new Date().getUTCFullYear() - 14}-01-01`;
    const young = await registerUser(t, { birthDate, caregiverEmail: 'guardian@example.com' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/athleteProfile',
      headers: auth(young.token),
      payload: { sportingCred: [{ sport: 'Football (soccer)', main: true }] },
    });
    expect(created.statusCode).toBe(201);
    const profileId: string = created.json().profile._id;

    const mine = await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(young.token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ _id: young.user._id, caregiverEmail: 'guardian@example.com' });

    const adult = await registerUser(t);
    const adultSelf = await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(adult.token) });
    expect(adultSelf.json()).toMatchObject({ caregiverEmail: null });
    for (const url of [`/api/athleteProfile/${profileId}`, `/api/public/athlete/${profileId}`]) {
      const seen = await t.app.inject({ method: 'GET', url, headers: auth(adult.token) });
      // Under 16 without their caregiver's consent: hidden from others altogether (consent/minors.test.ts).
      expect(seen.statusCode, url).toBe(404);
      expect(seen.body, url).not.toContain('guardian@example.com');
    }
  });

  it('refuses no token, a forged token and a garbage token with 401', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ errors: [{ msg: 'Please sign in to continue' }] });

    const { token } = await registerUser(t);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.c2lnbmF0dXJlLWZvcmdlZC1ieS1zb21lb25lLWVsc2U`;
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(forged) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth('garbage') })).statusCode,
    ).toBe(401);
  });

  it('accepts the token as a Bearer authorization header too', async () => {
    const { token } = await registerUser(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout-everywhere', () => {
  it('revokes every token of the user', async () => {
    const { email, password, token } = await registerUser(t);
    const second = (await login(email, password, '10.3.0.1')).json().token;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      headers: auth(token),
    });
    expect(response.statusCode).toBe(200);
    for (const old of [token, second]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(old) })).statusCode).toBe(
        401,
      );
    }
    const fresh = (await login(email, password, '10.3.0.2')).json().token;
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(fresh) })).statusCode).toBe(
      200,
    );
  });

  it('refuses without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere' })).statusCode).toBe(401);
  });
});
