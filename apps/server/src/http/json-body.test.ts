// The JSON body parser: deep nesting and prototype-poisoning keys are refused with a message that says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, registerUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { findForbiddenKey, jsonDepth, MAX_JSON_DEPTH, parseJsonBody, TOO_DEEP_MSG } from './json-body.ts';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('jsonDepth', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[["}')).toBe(1);
    expect(jsonDepth(nested(4000))).toBe(4000);
  });
});

describe('findForbiddenKey', () => {
  it('names where a __proto__ key or a constructor with a prototype sits', () => {
    expect(findForbiddenKey(JSON.parse('{"a":{"__proto__":{"x":1}}}'))).toBe('a');
    expect(findForbiddenKey(JSON.parse('{"__proto__":1}'))).toBe('');
    expect(findForbiddenKey(JSON.parse('{"a":[{"constructor":{"prototype":{}}}]}'))).toBe('a.0');
    // A key merely named constructor is data (a "constructor" quick stat, say): only one with a prototype poisons.
    expect(findForbiddenKey(JSON.parse('{"constructor":"Team GB"}'))).toBeNull();
  });

  it('walks a deep value without overflowing the stack', () => {
    expect(findForbiddenKey(JSON.parse(nested(100_000)))).toBeNull();
  });
});

describe('parseJsonBody', () => {
  it('never lets a parsed body reach a prototype', () => {
    expect(() => parseJsonBody('{"__proto__":{"admin":true}}')).toThrow(/__proto__/);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more`, () => {
    expect(parseJsonBody(nested(MAX_JSON_DEPTH))).toBeDefined();
    expect(() => parseJsonBody(nested(MAX_JSON_DEPTH + 1))).toThrow(TOO_DEEP_MSG);
  });
});

describe('through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const sendRaw = (url: string, method: 'POST' | 'PUT', body: string, token?: string) =>
    t.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', ...(token ? auth(token) : {}) },
      payload: body,
    });

  it('answers a __proto__ quick-stat key with what is wrong, not "not valid JSON"', async () => {
    const athlete = await createAthlete(t);
    const response = await sendRaw(
      '/api/athleteProfile/quick-stats',
      'PUT',
      '{"quickStats":{"__proto__":{"height":"6ft"}}}',
      athlete.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        { msg: 'quickStats: Keys named __proto__, or constructor holding a prototype, are not allowed' },
      ],
    });
  });

  it('refuses a registration nested 4,000 levels deep with 400 before validation, and stores nothing', async () => {
    const email = 'deep@example.com';
    const body = `{"name":"Deep","email":"${email}","password":"correct horse battery","birthDate":"2000-05-17","userType":1,"agreedToTerms":true,"inviterDetails":${nested(4000)}}`;
    expect(body.length).toBeLessThan(9000);
    const response = await sendRaw('/api/users', 'POST', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ msg: TOO_DEEP_MSG }] });
    const check = await t.app.inject({ method: 'POST', url: '/api/users/check', payload: { email } });
    expect(check.json()).toMatchObject({ taken: false });
  });

  it('still answers an empty or broken body as before', async () => {
    const user = await registerUser(t);
    const empty = await sendRaw('/api/athleteProfile/quick-stats', 'PUT', '', user.token);
    expect(empty.json()).toEqual({ errors: [{ msg: 'The request body is empty' }] });
    const broken = await sendRaw('/api/athleteProfile/quick-stats', 'PUT', '{"quickStats":', user.token);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ errors: [{ msg: 'The request body is not valid JSON' }] });
  });
});
