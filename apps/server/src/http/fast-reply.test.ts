// http/fast-reply.ts: a route's reply written by fast-json-stringify from its zod schema is the text zod writes
// (fields the schema names, in its order; nothing else), and where checked, a reply zod refuses still fails.
import { RankingDataByTestSchema } from '@podium/core';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, expect, it } from 'vitest';
import { z } from 'zod';
import { fastReply } from './fast-reply.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A server whose one route answers `reply` under `schema`, written by fastReply(checked). */
async function serve(schema: z.ZodType, reply: unknown, checked: boolean) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.route({
    method: 'GET',
    url: '/reply',
    schema: { response: { 200: schema } },
    serializerCompiler: fastReply(checked),
    handler: async () => reply,
  });
  return app.inject({ method: 'GET', url: '/reply' });
}

const ranking = (overrides: Record<string, unknown> = {}) => ({
  overallRank: 12,
  totalAthletes: 1_000_000,
  rankInAthleteSport: 3,
  totalInAthleteSport: 40_000,
  rankInAthleteAge: null,
  totalInAthleteAge: 0,
  rankAthleteAgeAndSport: 1,
  totalAthleteAgeAndSport: 2,
  percentile: 99.25,
  distribution: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  best: null,
  ...overrides,
});

it("writes athData's answer as zod does, without a field the schema does not name", async () => {
  // Keys out of the schema's order and one it does not know, as a careless present function might hand over.
  const { overallRank, ...rest } = ranking();
  const answer = {
    dash40: { secret: 'not for the client', ...rest, overallRank },
    vo2: ranking({ best: null }),
  };
  for (const checked of [true, false]) {
    const response = await serve(RankingDataByTestSchema, answer, checked);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(z.encode(RankingDataByTestSchema, answer)));
    expect(response.body).not.toContain('secret');
    expect(Object.keys(response.json().dash40)[0]).toBe('overallRank');
  }
});

it('fails a reply zod refuses where checked (a rank past its total), and only writes it where not', async () => {
  const answer = { dash40: ranking({ overallRank: 2_000_000 }) };
  // Development and tests: zod checks the reply, so a service's mistake fails as on any route.
  expect((await serve(RankingDataByTestSchema, answer, true)).statusCode).toBe(500);
  // Production: the values are not checked, only written (the price of the fast path; the suites run checked).
  const unchecked = await serve(RankingDataByTestSchema, answer, false);
  expect(unchecked.statusCode).toBe(200);
  expect(unchecked.json().dash40.overallRank).toBe(2_000_000);
});

it('leaves a schema JSON Schema cannot say to zod', async () => {
  const schema = z.object({ at: z.date() });
  const at = new Date('2026-11-29T07:00:00.000Z');
  const response = await serve(schema, { at }, false);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ at: '2026-11-29T07:00:00.000Z' });
});
