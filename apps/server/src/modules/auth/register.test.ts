// POST /api/users and /api/users/check: registration rules and their refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../app.ts';
import { buildRegistration, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/users', payload: payload as object });
describe('POST /api/users', () => {
  it('registers an athlete and answers a token and the user, never the password hash', async () => {
    const payload = buildRegistration({
      email: 'New.Athlete@Example.com',
      sportsArray: ['Football (soccer)'],
    });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      email: 'new.athlete@example.com',
      userType: 1,
      activeProfile: 'athlete',
      orgAdmin: false,
      name: payload.name,
      birthDate: '2000-05-17',
    });
    expect(response.body).not.toContain('password');
    expect(response.body).not.toContain('$argon2');
  });

  it('refuses a taken email whatever its case, with 409', async () => {
    await registerUser(t, { email: 'taken@example.com' });
    const response = await register(buildRegistration({ email: 'TAKEN@example.com' }));
    expect(response.statusCode).toBe(409);
    expect(messages(response.body)).toEqual(['An account with this email already exists']);
  });

  it('answers one message per problem, naming each field', async () => {
    const response = await register({
      email: 'not-an-email',
      password: 'short',
      userType: 3,
      birthDate: 'yesterday',
    });
    expect(response.statusCode).toBe(400);
    const msgs = messages(response.body);
    expect(msgs).toEqual(
      expect.arrayContaining([
        'name: Name is required',
        'email: Enter a valid email address',
        'password: Must be at least 8 characters',
        'userType: Choose athlete (1) or coach (2)',
        'birthDate: Enter a date as YYYY-MM-DD',
        'agreedToTerms: You must agree to the terms to register',
      ]),
    );
  });

  it('refuses a birth date in the future', async () => {
    const response = await register(buildRegistration({ birthDate: '2999-01-01' }));
    expect(response.statusCode).toBe(400);
    expect(messages(response.body)).toContain('birthDate: Must be in the past');
  });

  it('refuses registration without agreeing to the terms', async () => {
    const response = await register({ ...buildRegistration(), agreedToTerms: false });
    expect(response.statusCode).toBe(400);
    expect(messages(response.body)).toEqual(['agreedToTerms: You must agree to the terms to register']);
  });

  it('asks an athlete under 16 for a caregiver email, then mails the caregiver', async () => {
    const year = new Date().getUTCFullYear() - 13;
    const young = buildRegistration({ birthDate: `${year}-01-01`, name: 'Young Runner' });
    const refused = await register(young);
    expect(refused.statusCode).toBe(400);
    expect(messages(refused.body)).toEqual([
      'caregiverEmail: Athletes under 16 need a parent or caregiver email',
    ]);

    const accepted = await register({ ...young, caregiverEmail: 'parent@example.com' });
    expect(accepted.statusCode).toBe(201);
    await t.app.jobs.settled();
    const mail = t.outbox().find((m) => m.to === 'parent@example.com');
    expect(mail?.subject).toBe('Young Runner has joined Podium: your consent is needed');
  });

  it('refuses a coach under 18, whatever caregiver is named', async () => {
    const year = new Date().getUTCFullYear() - 17;
    for (const birthDate of [`${year}-01-01`, `${year + 11}-01-01`]) {
      const response = await register(
        buildRegistration({ userType: 2, birthDate, caregiverEmail: 'parent@example.com' }),
      );
      expect(response.statusCode).toBe(400);
      expect(messages(response.body)).toEqual(['birthDate: Coaches must be at least 18']);
    }
  });

  it('accepts a coach of 18 without asking for a caregiver', async () => {
    const year = new Date().getUTCFullYear() - 18;
    const response = await register(buildRegistration({ userType: 2, birthDate: `${year}-01-01` }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ userType: 2, activeProfile: 'coach', caregiverEmail: null });
  });

  it('gives a coach who does not administer an organisation the coach profile, even when asked for org', async () => {
    const response = await register(buildRegistration({ userType: 2, activeProfile: 'org' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      orgAdmin: false,
      activeProfile: 'coach',
      organisation: null,
    });
  });

  it('lets an organisation admin start in the coach profile', async () => {
    const response = await register(
      buildRegistration({ userType: 2, orgAdmin: true, organisation: 'Lee Rowing', activeProfile: 'coach' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ orgAdmin: true, activeProfile: 'coach' });
  });

  it('gives an athlete the athlete profile whatever the client sent', async () => {
    const response = await register(buildRegistration({ userType: 1, activeProfile: 'org' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ orgAdmin: false, activeProfile: 'athlete' });
  });

  it('creates the organisation of a coach who administers one', async () => {
    const response = await register(
      buildRegistration({
        userType: 2,
        orgAdmin: true,
        organisation: 'Cork City FC',
        orgDetails: { sport: 'Football (soccer)' },
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      orgAdmin: true,
      activeProfile: 'org',
      organisation: 'Cork City FC',
    });
  });

  it('refuses an organisation admin without an organisation name', async () => {
    const response = await register(buildRegistration({ userType: 2, orgAdmin: true }));
    expect(response.statusCode).toBe(400);
    expect(messages(response.body)).toEqual(['organisation: Organisation name is required']);
  });

  it('answers malformed JSON, wrong types and oversized bodies with a 4xx, never a 500', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(messages(malformed.body)).toEqual(['The request body is not valid JSON']);

    const wrongTypes = await register({ ...buildRegistration(), name: 42, agreedToTerms: 'yes' });
    expect(wrongTypes.statusCode).toBe(400);
    expect(messages(wrongTypes.body).length).toBeGreaterThanOrEqual(2);

    const oversized = await register({ ...buildRegistration(), name: 'x'.repeat(2_000_000) });
    expect(oversized.statusCode).toBe(413);
    expect(messages(oversized.body)).toEqual(['The request body is too large']);

    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'content-type': 'application/xml' },
      payload: '<user/>',
    });
    expect(notJson.statusCode).toBe(415);
    expect(messages(notJson.body)).toEqual(['This content type is not supported']);

    const plainText = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(plainText.statusCode).toBe(400);
    expect(plainText.body).not.toMatch(/\bat .*\.ts/);
  });
});

describe('POST /api/users/check', () => {
  it('tells whether an email is taken', async () => {
    await registerUser(t, { email: 'checked@example.com' });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/users/check',
      payload: { email: 'Checked@example.com' },
    });
    expect(taken.json()).toEqual({ email: 'checked@example.com', taken: true });
    const free = await t.app.inject({
      method: 'POST',
      url: '/api/users/check',
      payload: { email: 'free@example.com' },
    });
    expect(free.json()).toEqual({ email: 'free@example.com', taken: false });
  });

  it('refuses a bad email', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/check',
      payload: { email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(messages(response.body)).toEqual(['email: Enter a valid email address']);
  });

  it('answers 429 once an address has checked too many emails, and goes on answering others', async () => {
    const check = (ip: string, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/check',
        payload: { email: `probe${n}@example.com` },
        remoteAddress: ip,
      });
    const { points } = DEFAULT_LIMITS.emailChecksPerAddress;
    for (let n = 0; n < points; n += 1) expect((await check('10.9.0.1', n)).statusCode).toBe(200);
    const limited = await check('10.9.0.1', points);
    expect(limited.statusCode).toBe(429);
    expect(messages(limited.body)).toEqual([
      'Too many email checks from your network. Try again in 15 minutes',
    ]);
    expect((await check('10.9.0.2', 0)).statusCode).toBe(200);
  });
});
