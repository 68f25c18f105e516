// Issue 7, defect 1: the registration fields that were free-form (inviterDetails, subscriptions, registerLink,
// orgDetails) have closed, bounded shapes: a deeply nested value is a 400 naming the field, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration, messages } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/users', payload });
const FREE_FIELDS = ['inviterDetails', 'subscriptions', 'registerLink', 'orgDetails'];

/** The reported body: a value about 4,000 levels deep in 8 KB, sent as raw JSON text. */
function deepJson(levels: number): string {
  return `${'{"a":'.repeat(levels / 2)}${'['.repeat(levels / 2)}1${']'.repeat(levels / 2)}${'}'.repeat(levels / 2)}`;
}

describe('POST /api/users free-form fields', () => {
  const post = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
  const withField = (field: string, json: string) => {
    const registration = JSON.stringify(
      buildRegistration({ userType: 2, orgAdmin: true, organisation: 'FC' }),
    );
    return `${registration.slice(0, -1)},"${field}":${json}}`;
  };

  it.each(
    FREE_FIELDS,
  )('answers a %s nested 4,000 levels deep (8 KB) with a 400, never a 500', async (field) => {
    const body = withField(field, deepJson(4000));
    expect(body.length).toBeLessThan(24_000);
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(messages(response.body)).toHaveLength(1);
  });

  it.each(
    FREE_FIELDS,
  )('refuses %s nested deeper than its shape with a message naming the field', async (field) => {
    // Shallow enough for the request's own depth limit: the field's schema is what refuses it.
    const response = await post(withField(field, deepJson(20)));
    expect(response.statusCode).toBe(400);
    const [first] = messages(response.body);
    expect(first?.startsWith(`${field}`), first).toBe(true);
  });

  it('keeps what the registration links send, and refuses anything beside it', async () => {
    const accepted = await register(
      buildRegistration({
        registerLink: { type: 'group', email: 'coach@club.org', admin: 'false', groupId: 'g-42' },
        inviterDetails: { groupId: 'g-42' },
        subscriptions: ['athlete_premium_monthly'],
      }),
    );
    expect(accepted.statusCode).toBe(201);

    const extra = await register({
      ...buildRegistration(),
      registerLink: { type: 'promo', code: 'SUMMER24', payload: { a: { b: 1 } } },
    });
    expect(extra.statusCode).toBe(400);
    expect(messages(extra.body)).toEqual(['registerLink: Unknown field: payload']);
  });

  it('bounds every text inside them', async () => {
    const response = await register({
      ...buildRegistration(),
      registerLink: { type: 'promo', code: 'x'.repeat(5000) },
      inviterDetails: { name: 'x'.repeat(5000) },
      subscriptions: ['coach_premium', 'x'.repeat(5000)],
    });
    expect(response.statusCode).toBe(400);
    expect(messages(response.body)).toEqual([
      'subscriptions.1: Must be one of athlete_premium_monthly, athlete_premium_annual, coach_premium, coach_standard, organization_pro, organization_standard',
      'registerLink.code: Must be at most 64 characters',
      'inviterDetails.name: Must be at most 100 characters',
    ]);
  });

  it('takes organisation details as named fields of bounded text, and a web address only over http(s)', async () => {
    const coach = { userType: 2 as const, orgAdmin: true, organisation: 'Harbour FC' };
    const good = await register(
      buildRegistration({
        ...coach,
        orgDetails: { sport: 'Football (soccer)', website: 'https://harbour.example' },
      }),
    );
    expect(good.statusCode).toBe(201);
    const bad = await register({
      ...buildRegistration(coach),
      orgDetails: { website: 'javascript:alert(1)', about: 'x'.repeat(1001), logo: {} },
    });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.body)).toEqual([
      'orgDetails.about: Must be at most 1000 characters',
      'orgDetails.website: Must be an http(s) web address',
      'orgDetails: Unknown field: logo',
    ]);
  });
});
