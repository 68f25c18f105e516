// The 413 and 415 that athlete and ranking calls with a JSON body declare: a body too large, a body not JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: '4096' } });
  ({ token } = await createAthlete(t));
});
afterAll(async () => {
  await t.close();
});

const CALLS = [
  ['PUT', '/api/athleteProfile/quick-stats'],
  ['PUT', '/api/athleteProfile/desired-destination'],
  ['POST', '/api/athleteProfile/athData'],
] as const;

describe.each(CALLS)('%s %s', (method, url) => {
  it('refuses a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method,
      url,
      headers: auth(token),
      payload: { quickStats: { Notes: 'x'.repeat(5000) } },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errors: [{ msg: 'The request body is too large' }] });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await t.app.inject({
      method,
      url,
      headers: { ...auth(token), 'content-type': 'application/xml' },
      payload: '<stats/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ errors: [{ msg: 'This content type is not supported' }] });
  });
});
