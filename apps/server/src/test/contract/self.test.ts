// The contract test's own parts: its checks catch the answers issue 7 found, and its generator really builds the
// inputs it promises (so a quiet contract run means something).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerProblems } from './checks.ts';
import { Hints } from './hints.ts';
import { type JsonSchema, type Operation, readOperations } from './openapi.ts';
import { buildRequest, requestPlans } from './requests.ts';
import { arbitraryFor } from './schema-arbitrary.ts';

const operation: Operation = {
  key: 'DELETE /api/things/{id}',
  method: 'DELETE',
  path: '/api/things/{id}',
  params: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
  body: null,
  secured: true,
  statuses: new Set(['200', '400', '401', '404']),
};

const answer = (statusCode: number, body: string) => ({ statusCode, headers: {}, body });

describe('answerProblems', () => {
  it('accepts a declared refusal in the error shape', () => {
    expect(answerProblems(operation, answer(404, '{"errors":[{"msg":"Thing not found"}]}'), true)).toEqual(
      [],
    );
  });

  it('catches what issue 7 found: Fastify’s shapes, a 5xx, the static handler’s 403, an undeclared status', () => {
    const fastify =
      '{"error":"Bad Request","code":"FST_ERR_MAX_PARAM_LENGTH","message":"x","statusCode":414}';
    expect(answerProblems(operation, answer(414, fastify), true)).toEqual([
      'a 414 outside the error shape: the body has keys error, code, message, statusCode, not just errors',
      'answered 414, which the operation does not declare',
      'the body shows a framework error code: "\\"code\\":\\"FST_"',
    ]);
    expect(answerProblems(operation, answer(500, '{"errors":[{"msg":"Oops"}]}'), true)).toContain(
      'answered 500',
    );
    expect(answerProblems(operation, answer(403, '<html>Forbidden</html>'), true)[0]).toBe(
      'a 403 outside the error shape: the body is not JSON',
    );
    expect(answerProblems(operation, answer(400, '{"errors":[]}'), true)[0]).toMatch(/non-empty array/);
    expect(answerProblems(operation, answer(400, '{"errors":[{"msg":" "}]}'), true)[0]).toMatch(/message/);
  });

  it('reads declared ranges and a default answer', () => {
    const ranged = { ...operation, statuses: new Set(['200', '4XX']) };
    expect(answerProblems(ranged, answer(418, '{"errors":[{"msg":"No"}]}'), true)).toEqual([]);
    const open = { ...operation, statuses: new Set(['default']) };
    expect(answerProblems(open, answer(409, '{"errors":[{"msg":"Taken"}]}'), true)).toEqual([]);
  });

  it('lets the router refuse a malformed address with a status the operation does not list', () => {
    const refusal = answer(414, '{"errors":[{"msg":"A part of the address is too long"}]}');
    expect(answerProblems(operation, refusal, false)).toEqual([]);
  });

  it('finds a stack trace, a source path or database text in any body', () => {
    const leaks = [
      '{"errors":[{"msg":"TypeError: x\\n    at handler (/srv/app.js:10:5)"}]}',
      '{"msg":"failed in /work/main/apps/server/src/modules/auth/store.ts"}',
      '{"errors":[{"msg":"duplicate key value violates unique constraint \\"users_email\\""}]}',
      '{"errors":[{"msg":"relation \\"userz\\" does not exist"}]}',
    ];
    for (const body of leaks)
      expect(answerProblems(operation, answer(404, body), true), body).not.toEqual([]);
  });
});

/** Every value the generator makes for a schema, in one sample. */
const sample = (schema: JsonSchema, numRuns = 3000) =>
  fc.sample(arbitraryFor(schema, 'body', { hints: new Hints(), fuzz: true }), { numRuns, seed: 7 });

const depthOf = (value: unknown): number =>
  Array.isArray(value)
    ? 1 + Math.max(0, ...value.map(depthOf))
    : value !== null && typeof value === 'object'
      ? 1 + Math.max(0, ...Object.values(value).map(depthOf))
      : 0;

describe('the generator', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 100 },
      age: { type: 'integer', minimum: 0, maximum: 120 },
      tags: { type: 'array', maxItems: 5, items: { type: 'string' } },
    },
    required: ['name', 'age'],
    additionalProperties: false,
  };
  const values = sample(schema);
  const objects = values.filter(
    (value): value is Record<string, unknown> =>
      value !== null && typeof value === 'object' && !Array.isArray(value),
  );

  it('builds values that fit the schema', () => {
    const fitting = objects.filter(
      (value) =>
        typeof value.name === 'string' &&
        value.name.length >= 1 &&
        value.name.length <= 100 &&
        Number.isInteger(value.age) &&
        Object.keys(value).every((key) => key in (schema.properties ?? {})),
    );
    expect(fitting.length).toBeGreaterThan(values.length / 10);
  });

  it('and values built to break it: at the root and at every field', () => {
    const names = objects.map((value) => value.name);
    expect(values.some((value) => typeof value !== 'object' || value === null)).toBe(true);
    expect(objects.some((value) => !('name' in value))).toBe(true);
    expect(objects.some((value) => Object.hasOwn(value, '__proto__'))).toBe(true);
    expect(
      objects.some((value) => Object.keys(value).some((key) => !['name', 'age', 'tags'].includes(key))),
    ).toBe(true);
    expect(names.some((name) => typeof name === 'string' && name.length > 100)).toBe(true);
    expect(names.some((name) => typeof name === 'string' && name.includes('\u0000'))).toBe(true);
    expect(names.some((name) => typeof name === 'number')).toBe(true);
    expect(objects.some((value) => typeof value.age === 'number' && (value.age > 120 || value.age < 0))).toBe(
      true,
    );
    expect(objects.some((value) => Array.isArray(value.tags) && value.tags.length > 5)).toBe(true);
    expect(values.some((value) => depthOf(value) > 32)).toBe(true);
  });

  it('turns a plan into a request: path values encoded, kept off fixed segments, bodies labelled', () => {
    const [document] = [
      {
        openapi: '3.0.3',
        paths: {
          '/api/things/{id}': {
            delete: { parameters: [{ name: 'id', in: 'path', schema: {} }], responses: {} },
          },
        },
      },
    ];
    const [read] = readOperations(document);
    if (!read) throw new Error('no operation read');
    const plan = {
      persona: 0,
      path: { id: 'a/b c' },
      rawPath: null,
      query: {},
      body: { kind: 'none' as const },
    };
    expect(buildRequest(read, plan, {}, new Set()).options.url).toBe('/api/things/a%2Fb%20c');
    expect(buildRequest(read, { ...plan, path: { id: 'me' } }, {}, new Set(['me'])).options.url).toBe(
      '/api/things/me~',
    );
    const raw = buildRequest(read, { ...plan, rawPath: '%zz' }, {}, new Set());
    expect(raw).toMatchObject({ routable: false, options: { url: '/api/things/%zz' } });
    const [generated] = fc.sample(requestPlans(read, new Hints()), { numRuns: 1, seed: 1 });
    expect(generated).toHaveProperty('path.id');
  });
});
