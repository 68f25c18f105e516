// Issue 22, item 25: a request settles (waits to be told of its own commits) only when it wrote, whatever its method;
// athData, a POST that reads, neither settles nor reads its account afresh.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResult, auth, createAthlete } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { READ_STATEMENT } from './writes.ts';

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
});

describe('settling after a request', () => {
  it('settles after a write, and not after a read, a POST that reads, or a refused write', async () => {
    const athlete = await createAthlete(t);
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
