// Issue 7, defect 5: registration is limited per address (each costs a password hash), and its 409 for a
// taken email tells as much as /api/users/check, so it counts against the same limit.
import { ACCOUNT_RULES } from '@podium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    limits: { emailChecksPerAddress: { points: 3, durationSeconds: 60 } },
  });
});
afterAll(async () => {
  await t.close();
});

const register = (payload: object, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/users', payload, remoteAddress: ip });
const check = (email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/check', payload: { email }, remoteAddress: ip });
describe('POST /api/users per address', () => {
  it('cuts off 150 registrations from one address at the limit, and refuses without creating anyone', async () => {
    const ip = '198.51.100.50';
    const codes: number[] = [];
    const emails: string[] = [];
    for (let n = 0; n < 150; n += 1) {
      const payload = buildRegistration();
      emails.push(payload.email);
      codes.push((await register(payload, ip)).statusCode);
    }
    const limit = ACCOUNT_RULES.registrationsPerAddress;
    expect(codes.filter((code) => code === 201)).toHaveLength(limit);
    expect(codes.slice(limit).every((code) => code === 429)).toBe(true);

    const refused = await register(buildRegistration(), ip);
    expect(messages(refused.body)).toEqual([
      'Too many accounts were created from your network. Try again in 60 minutes',
    ]);
    const created = await t.db.query<{ count: number }>(
      'select count(*) as count from users where email = any($1)',
      [emails],
    );
    expect(created).toEqual([{ count: limit }]);
    // Another network is not affected.
    expect((await register(buildRegistration(), '198.51.100.51')).statusCode).toBe(201);
  });
});

describe('the email-taken answer', () => {
  it('is refused once /api/users/check has answered 429 to the same address', async () => {
    const { email } = await registerUser(t);
    const ip = '198.51.100.60';
    for (let n = 0; n < 3; n += 1) expect((await check(`probe${n}@example.com`, ip)).statusCode).toBe(200);
    expect((await check(email, ip)).statusCode).toBe(429);

    const taken = await register(buildRegistration({ email }), ip);
    expect(taken.statusCode).toBe(429);
    expect(messages(taken.body)).toEqual(['Too many email checks from your network. Try again in 1 minute']);
  });

  it('counts against the check: probing by registering stops at the same limit', async () => {
    const { email } = await registerUser(t);
    const ip = '198.51.100.61';
    const codes: number[] = [];
    for (let n = 0; n < 5; n += 1) codes.push((await register(buildRegistration({ email }), ip)).statusCode);
    expect(codes).toEqual([409, 409, 409, 429, 429]);
    expect((await check('anyone@example.com', ip)).statusCode).toBe(429);
  });
});
