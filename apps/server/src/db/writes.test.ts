// Issue 22, items 25 and 26: a request settles (waits to be told of its own commits) only when it wrote a table whose
// changes are told, whatever its method; athData, a POST that reads, neither settles nor reads its account afresh, and
// a follow request, which writes only quiet tables, does not settle.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResult, auth, createAthlete } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { mayTell, QUIET_TABLES, READ_STATEMENT, WAKE_ONLY_TRIGGERS } from './writes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('which statements count as writes', () => {
  it('reads plain selects and withs that only select; anything else writes', () => {
    for (const read of [
      'select 1',
      '  SELECT * from users where id = $1 for update',
      'with x as (select 1) select * from x',
      '(select 1) union all (select 2)',
      'set transaction isolation level repeatable read, read only',
    ]) {
      expect(READ_STATEMENT.test(read), read).toBe(true);
    }
    for (const write of [
      'insert into users values (1)',
      'update users set name = $1',
      ' delete from sessions',
      'with gone as (delete from sessions returning id) select count(*) from gone',
      "select pg_notify('podium_signs', $1)",
      'begin',
    ]) {
      expect(READ_STATEMENT.test(write), write).toBe(false);
    }
  });

  it('tells of a write unless every table it writes is quiet', () => {
    for (const quiet of [
      'begin',
      'commit',
      'select 1 from follows for update',
      `insert into notifications (type) values ($1) returning id`,
      `with due as (select id from notification_deliveries for update skip locked)
       update notification_deliveries d set state = 'done' from due where d.id = due.id`,
      'insert into follows (a) values ($1) on conflict (a) do update set a = excluded.a',
      'delete from blocks where blocker_profile_id = $1',
    ]) {
      expect(mayTell(quiet), quiet).toBe(false);
    }
    for (const loud of [
      'update users set name = $1',
      'update "users" set name = $1',
      'update public.follows set a = 1',
      `with n as (insert into notifications (type) values ($1) returning id) delete from sessions`,
      "select pg_notify('podium_signs', $1)",
      'truncate follows',
      'lock table follows',
    ]) {
      expect(mayTell(loud), loud).toBe(true);
    }
  });

  it('names as quiet only tables that no trigger watches, directly or through a cascade', async () => {
    // The tables whose writes may NOTIFY: those with a trigger, and those whose rows cascade (delete or update) into
    // such a table's, repeated until nothing is added.
    const loud = await t.db.query<{ relname: string }>(
      `with recursive cascades as (
         select cr.relname as referencing, cf.relname as referenced
           from pg_constraint con
           join pg_class cr on cr.oid = con.conrelid
           join pg_class cf on cf.oid = con.confrelid
          where con.contype = 'f' and (con.confdeltype in ('c', 'n', 'd') or con.confupdtype in ('c', 'n', 'd'))
       ), loud(relname) as (
         select c.relname from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
          where not tg.tgisinternal and not (tg.tgname = any($1::text[]))
         union
         select cascades.referenced from cascades join loud on loud.relname = cascades.referencing
       )
       select relname from loud`,
      [[...WAKE_ONLY_TRIGGERS]],
    );
    const tables = await t.db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    );
    expect(loud.map((row) => row.relname)).toContain('users');
    expect(loud.map((row) => row.relname).filter((table) => QUIET_TABLES.has(table))).toEqual([]);
    const existing = new Set(tables.map((row) => row.relname));
    expect([...QUIET_TABLES].filter((table) => !existing.has(table))).toEqual([]);
  });
});

describe('settling after a request', () => {
  it('settles after a write, and not after a read, a POST that reads, or a refused write', async () => {
    const athlete = await createAthlete(t);
    const other = await createAthlete(t);
    await addResult(t, athlete.token, {
      attribute: 'Absolute Strength',
      test: 'Bench Press 1 RM',
      score: '80',
      unitOfMeasurement: 'kg',
    });
    const settle = vi.spyOn(t.app.dbEvents, 'settle');
    const request = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      t.app.inject({ method, url, headers: auth(athlete.token), ...(payload ? { payload } : {}) });
    try {
      expect((await request('GET', '/api/auth')).statusCode).toBe(200);
      expect((await request('POST', '/api/athleteProfile/athData', ['benchPress1'])).statusCode).toBe(200);
      expect((await request('PUT', '/api/users/update', { type: 'details', formData: {} })).statusCode).toBe(
        400,
      );
      expect(settle).not.toHaveBeenCalled();
      const updated = await request('PUT', '/api/users/update', {
        type: 'details',
        formData: { name: 'Renamed Athlete' },
      });
      expect(updated.statusCode).toBe(200);
      expect(settle).toHaveBeenCalledTimes(1);
      // A follow request writes only quiet tables (the request's record, the notification and its deliveries).
      const asked = await request('POST', '/api/following/request', {
        profileId: other.profileId,
        profileType: 'athlete',
      });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(settle).toHaveBeenCalledTimes(1);
    } finally {
      settle.mockRestore();
    }
  });

  it('serves athData the account this process keeps, and a write the account as it is now', async () => {
    const athlete = await createAthlete(t);
    const read = vi.spyOn(t.app.accounts, 'find');
    try {
      await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(athlete.token) });
      read.mockClear();
      await t.app.inject({
        method: 'POST',
        url: '/api/athleteProfile/athData',
        headers: auth(athlete.token),
        payload: ['benchPress1'],
      });
      expect(read).toHaveBeenCalled();
      read.mockClear();
      await t.app.inject({
        method: 'PUT',
        url: '/api/users/update',
        headers: auth(athlete.token),
        payload: { type: 'details', formData: { name: 'Fresh Read' } },
      });
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });
});
