// The safety net under validation: PostgreSQL's refusals of input, as each driver raises them, become 4xx.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPglite, openPostgres } from '../db/connection.ts';
import { handleError } from './error-handler.ts';

/** Each case runs real SQL that the database refuses, from a route, as a store would. */
const CASES: Record<string, (db: Db) => Promise<unknown>> = {
  nulInText: (db) => db.query('select $1::text as value', ['a\u0000b']),
  nulInJsonb: (db) => db.query('select $1::jsonb as value', ['{"a": "\\u0000"}']),
  notANumber: (db) => db.query('select $1::integer as value', ['twelve']),
  outOfRange: (db) => db.query('select $1::smallint as value', [99_999]),
  badDate: (db) => db.query('select $1::date as value', ['someday']),
  dateOverflow: (db) => db.query('select $1::date as value', ['2024-02-30']),
  duplicate: (db) =>
    db.transaction(async (tx) => {
      await tx.query('create temporary table taken (email text unique) on commit drop');
      await tx.query("insert into taken values ('a@example.com')");
      await tx.query("insert into taken values ('a@example.com')");
    }),
  missingTable: (db) => db.query('select * from no_such_table'),
};

async function serve(db: Db): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setErrorHandler(handleError);
  app.get<{ Params: { name: string } }>('/:name', async (request) => {
    const run = CASES[request.params.name];
    if (!run) throw new Error('unknown case');
    await run(db);
    return { ok: true };
  });
  await app.ready();
  return app;
}

const drivers: Array<[string, () => Promise<Db>]> = [['PGlite', () => openPglite()]];
const url = process.env.TEST_DATABASE_URL;
if (process.env.TEST_DB === 'postgres' && url) drivers.push(['node-postgres', () => openPostgres(url, 2)]);

describe.each(drivers)('database refusals through %s', (_driver, open) => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await open();
    app = await serve(db);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const answer = async (name: string) => {
    const response = await app.inject({ method: 'GET', url: `/${name}` });
    return { status: response.statusCode, body: response.json() };
  };

  it.each([
    ['nulInText', 400, 'The request contains characters that cannot be stored'],
    ['nulInJsonb', 400, 'The request contains characters that cannot be stored'],
    ['notANumber', 400, 'A value in the request is not in the form expected'],
    ['outOfRange', 400, 'A number in the request is out of range'],
    ['badDate', 400, 'A date or time in the request is not valid'],
    ['dateOverflow', 400, 'A date or time in the request is not valid'],
    ['duplicate', 409, 'This already exists'],
  ])('%s answers %i with a plain message', async (name, status, msg) => {
    expect(await answer(name)).toEqual({ status, body: { errors: [{ msg }] } });
  });

  it('answers any other database failure with a bland 500, no SQL in it', async () => {
    const { status, body } = await answer('missingTable');
    expect(status).toBe(500);
    expect(body).toEqual({ errors: [{ msg: 'Something went wrong on our side. Please try again.' }] });
  });
});
