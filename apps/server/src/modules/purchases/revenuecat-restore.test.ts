// "Restore purchases" in the apps (issue 25) through HTTP with the local verifier: a restore grants exactly what the
// store holds for the signed-in account (never another account's purchases, never an ended subscription), says
// what that is, and answers nothing to restore when it holds nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { recordStoreTransaction } from './revenuecat-local.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const restore = (token: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/purchases/restore/revenuecat',
    headers: token ? auth(token) : {},
  });

const held = async (userId: string) =>
  (
    await t.db.query<{ product_key: string }>(
      `select product_key from entitlements
        where user_id = $1 and source = 'revenuecat' and (ends_at is null or ends_at > now()) order by product_key`,
      [userId],
    )
  ).map((row) => row.product_key);

const DAY = 86_400_000;

describe('restoring purchases made in the app', () => {
  it('refuses without a session', async () => {
    const refused = await restore(null);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ errors: [{ msg: expect.any(String) }] });
  });

  it('says there is nothing to restore when the store holds nothing for the account', async () => {
    const athlete = await createAthlete(t);
    const answer = await restore(athlete.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ buyer: 'athlete', restored: [], entitlements: [] });
    expect(await held(athlete.user._id)).toEqual([]);
  });

  it("grants what the store holds for this account only: another account's purchases and ended plans stay out", async () => {
    const athlete = await createAthlete(t);
    const other = await createAthlete(t);
    await recordStoreTransaction(t.db, {
      storeTransactionId: `tx-${randomUUID()}`,
      appUserId: athlete.user._id,
      storeProductId: 'podium_public_link',
    });
    await recordStoreTransaction(t.db, {
      storeTransactionId: `sub-${randomUUID()}`,
      appUserId: athlete.user._id,
      storeProductId: 'podium_athlete_premium_monthly',
      expiresAt: new Date(Date.now() + 20 * DAY),
    });
    await recordStoreTransaction(t.db, {
      storeTransactionId: `sub-${randomUUID()}`,
      appUserId: athlete.user._id,
      storeProductId: 'podium_athlete_premium_yearly',
      purchasedAt: new Date(Date.now() - 400 * DAY),
      expiresAt: new Date(Date.now() - 35 * DAY),
    });
    await recordStoreTransaction(t.db, {
      storeTransactionId: `tx-${randomUUID()}`,
      appUserId: other.user._id,
      storeProductId: 'podium_social_share_single',
    });

    const answer = await restore(athlete.token);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.restored).toEqual(['public_link', 'athlete_premium_monthly']);
    expect(data.capabilities).toContain('publicLink');
    expect(await held(athlete.user._id)).toEqual(['athlete_premium_monthly', 'public_link']);
    // Restoring again changes nothing; the other account's purchase is theirs alone.
    expect((await restore(athlete.token)).json().data.restored).toEqual([
      'public_link',
      'athlete_premium_monthly',
    ]);
    expect(await held(athlete.user._id)).toEqual(['athlete_premium_monthly', 'public_link']);
    expect(await held(other.user._id)).toEqual([]);
    const theirs = await restore(other.token);
    expect(theirs.json().data.restored).toEqual(['social_share_single']);
    expect(await held(other.user._id)).toEqual(['social_share_single']);
  });

  it('ends what the store no longer holds for the account (refunded or moved), as a verify would', async () => {
    const coach = await registerUser(t, { userType: 2 });
    const sub = `sub-${randomUUID()}`;
    await recordStoreTransaction(t.db, {
      storeTransactionId: sub,
      appUserId: coach.user._id,
      storeProductId: 'podium_coach_premium_yearly',
      expiresAt: new Date(Date.now() + 200 * DAY),
    });
    expect((await restore(coach.token)).json().data.restored).toEqual(['coach_premium']);
    const stranger = randomUUID();
    await t.db.query(
      'update revenuecat_local_transactions set app_user_id = $1 where store_transaction_id = $2',
      [stranger, sub],
    );
    const after = await restore(coach.token);
    expect(after.json().data.restored).toEqual([]);
    expect(after.json().data.entitlements).toEqual([]);
    expect(await held(coach.user._id)).toEqual([]);
  });
});

describe('an account asking the store again and again', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      limits: { storeChecksPerAccount: { points: 3, durationSeconds: 3600 } },
    });
  });
  afterAll(() => limited.close());

  it('is refused past its store checks with the wait, while another account still restores', async () => {
    const looping = await createAthlete(limited);
    const ask = (token: string) =>
      limited.app.inject({ method: 'POST', url: '/api/purchases/restore/revenuecat', headers: auth(token) });
    for (let asked = 0; asked < 3; asked += 1) expect((await ask(looping.token)).statusCode).toBe(200);
    // A verify counts too: each is a call to RevenueCat on the project's one key.
    const verify = await limited.app.inject({
      method: 'POST',
      url: '/api/subs/verify/revenuecat',
      headers: auth(looping.token),
      payload: {
        customerInfo: {},
        productIdentifier: 'podium_athlete_premium_monthly',
        purchaseType: 'subscription',
        platform: 'ios',
      },
    });
    expect(verify.statusCode).toBe(429);
    const refused = await ask(looping.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      errors: [
        {
          msg: expect.stringMatching(
            /^You have checked your purchases many times in the last hour\. Try again in \d+ minutes?$/,
          ),
        },
      ],
    });
    const other = await createAthlete(limited);
    expect((await ask(other.token)).statusCode).toBe(200);
  });
});
