// Signed-in accounts kept between requests (account-cache.ts, migration 0028): a read meets the account as the
// database holds it once a change has committed, whichever path made it; a request that may write never acts on a
// kept account; nothing is kept past its time, or while a change may have been told.
import type { AuthResponse, User } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createDbEvents } from '../../db/events.ts';
import { auth, registerUser, rename } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ACCOUNT_CHANNEL, createAccountCache } from './account-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(token) });
const userOf = async (token: string) => (await me(token)).json<User>();
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
const sessionOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).jti;

/** Runs a statement with migration 0028's triggers on `table` off: a change nobody is told of. */
async function untold(table: string, sql: string, params: unknown[]) {
  await t.db.transaction(async (tx) => {
    await tx.query(`alter table ${table} disable trigger user`);
    await tx.query(sql, params);
    await tx.query(`alter table ${table} enable trigger user`);
  });
}

describe('signed-in accounts kept between requests', () => {
  it('keeps the account a read found, for the reads after it', async () => {
    const user = await registerUser(t);
    expect((await me(user.token)).statusCode).toBe(200);
    expect(t.app.accounts.find(sessionOf(user.token), user.user._id)).toMatchObject({ id: user.user._id });
  });

  it('refuses a kept session at once when another session logs out everywhere', async () => {
    const user = await registerUser(t);
    const other = (await login(user.email, user.password)).json<AuthResponse>().token;
    expect((await me(user.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      headers: auth(other),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('shows a change written straight to the database on the next read: name, organisation, athlete profile', async () => {
    const coach = await registerUser(t, { userType: 2, orgAdmin: true, organisation: 'Harbour Club' });
    expect(await userOf(coach.token)).toMatchObject({ name: coach.user.name, organisation: 'Harbour Club' });
    await t.db.query(`update users set name = 'Renamed Elsewhere' where id = $1`, [coach.user._id]);
    expect((await userOf(coach.token)).name).toBe('Renamed Elsewhere');
    await t.db.query(`update organisations set name = 'Harbour United' where owner_id = $1`, [
      coach.user._id,
    ]);
    expect((await userOf(coach.token)).organisation).toBe('Harbour United');

    const athlete = await registerUser(t);
    expect((await userOf(athlete.token)).profileId).toBeNull();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/athleteProfile',
      headers: auth(athlete.token),
      payload: { sportingCred: [{ sport: 'Football (soccer)', main: true }] },
    });
    expect(made.statusCode).toBe(201);
    expect((await userOf(athlete.token)).profileId).toBe(made.json().profile._id);
  });

  it('refuses a deleted account’s token at once', async () => {
    const user = await registerUser(t);
    expect((await me(user.token)).statusCode).toBe(200);
    await t.db.query('delete from users where id = $1', [user.user._id]);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('never lets a request that may write act on a kept account', async () => {
    const user = await registerUser(t);
    expect((await me(user.token)).statusCode).toBe(200);
    // Ended without telling anyone: a read still meets the kept account; anything that writes reads afresh.
    await untold('sessions', 'update sessions set revoked_at = now() where id = $1', [sessionOf(user.token)]);
    expect((await me(user.token)).statusCode).toBe(200);
    const write = await rename(t.app, user.token, 'Not Allowed');
    expect(write.statusCode).toBe(401);
  });

  it('does not keep an account read while a change was told, nor one past its time, nor past its number', async () => {
    const events = createDbEvents({ db: t.db, log: t.app.log });
    const cache = createAccountCache<{ id: string }>({ events, keptMs: 1_000, maxKept: 2 });
    onTestFinished(() => events.close());
    cache.keep(cache.ticket(), 's0', 'u0', { id: 'u0' });
    expect(cache.find('s0', 'u0')).toBeUndefined();
    await events.start();
    expect(cache.isKeeping).toBe(true);

    const ticket = cache.ticket();
    await t.db.query('select pg_notify($1, $2)', [ACCOUNT_CHANNEL, 'u1']);
    await events.settle();
    cache.keep(ticket, 's1', 'u1', { id: 'u1' });
    expect(cache.find('s1', 'u1')).toBeUndefined();

    cache.keep(cache.ticket(), 's1', 'u1', { id: 'u1' }, 10_000);
    expect(cache.find('s1', 'u1', 10_999)).toEqual({ id: 'u1' });
    expect(cache.find('s1', 'someone else', 10_999)).toBeUndefined();
    cache.keep(cache.ticket(), 's1', 'u1', { id: 'u1' }, 10_000);
    expect(cache.find('s1', 'u1', 11_000)).toBeUndefined();

    cache.keep(cache.ticket(), 'a', 'u', { id: 'u' });
    cache.keep(cache.ticket(), 'b', 'u', { id: 'u' });
    cache.keep(cache.ticket(), 'c', 'u', { id: 'u' });
    expect(cache.size).toBe(2);
    expect(cache.find('a', 'u')).toBeUndefined();
    expect(cache.find('c', 'u')).toEqual({ id: 'u' });

    await t.db.query('select pg_notify($1, $2)', [ACCOUNT_CHANNEL, 'u']);
    await events.settle();
    expect(cache.size).toBe(0);

    await events.close();
    expect(cache.isKeeping).toBe(false);
    cache.keep(cache.ticket(), 'd', 'u', { id: 'u' });
    expect(cache.find('d', 'u')).toBeUndefined();
  });
});
