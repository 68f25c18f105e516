// The public link since issue 25: a plan's capability. A new athlete without one is refused (403, told what to do);
// one who bought it, or is premium, turns it on; athletes who had it before migration 0049 keep it (grandfathered).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { grantPlan } from '../../test/entitlements.ts';
import { auth, createAthlete, messages } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { LINK_NEEDS_PLAN } from '../athletes/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setLink = (token: string, enabled: boolean) =>
  t.app.inject({ method: 'PUT', url: '/api/users/public-link', headers: auth(token), payload: { enabled } });

describe('the public link switch', () => {
  it('refuses a free new athlete, saying what to buy; turning it off stays free', async () => {
    const athlete = await createAthlete(t);
    const refused = await setLink(athlete.token, true);
    expect(refused.statusCode).toBe(403);
    expect(messages(refused.body)).toEqual([LINK_NEEDS_PLAN]);
    expect(LINK_NEEDS_PLAN).toBe('Your plan does not include a public link: buy it once or go premium');
    expect((await setLink(athlete.token, false)).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: `/api/public/athlete/${athlete.profileId}` });
    expect(page.statusCode).toBe(404);
  });

  it('turns on for a buyer of the public link and for a premium athlete, and not once premium has ended', async () => {
    const buyer = await createAthlete(t);
    await grantPlan(t.db, buyer.user._id, 'public_link');
    expect((await setLink(buyer.token, true)).statusCode).toBe(200);
    const premium = await createAthlete(t);
    await grantPlan(t.db, premium.user._id, 'athlete_premium_monthly');
    expect((await setLink(premium.token, true)).statusCode).toBe(200);
    const lapsed = await createAthlete(t);
    await grantPlan(t.db, lapsed.user._id, 'athlete_premium_monthly');
    await t.db.query(`update entitlements set ends_at = now() - interval '1 day' where user_id = $1`, [
      lapsed.user._id,
    ]);
    expect((await setLink(lapsed.token, true)).statusCode).toBe(403);
    const videos = await createAthlete(t);
    await grantPlan(t.db, videos.user._id, 'social_share_single');
    expect((await setLink(videos.token, true)).statusCode).toBe(403);
  });

  it('stays on for athletes who had it before migration 0049 (on or off today), and for nobody else', async () => {
    const wasOn = await createAthlete(t);
    const wasOff = await createAthlete(t);
    const never = await createAthlete(t);
    // The shape before 0049: a link switched on freely (and one since switched off), no purchases tables.
    await t.db.query(
      `update athlete_profiles set public_link_code = md5(id::text), public_link_enabled = (user_id = $1)
        where user_id in ($1, $2)`,
      [wasOn.user._id, wasOff.user._id],
    );
    await t.db.exec(
      'drop table entitlements, payment_customers, payment_events, local_checkout_sessions, local_subscriptions',
    );
    await t.db.query(`delete from schema_migrations where name = '0049_purchases.sql'`);
    expect(await migrate(t.db)).toEqual(['0049_purchases.sql']);

    for (const athlete of [wasOn, wasOff]) {
      const plans = await t.app.inject({
        method: 'GET',
        url: '/api/subs/subscription-status',
        headers: auth(athlete.token),
      });
      expect(plans.json().data.entitlements).toEqual([
        expect.objectContaining({ productKey: 'public_link', source: 'grandfathered', endsAt: null }),
      ]);
      expect((await setLink(athlete.token, true)).statusCode).toBe(200);
    }
    expect((await setLink(never.token, true)).statusCode).toBe(403);
  });
});
