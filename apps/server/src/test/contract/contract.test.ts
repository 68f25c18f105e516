// The contract test (issue 7, "Make it stay fixed"): generated from /api/openapi.json of a real test app, so an
// operation added later is covered the day it lands. Every operation that declares a token answers 401 without
// one and to forged ones; every operation gets requests built to break it from its own schema (fast-check), and
// no answer may be a 5xx, a refusal outside { errors: [{ msg }] }, a status it does not declare, or a leak.
// Replay a run with the seed it prints: CONTRACT_SEED=<seed> (CONTRACT_RUNS=<n> changes the request count;
// CONTRACT_MESSAGES=1 prints every distinct refusal message, to review their wording; CONTRACT_KEEP_GOING=1 lists
// every kind of problem an operation has instead of stopping at the first).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_METHODS } from '../../app.ts';
import { createTestApp } from '../harness.ts';
import { type Answer, answerProblems, errorMessages, RAW_MESSAGE } from './checks.ts';
import { type Forgery, forgeTokens } from './forged-tokens.ts';
import { Hints } from './hints.ts';
import { ID_ROUTES } from './id-routes.ts';
import { type Operation, readOperations, staticSegments } from './openapi.ts';
import { PersonaPool } from './personas.ts';
import { buildRequest, type RequestPlan, requestPlans } from './requests.ts';

/** A whole number from the environment, or the fallback; anything else stops the run with a clear message. */
function wholeNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be a whole number, not ${raw}`);
  return value;
}

const SEED = wholeNumber('CONTRACT_SEED', Date.now() % 2 ** 31);
const TOTAL_REQUESTS = wholeNumber('CONTRACT_RUNS', 20_000);
/** Set to list every kind of problem an operation has, rather than stop (and shrink) at the first. */
const KEEP_GOING = Boolean(process.env.CONTRACT_KEEP_GOING);
/** Operations with nothing to generate (no parameter, no body) are called this many times, as each persona. */
const RUNS_WITHOUT_INPUT = 24;
const THIS_FILE = 'apps/server/src/test/contract/contract.test.ts';
const SOURCE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

console.log(
  `contract test seed ${SEED}: replay with CONTRACT_SEED=${SEED} npx vitest run --project server ${THIS_FILE}` +
    ` (add -t "<operation>" for one operation)`,
);

const t = await createTestApp();
const operations = readOperations((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
const fixedSegments = staticSegments(operations);
const hasInput = (operation: Operation) => operation.params.length > 0 || operation.body !== null;
const withInput = operations.filter(hasInput).length;
const runsPerOperation = Math.ceil(
  (TOTAL_REQUESTS - RUNS_WITHOUT_INPUT * (operations.length - withInput)) / Math.max(withInput, 1),
);

/** Per operation: requests sent, answers by status, personas replaced, messages that read like library defaults. */
interface Tally {
  sent: number;
  statuses: Map<number, number>;
  renewed: number;
  rawMessages: Set<string>;
  /** Every distinct refusal message (up to 40), printed with CONTRACT_MESSAGES=1 to review their wording. */
  messages: Set<string>;
}
const tallies = new Map<string, Tally>();

afterAll(async () => {
  await t.close();
});

/** A 32-bit seed per operation, from the run's seed and the operation's name: one operation replays alone. */
function seedFor(key: string): number {
  let hash = 2166136261 ^ SEED;
  for (const char of key) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash | 0;
}

const toAnswer = (response: { statusCode: number; headers: Answer['headers']; body: string }): Answer => ({
  statusCode: response.statusCode,
  headers: response.headers,
  body: response.body,
});

/** Long strings shown by their length, so a failing request prints readably. */
function describePlan(plan: RequestPlan): string {
  return JSON.stringify(plan, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 200
      ? `${value.slice(0, 40)}… (${value.length} characters)`
      : value,
  ).slice(0, 1500);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const parseJson = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

describe('the API description', () => {
  it('has operations to test', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it('offers every method it uses in the CORS preflight', async () => {
    const used = new Set(operations.map((operation) => operation.method));
    for (const method of used) expect(API_METHODS, method).toContain(method);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'capacitor://localhost', 'access-control-request-method': 'DELETE' },
    });
    const offered = String(preflight.headers['access-control-allow-methods']).split(/,\s*/);
    for (const method of used) expect(offered, method).toContain(method);
  });

  it('answers OPTIONS on every path, a preflight with 204 and anything else in the error shape', async () => {
    const variants: Array<[string, Record<string, string>, number]> = [
      ['a preflight', { origin: 'capacitor://localhost', 'access-control-request-method': 'POST' }, 204],
      ['no CORS headers', {}, 400],
      ['an Origin only', { origin: 'capacitor://localhost' }, 400],
      ['a requested method only', { 'access-control-request-method': 'POST' }, 400],
    ];
    for (const operation of operations) {
      const url = operation.path.replace(/\{[^}]+\}/g, '0b0e8a4e-2f3c-4a7e-9d1c-1f2e3d4c5b6a');
      for (const [name, headers, status] of variants) {
        const answer = toAnswer(await t.app.inject({ method: 'OPTIONS', url, headers }));
        const what = `OPTIONS ${url} with ${name}`;
        expect(answer.statusCode, `${what}: ${answer.body}`).toBe(status);
        expect(answerProblems(operation, answer, false), what).toEqual([]);
      }
    }
  });

  it('lists every operation with a path parameter, with a test of another user’s id that exists', () => {
    const withParams = operations.filter((operation) =>
      operation.params.some((param) => param.in === 'path'),
    );
    const missing = withParams.map((operation) => operation.key).filter((key) => !(key in ID_ROUTES));
    expect(missing, 'add these to apps/server/src/test/contract/id-routes.ts').toEqual([]);
    const stale = Object.keys(ID_ROUTES).filter(
      (key) => !withParams.some((operation) => operation.key === key),
    );
    expect(stale, 'no such operation with a path parameter: remove from id-routes.ts').toEqual([]);
    for (const [key, entry] of Object.entries(ID_ROUTES)) {
      const reference = 'otherUsersId' in entry ? entry.otherUsersId : entry.refusals;
      let source = '';
      try {
        source = readFileSync(`${SOURCE_ROOT}${reference.file}`, 'utf8');
      } catch {
        expect.fail(`${key}: no file apps/server/src/${reference.file}`);
      }
      const named = [`'${reference.test}'`, `"${reference.test}"`, `\`${reference.test}\``];
      const found = named.some((literal) =>
        new RegExp(`\\b(it|test)(\\.\\w+)*\\(\\s*${escapeRegExp(literal)}`).test(source),
      );
      expect(found, `${key}: no test named "${reference.test}" in ${reference.file}`).toBe(true);
      // The test must at least name the operation's path up to its first parameter.
      const prefix = key.split(' ')[1]?.split('{')[0] ?? '';
      expect(source.includes(prefix), `${key}: ${reference.file} never calls ${prefix}`).toBe(true);
    }
  });
});

