// NUL characters anywhere in a request are refused with 400 naming the field, before any route or SQL sees them.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildRegistration, messages, registerUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { handleError } from './error-handler.ts';
import { findNul, refuseNul } from './text-guard.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NUL_MSG = 'Must not contain the NUL character (\\u0000)';

describe('NUL characters', () => {
  it('refuses one in a registration field, naming it, and creates no account', async () => {
    const payload = buildRegistration({ name: 'Nul\u0000Name' });
    const response = await t.app.inject({ method: 'POST', url: '/api/users', payload });
    expect(response.statusCode).toBe(400);
    expect(messages(response.body)).toEqual([`name: ${NUL_MSG}`]);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/users/check',
      payload: { email: payload.email },
    });
    expect(check.json().taken).toBe(false);
  });

  it('refuses one in a nested field, an array item and a key of a free-form object', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ sportsArray: ['Football (soccer)', 'Hur\u0000ling'] }, 'sportsArray.1'],
      [{ orgDetails: { 'web\u0000site': 'x' } }, 'orgDetails'],
      [{ inviterDetails: { group: { name: 'a\u0000' } } }, 'inviterDetails.group.name'],
    ];
    for (const [extra, field] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { ...buildRegistration(), ...extra },
      });
      expect(response.statusCode).toBe(400);
      expect(messages(response.body)).toEqual([`${field}: ${NUL_MSG}`]);
    }
  });

  it('refuses one in PUT /api/users/update formData and leaves the account as it was', async () => {
    const { token } = await registerUser(t, { city: 'Cork' });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: auth(token),
      payload: { type: 'details', formData: { name: 'Someone', city: 'Co\u0000rk' } },
    });
    expect(response.statusCode).toBe(400);
    expect(messages(response.body)).toEqual([`formData.city: ${NUL_MSG}`]);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(token) });
    expect(me.json().city).toBe('Cork');
  });

  it('refuses one in a path param and in a query string the route reads', async () => {
    const param = await t.app.inject({
      method: 'GET',
      url: '/api/users/reset/abc%00defghijklmnopqrstuvwxyz',
    });
    expect(param.statusCode).toBe(400);
    expect(messages(param.body)).toEqual([`token: ${NUL_MSG}`]);
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.addHook('preValidation', refuseNul);
    const querystring = { type: 'object', properties: { probe: { type: 'string' } } };
    app.get('/search', { schema: { querystring } }, async () => ({ ok: true }));
    const query = await app.inject({ method: 'GET', url: '/search?probe=%00' });
    expect(query.statusCode).toBe(400);
    expect(messages(query.body)).toEqual([`probe: ${NUL_MSG}`]);
    await app.close();
  });

  it('ignores a query string the route does not read, as it ignores any unknown key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health?probe=%00' });
    expect(response.statusCode).toBe(200);
  });

  it('still accepts text with other control characters and non-Latin letters', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: buildRegistration({ name: 'Zoë Ó Súilleabháin\t李' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.name).toBe('Zoë Ó Súilleabháin\t李');
  });
});

describe('findNul', () => {
  it('finds the path of the first NUL, or null', () => {
    expect(findNul({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(findNul('\u0000')).toBe('');
    expect(findNul({ a: 1, b: null, c: true, d: ['fine'] })).toBeNull();
    expect(findNul(undefined)).toBeNull();
  });

  it('walks very deep bodies without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findNul(deep)).toMatch(/^0(\.0)+$/);
  });
});
