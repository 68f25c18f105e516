// The endpoint table's own rules: a key is a method and a path, its params schema names exactly the path's
// parameters, no key sits in two features' tables, and a filled path is the path with each value encoded.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINT_KEYS, ENDPOINT_TABLES, ENDPOINTS, fillPath, paramNamesOf, splitKey } from './index.ts';

describe('the endpoint table', () => {
  it('names each endpoint by a method and a path', () => {
    for (const key of ENDPOINT_KEYS) expect(() => splitKey(key), key).not.toThrow();
    expect(splitKey('PUT /api/watchlist/:athleteProfileId')).toEqual({
      method: 'PUT',
      path: '/api/watchlist/:athleteProfileId',
    });
  });

  it('gives each path parameter, and nothing else, a place in the params schema', () => {
    const wrong = ENDPOINT_KEYS.flatMap((key) => {
      const names = paramNamesOf(splitKey(key).path).sort();
      const params = 'params' in ENDPOINTS[key] ? ENDPOINTS[key].params : undefined;
      const shape = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
      return names.join() === shape.join() && (names.length === 0) === (params === undefined)
        ? []
        : [`${key}: params ${shape.join() || 'none'}`];
    });
    expect(wrong).toEqual([]);
  });

  it('holds each endpoint in one feature’s table only', () => {
    const all = ENDPOINT_TABLES.flatMap((table) => Object.keys(table));
    expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([]);
    expect(all.length).toBe(ENDPOINT_KEYS.length);
  });
});

describe('fillPath', () => {
  it('puts each value in its place, encoded, so a value cannot reach another path', () => {
    expect(fillPath('/api/organisation/:id/:id2/application', { id: 'a b', id2: '../x?y#z' })).toBe(
      '/api/organisation/a%20b/..%2Fx%3Fy%23z/application',
    );
  });

  it('refuses a path whose parameter has no value', () => {
    expect(() => fillPath('/api/watchlist/:athleteProfileId', {})).toThrow(/athleteProfileId/);
  });
});