describe('forged tokens', () => {
  let forgeries: Forgery[] = [];
  beforeAll(async () => {
    forgeries = await forgeTokens(t);
  });

  const secured = operations.filter((operation) => operation.secured);
  it.each(
    secured.map((operation) => [operation.key, operation] as const),
  )('%s answers 401 to no token and to each forged one', async (_key, operation) => {
    const hints = new Hints();
    // A plausible request, so the 401 is the token's and not the body's.
    const [plan] = fc.sample(requestPlans(operation, hints), { numRuns: 1, seed: seedFor(operation.key) });
    if (!plan) throw new Error('fast-check sampled nothing');
    const fitting: RequestPlan = { ...plan, rawPath: null };
    for (const forgery of forgeries) {
      const { options } = buildRequest(operation, fitting, forgery.headers, fixedSegments);
      const answer = toAnswer(await t.app.inject(options));
      expect(answer.statusCode, `${operation.key} with ${forgery.name}: ${answer.body}`).toBe(401);
      expect(answerProblems(operation, answer, true), `${operation.key} with ${forgery.name}`).toEqual([]);
    }
  });
});

describe('generated requests', () => {
  const others = new Hints();
  beforeAll(async () => {
    // Another user's things, for every operation to name: ids of someone else must never break anything either.
    await PersonaPool.create(t, others);
  });

  it.each(operations.map((operation, index) => [operation.key, operation, index] as const))(
    '%s survives requests built to break it',
    async (key, operation, index) => {
      const hints = new Hints();
      hints.absorb(others);
      const pool = operation.secured ? await PersonaPool.create(t, hints) : null;
      const tally: Tally = {
        sent: 0,
        statuses: new Map(),
        renewed: 0,
        rawMessages: new Set(),
        messages: new Set(),
      };
      tallies.set(key, tally);
      const remoteAddress = `127.200.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      const numRuns = hasInput(operation) ? runsPerOperation : RUNS_WITHOUT_INPUT;
      let failure = '';
      /** With CONTRACT_KEEP_GOING: the first example of each kind of problem, so one run lists them all. */
      const found = new Map<string, string>();
      const property = fc.asyncProperty(requestPlans(operation, hints), async (plan) => {
        const signedIn = pool?.pick(plan.persona);
        const headers: Record<string, string> = signedIn ? { 'x-auth-token': signedIn.persona.token } : {};
        const { options, routable } = buildRequest(operation, plan, headers, fixedSegments);
        const answer = toAnswer(await t.app.inject({ ...options, remoteAddress }));
        tally.sent += 1;
        tally.statuses.set(answer.statusCode, (tally.statuses.get(answer.statusCode) ?? 0) + 1);
        for (const msg of errorMessages(answer.body)) {
          if (RAW_MESSAGE.test(msg)) tally.rawMessages.add(msg);
          if (tally.messages.size < 40) tally.messages.add(`${answer.statusCode} ${msg.slice(0, 160)}`);
        }
        const problems = answerProblems(operation, answer, routable);
        if (problems.length > 0) {
          failure =
            `${key}: ${problems.join('; ')}\n  request: ${options.method} ${String(options.url).slice(0, 300)}` +
            `\n  plan: ${describePlan(plan)}\n  answer: ${answer.statusCode} ${answer.body.slice(0, 500)}`;
          if (!KEEP_GOING) return false;
          const kind = problems.map((problem) => problem.split(':')[0]).join('; ');
          if (!found.has(kind)) found.set(kind, failure);
        }
        if (answer.statusCode < 300) {
          hints.learn(parseJson(answer.body));
          // Only a change can end a session (a GET never does): then a fresh user takes the persona's place.
          const isChange = operation.method !== 'GET' && operation.method !== 'HEAD';
          if (pool && signedIn && isChange) await pool.keepSignedIn(signedIn.index);
        }
        return true;
      });
      const details = await fc.check(property, { seed: seedFor(key), numRuns });
      tally.renewed = pool?.renewed ?? 0;
      if (found.size > 0) throw new Error([...found.values()].join('\n\n'));
      if (details.failed) {
        throw new Error(
          `${failure}\n  fast-check seed ${details.seed}, path ${details.counterexamplePath}; ` +
            `replay: CONTRACT_SEED=${SEED} npx vitest run --project server ${THIS_FILE} -t "${key}"` +
            (details.errorInstance ? `\n  error: ${String(details.errorInstance)}` : ''),
        );
      }
    },
    300_000,
  );

  it(`sent at least ${TOTAL_REQUESTS} generated requests, and says what they got`, () => {
    const lines = [...tallies].map(([key, tally]) => {
      const statuses = [...tally.statuses].sort(([a], [b]) => a - b).map(([code, n]) => `${code}×${n}`);
      return `${String(tally.sent).padStart(5)}  ${key}  ${statuses.join(' ')}${tally.renewed ? `  (${tally.renewed} users replaced)` : ''}`;
    });
    const sent = [...tallies.values()].reduce((sum, tally) => sum + tally.sent, 0);
    console.log(`contract test, seed ${SEED}: ${sent} generated requests\n${lines.join('\n')}`);
    const raw = [...tallies].flatMap(([key, tally]) =>
      [...tally.rawMessages].slice(0, 4).map((msg) => `${key}: ${msg}`),
    );
    if (raw.length > 0) console.log(`messages that read like a library's defaults:\n${raw.join('\n')}`);
    if (process.env.CONTRACT_MESSAGES) {
      for (const [key, tally] of tallies) console.log(`${key}\n  ${[...tally.messages].join('\n  ')}`);
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
  });
});
