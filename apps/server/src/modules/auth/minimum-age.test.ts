// Issue 7, defect 17: an athlete is at least 13 (ACCOUNT_RULES.athleteMinAge), on registration and on a later
// birth date change, with the same message the forms show.
import { ATHLETE_TOO_YOUNG_MSG } from '@podium/core/api';
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

/** The day `months` months before today, YYYY-MM-DD (the 1st, so no month is short of days). */
function monthsAgo(months: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1))
    .toISOString()
    .slice(0, 10);
}

describe('minimum age of an athlete', () => {
  it('refuses an athlete born 17 months ago, as reported', async () => {
    const response = await register(
      buildRegistration({ birthDate: monthsAgo(17), caregiverEmail: 'parent@example.com' }),
    );
    expect(response.statusCode).toBe(400);
    expect(messages(response.body)).toEqual([`birthDate: ${ATHLETE_TOO_YOUNG_MSG}`]);
    expect(ATHLETE_TOO_YOUNG_MSG).toBe('Athletes must be at least 13');
  });

  it('refuses one a month short of 13 and accepts one just 13, with a caregiver', async () => {
    const young = await register(
      buildRegistration({ birthDate: monthsAgo(13 * 12 - 1), caregiverEmail: 'parent@example.com' }),
    );
    expect(messages(young.body)).toEqual([`birthDate: ${ATHLETE_TOO_YOUNG_MSG}`]);
    const thirteen = await register(
      buildRegistration({ birthDate: monthsAgo(13 * 12 + 1), caregiverEmail: 'parent@example.com' }),
    );
    expect(thirteen.statusCode).toBe(201);
  });

  it('refuses a birth date change that would make an athlete under 13, and keeps the old date', async () => {
    const { token, user } = await registerUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: auth(token),
      payload: {
        type: 'details',
        formData: { name: user.name, birthDate: monthsAgo(17), caregiverEmail: 'parent@example.com' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(messages(response.body)).toEqual([`birthDate: ${ATHLETE_TOO_YOUNG_MSG}`]);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(token) });
    expect(me.json().birthDate).toBe(user.birthDate);
  });
});
