// Issue 7, "Minors": a 14-year-old is hidden from everyone but themself and their caregiver until the caregiver
// consents through the mailed link; withdrawal hides them again; at 16 they are their own keeper.
import type { NotificationPage, UnseenCount } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bornYearsAgo, consentTokenFor, createMinor } from '../../test/consent-helpers.ts';
import { grantPublicLink } from '../../test/entitlements.ts';
import { addResult, auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let coach: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  coach = await registerUser(t, { userType: 2 });
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let caregiverless = 0;

async function decide(token: string, consent: boolean) {
  const response = await call('PUT', `/api/public/consent/${token}`, undefined, { consent });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('a 14-year-old before their caregiver consents (the issue’s example)', () => {
  it('is not shown without sign-in at /api/public/athlete/{id}, by profile or user id, as for an unknown id', async () => {
    const minor = await createMinor(t);
    await addResult(t, minor.token, {
      attribute: 'Absolute Strength',
      test: 'Bench Press 1 RM',
      score: '60',
      unitOfMeasurement: 'kg',
    });
    const unknown = await call('GET', `/api/public/athlete/${UNKNOWN_ID}`);
    for (const id of [minor.profileId, minor.user._id]) {
      const response = await call('GET', `/api/public/athlete/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
  });

  it('is not shown to a coach (no city, nothing): 404 exactly as for an unknown id', async () => {
    const minor = await createMinor(t);
    const unknown = await call('GET', `/api/athleteProfile/${UNKNOWN_ID}`, coach.token);
    const response = await call('GET', `/api/athleteProfile/${minor.profileId}`, coach.token);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(unknown.body);
    expect(response.body).not.toContain('Galway');
    const otherAthlete = await createAthlete(t);
    expect((await call('GET', `/api/athleteProfile/${minor.user._id}`, otherAthlete.token)).statusCode).toBe(
      404,
    );
  });

  it('cannot switch on a public link alone, and is told why; switching it off is fine', async () => {
    const minor = await createMinor(t);
    const refused = await call('PUT', '/api/users/public-link', minor.token, { enabled: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      errors: [
        {
          msg: 'Your profile stays hidden until your parent or caregiver gives their consent, so it cannot have a public link yet',
        },
      ],
    });
    expect((await call('PUT', '/api/users/public-link', minor.token, { enabled: false })).statusCode).toBe(
      200,
    );
    const mine = (await call('GET', '/api/athleteProfile/me', minor.token)).json();
    expect(mine.publicLink).toMatchObject({ enabled: false });
  });

  it('sees their own profile in full, and is told they are hidden until their caregiver consents', async () => {
    const minor = await createMinor(t);
    const own = await call('GET', `/api/athleteProfile/${minor.profileId}`, minor.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toMatchObject({ city: 'Galway', birthDate: expect.any(String) });
    const status = (await call('GET', '/api/users/caregiver-consent', minor.token)).json();
    expect(status).toEqual({
      state: 'pending',
      caregiverEmail: minor.caregiverEmail,
      requestedAt: expect.any(String),
      isHidden: true,
      heldChanges: [],
    });
  });

  it('stays hidden through a public link turned on before consent existed (an older account)', async () => {
    const minor = await createMinor(t);
    await call('PUT', '/api/users/public-link', minor.token, { enabled: false });
    // What migration 0007 switches off; the rule refuses it anyway.
    await t.db.query('update athlete_profiles set public_link_enabled = true where id = $1', [
      minor.profileId,
    ]);
    const code = (await call('GET', '/api/athleteProfile/me', minor.token)).json().publicLink.code;
    expect((await call('GET', `/api/public/link/${code}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/public/athlete/${minor.profileId}`)).statusCode).toBe(404);
  });

  it('counts in other athletes’ rank totals as a number only, never by name or id', async () => {
    const minor = await createMinor(t, { name: 'Hidden Minor Sprinter' });
    const adult = await createAthlete(t);
    const result = { attribute: 'Absolute Strength', test: 'Bench Press 1 RM', unitOfMeasurement: 'kg' };
    expect((await addResult(t, minor.token, { ...result, score: '90' })).statusCode).toBe(200);
    expect((await addResult(t, adult.token, { ...result, score: '80' })).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/athleteProfile/athData',
      headers: { ...auth(adult.token), 'content-type': 'application/json' },
      payload: JSON.stringify(['benchPress1']),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().benchPress1;
    expect(data.totalAthletes).toBeGreaterThanOrEqual(2);
    expect(data.overallRank).toBeGreaterThanOrEqual(2);
    for (const secret of [minor.user._id, minor.profileId, 'Hidden Minor Sprinter']) {
      expect(response.body).not.toContain(secret);
    }
  });
});

describe('the caregiver’s consent', () => {
  it('shows the caregiver who the athlete is through the mailed link', async () => {
    const minor = await createMinor(t, { name: 'Niamh Walsh' });
    const token = await consentTokenFor(t, minor.caregiverEmail);
    const page = await call('GET', `/api/public/consent/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      athleteName: 'Niamh Walsh',
      summary: { age: 14, sports: ['Football (soccer)', 'Athletics'], country: 'Ireland' },
      state: 'pending',
      givenAt: null,
      withdrawnAt: null,
    });
  });

  it('once given, shows the athlete to signed-in members (never their city) and lets them share a public link', async () => {
    const minor = await createMinor(t);
    const token = await consentTokenFor(t, minor.caregiverEmail);
    const given = await decide(token, true);
    expect(given.msg).toBe('Thank you: your consent is recorded');
    expect(given.consent).toMatchObject({ state: 'given', givenAt: expect.any(String) });

    const seen = await call('GET', `/api/athleteProfile/${minor.profileId}`, coach.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().user).toMatchObject({ name: 'Saoirse Kelly', age: 14, city: null, birthDate: null });
    expect(seen.body).not.toContain(minor.caregiverEmail);
    // Not public until the athlete makes it so.
    expect((await call('GET', `/api/public/athlete/${minor.profileId}`)).statusCode).toBe(404);

    await grantPublicLink(t, minor.token);
    const link = await call('PUT', '/api/users/public-link', minor.token, { enabled: true });
    expect(link.statusCode).toBe(200);
    expect((await call('GET', `/api/public/link/${link.json().code}`)).statusCode).toBe(200);
    const page = await call('GET', `/api/public/athlete/${minor.profileId}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().user.city).toBeNull();
    expect((await call('GET', '/api/users/caregiver-consent', minor.token)).json()).toMatchObject({
      state: 'given',
      isHidden: false,
    });
  });

  it('withdrawn through the same link, hides the athlete again and turns their public link off', async () => {
    const minor = await createMinor(t);
    const token = await consentTokenFor(t, minor.caregiverEmail);
    await decide(token, true);
    await grantPublicLink(t, minor.token);
    const code = (await call('PUT', '/api/users/public-link', minor.token, { enabled: true })).json().code;

    const withdrawn = await decide(token, false);
    expect(withdrawn.msg).toBe('Your consent is withdrawn');
    expect(withdrawn.consent).toMatchObject({
      state: 'withdrawn',
      givenAt: null,
      withdrawnAt: expect.any(String),
    });
    expect((await call('GET', `/api/athleteProfile/${minor.profileId}`, coach.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/public/athlete/${minor.profileId}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/public/link/${code}`)).statusCode).toBe(404);
    const mine = (await call('GET', '/api/athleteProfile/me', minor.token)).json();
    expect(mine.publicLink).toEqual({ code, enabled: false });
    expect((await call('GET', '/api/users/caregiver-consent', minor.token)).json()).toMatchObject({
      state: 'withdrawn',
      isHidden: true,
    });

    // Given again: seen by members again, but the link stays off until the athlete turns it on.
    await decide(token, true);
    expect((await call('GET', `/api/athleteProfile/${minor.profileId}`, coach.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/public/link/${code}`)).statusCode).toBe(404);
  });

  it('tells the athlete when their caregiver gives or withdraws consent, once for each change (issue 22)', async () => {
    const minor = await createMinor(t);
    const token = await consentTokenFor(t, minor.caregiverEmail);
    // A phone to push to, so the decisions are pushed as well as sent live.
    await t.db.query(
      `insert into push_tokens (user_id, kind, token) values ($1, 'native', 'phone-of-the-minor')`,
      [minor.user._id],
    );
    const inbox = async () => {
      const response = await call(
        'GET',
        `/api/notifications?profile_id=${minor.profileId}&profile_type=athlete`,
        minor.token,
      );
      expect(response.statusCode).toBe(200);
      return response.json<NotificationPage>().notifications;
    };
    // Withdrawing what was never given changes nothing, and says nothing.
    await decide(token, false);
    expect(await inbox()).toEqual([]);

    await decide(token, true);
    await decide(token, true);
    const [given, ...none] = await inbox();
    expect(none).toEqual([]);
    expect(given).toMatchObject({
      type: 'Caregiver Consent Given',
      body: 'shows your profile to members now: your caregiver gave their consent',
      sender: null,
      receiver: { profileId: minor.profileId, profileType: 'athlete' },
      seen: false,
    });
    // No id of anyone in it: the caregiver has no profile, and the athlete is its receiver.
    expect(given?.data).toEqual({ userType: 'athlete' });

    await decide(token, false);
    const [withdrawn] = await inbox();
    expect(withdrawn).toMatchObject({
      type: 'Caregiver Consent Withdrawn',
      body: 'hides your profile again: your caregiver withdrew their consent',
      sender: null,
    });
    const count = await call('GET', '/api/notifications/unseen-count', minor.token);
    expect(count.json<UnseenCount>().total).toBe(2);
    // Delivered like any other: live to the athlete's sockets, and pushed to their devices.
    expect(
      await t.db.query(
        `select d.channel from notification_deliveries d join notifications n on n.id = d.notification_id
          where n.receiver_profile_id = $1 order by d.channel`,
        [minor.profileId],
      ),
    ).toHaveLength(4);
  });

  it('tells nobody when the athlete has no profile yet to be told on', async () => {
    caregiverless += 1;
    const caregiverEmail = `no-profile-${caregiverless}-${Date.now()}@example.com`;
    const minor = await registerUser(t, { birthDate: bornYearsAgo(13), caregiverEmail });
    const token = await consentTokenFor(t, caregiverEmail);
    expect((await decide(token, true)).consent.state).toBe('given');
    expect(
      await t.db.query('select 1 from notifications where receiver_user_id = $1', [minor.user._id]),
    ).toEqual([]);
  });

  it('keeps the first consent’s time when given twice', async () => {
    const minor = await createMinor(t);
    const token = await consentTokenFor(t, minor.caregiverEmail);
    const first = await decide(token, true);
    const again = await decide(token, true);
    expect(again.consent.givenAt).toBe(first.consent.givenAt);
  });
});

describe('turning 16', () => {
  it('makes the athlete their own keeper: seen by members, and the caregiver no longer decides', async () => {
    const minor = await createMinor(t);
    const token = await consentTokenFor(t, minor.caregiverEmail);
    expect((await call('GET', `/api/athleteProfile/${minor.profileId}`, coach.token)).statusCode).toBe(404);
    // The rule reads the age on the day asked: a birthday is all it takes, nothing runs.
    await t.db.query('update users set birth_date = $2 where id = $1', [minor.user._id, bornYearsAgo(16, 0)]);

    const seen = await call('GET', `/api/athleteProfile/${minor.profileId}`, coach.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().user).toMatchObject({ age: 16, city: 'Galway' });
    await grantPublicLink(t, minor.token);
    expect((await call('PUT', '/api/users/public-link', minor.token, { enabled: true })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/users/caregiver-consent', minor.token)).json()).toMatchObject({
      state: 'not-needed',
      isHidden: false,
    });

    const page = (await call('GET', `/api/public/consent/${token}`)).json();
    expect(page).toMatchObject({ state: 'not-needed' });
    const refused = await call('PUT', `/api/public/consent/${token}`, undefined, { consent: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      errors: [{ msg: 'Saoirse Kelly is 16 or over and now decides alone who sees their profile' }],
    });
  });

  it('shows the caregiver no summary of an athlete of 16 or over whose profile is not public', async () => {
    const minor = await createMinor(t);
    const token = await consentTokenFor(t, minor.caregiverEmail);
    await t.db.query('update users set birth_date = $2 where id = $1', [minor.user._id, bornYearsAgo(17)]);
    expect((await call('GET', `/api/public/consent/${token}`)).json()).toMatchObject({
      athleteName: 'Saoirse Kelly',
      summary: null,
      state: 'not-needed',
    });
  });
});
