// The consent link itself: refusals of bad codes, a new caregiver voiding the old link, resending (limited).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bornYearsAgo, consentTokenFor, createMinor, mailsTo } from '../../test/consent-helpers.ts';
import { grantPublicLink } from '../../test/entitlements.ts';
import { auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { consentMailsPerAccount: { points: 2, durationSeconds: 3600 } } });
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });

const NOT_VALID = {
  errors: [
    {
      msg: 'This consent link is not valid: it may have been replaced by a newer one. Use the link in the newest mail.',
    },
  ],
};
const BAD_CODE = { errors: [{ msg: 'token: Must be the 43-character code of a consent link' }] };
const resend = (token: string) => call('POST', '/api/users/caregiver-consent/resend', token);

describe('refusing bad consent links, in the error shape', () => {
  it('answers 404 to a well-formed code that names no request, reading or deciding', async () => {
    const unknown = 'A'.repeat(43);
    for (const response of [
      await call('GET', `/api/public/consent/${unknown}`),
      await call('PUT', `/api/public/consent/${unknown}`, undefined, { consent: true }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_VALID);
    }
  });

  it('answers 400 naming the code to one that cannot be a consent link: short, long, odd characters', async () => {
    for (const code of [
      'abc',
      'A'.repeat(44),
      'A'.repeat(5000),
      `${'A'.repeat(42)}%21`,
      `${'A'.repeat(42)}.`,
    ]) {
      for (const method of ['GET', 'PUT'] as const) {
        const response = await call(method, `/api/public/consent/${code}`, undefined, { consent: true });
        expect(response.statusCode, `${method} ${code.slice(0, 50)}`).toBe(400);
        expect(response.json()).toEqual(BAD_CODE);
      }
    }
  });

  it('refuses a decision that is not true or false', async () => {
    const minor = await createMinor(t);
    const token = await consentTokenFor(t, minor.caregiverEmail);
    for (const payload of [{}, { consent: 'yes' }, { consent: 1 }]) {
      const response = await call('PUT', `/api/public/consent/${token}`, undefined, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ msg: 'consent: consent must be true (give) or false (withdraw)' }],
      });
    }
    expect((await call('GET', `/api/public/consent/${token}`)).json().state).toBe('pending');
  });
});

describe('a new caregiver email', () => {
  // Once the first caregiver has decided, a new one waits for their confirmation (held-changes.test.ts).
  it('makes a new consent request while the first caregiver has not decided: the old link stops working', async () => {
    const minor = await createMinor(t);
    const oldToken = await consentTokenFor(t, minor.caregiverEmail);
    const coach = await registerUser(t, { userType: 2 });

    const changed = await call('PUT', '/api/users/update', minor.token, {
      type: 'details',
      formData: { name: 'Saoirse Kelly', caregiverEmail: 'new.guardian@example.com' },
    });
    expect(changed.statusCode).toBe(200);
    const newToken = await consentTokenFor(t, 'new.guardian@example.com');
    expect(newToken).not.toBe(oldToken);
    expect((await call('GET', `/api/public/consent/${oldToken}`)).json()).toEqual(NOT_VALID);
    expect((await call('GET', `/api/public/consent/${newToken}`)).json().state).toBe('pending');
    expect((await call('GET', `/api/athleteProfile/${minor.profileId}`, coach.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/users/caregiver-consent', minor.token)).json()).toMatchObject({
      state: 'pending',
      caregiverEmail: 'new.guardian@example.com',
      isHidden: true,
    });
  });

  it('sends nothing when the same caregiver is named again with other details', async () => {
    const minor = await createMinor(t);
    await t.app.jobs.settled();
    const before = (await mailsTo(t, minor.caregiverEmail)).length;
    const response = await call('PUT', '/api/users/update', minor.token, {
      type: 'details',
      formData: { name: 'Saoirse Kelly-Byrne', caregiverEmail: minor.caregiverEmail.toUpperCase() },
    });
    expect(response.statusCode).toBe(200);
    await t.app.jobs.settled();
    expect(await mailsTo(t, minor.caregiverEmail)).toHaveLength(before);
  });

  it('is asked for consent when a birth date change makes an athlete under 16, and they are hidden at once', async () => {
    const athlete = await createAthlete(t);
    await grantPublicLink(t, athlete.token);
    await call('PUT', '/api/users/public-link', athlete.token, { enabled: true });
    const changed = await call('PUT', '/api/users/update', athlete.token, {
      type: 'details',
      formData: {
        name: 'Young Again',
        birthDate: bornYearsAgo(15),
        caregiverEmail: 'late.guardian@example.com',
      },
    });
    expect(changed.statusCode).toBe(200);
    const token = await consentTokenFor(t, 'late.guardian@example.com');
    expect((await call('GET', `/api/public/consent/${token}`)).json().summary).toMatchObject({ age: 15 });
    expect((await call('GET', `/api/public/athlete/${athlete.profileId}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/athleteProfile/me', athlete.token)).json().publicLink.enabled).toBe(
      false,
    );
  });
});

describe('POST /api/users/caregiver-consent/resend', () => {
  it('mails a fresh link (the older one stops working), a limited number of times per account', async () => {
    const minor = await createMinor(t);
    const first = await consentTokenFor(t, minor.caregiverEmail);

    const again = await resend(minor.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      msg: `We sent the consent mail to ${minor.caregiverEmail} again`,
      status: {
        state: 'pending',
        caregiverEmail: minor.caregiverEmail,
        requestedAt: expect.any(String),
        isHidden: true,
        heldChanges: [],
      },
    });
    const second = await consentTokenFor(t, minor.caregiverEmail);
    expect(second).not.toBe(first);
    expect((await call('GET', `/api/public/consent/${first}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/public/consent/${second}`)).statusCode).toBe(200);

    expect((await resend(minor.token)).statusCode).toBe(200);
    const limited = await resend(minor.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].msg).toMatch(
      /^You have sent the consent mail several times already\. Try again in \d+ minutes?$/,
    );
    await t.app.jobs.settled();
    expect(await mailsTo(t, minor.caregiverEmail)).toHaveLength(3);
  });

  it('sends a first link to a minor registered before consent existed', async () => {
    const minor = await createMinor(t);
    await t.app.jobs.settled();
    await t.db.query('delete from caregiver_consents where user_id = $1', [minor.user._id]);
    expect((await call('GET', '/api/users/caregiver-consent', minor.token)).json()).toMatchObject({
      state: 'pending',
      requestedAt: null,
      isHidden: true,
    });
    expect((await resend(minor.token)).statusCode).toBe(200);
    const token = await consentTokenFor(t, minor.caregiverEmail);
    expect((await call('PUT', `/api/public/consent/${token}`, undefined, { consent: true })).statusCode).toBe(
      200,
    );
  });

  it('refuses when consent is given, not needed (16 or over, a coach), and without a session', async () => {
    const minor = await createMinor(t);
    const token = await consentTokenFor(t, minor.caregiverEmail);
    await call('PUT', `/api/public/consent/${token}`, undefined, { consent: true });
    const given = await resend(minor.token);
    expect(given.statusCode).toBe(409);
    expect(given.json()).toEqual({ errors: [{ msg: 'Your caregiver has already given their consent' }] });

    const adult = await createAthlete(t);
    const coach = await registerUser(t, { userType: 2 });
    for (const session of [adult, coach]) {
      const response = await resend(session.token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        errors: [{ msg: 'Only athletes under 16 need their caregiver’s consent' }],
      });
      expect((await call('GET', '/api/users/caregiver-consent', session.token)).json()).toMatchObject({
        state: 'not-needed',
        isHidden: false,
      });
    }
    expect((await call('POST', '/api/users/caregiver-consent/resend')).statusCode).toBe(401);
    expect((await call('GET', '/api/users/caregiver-consent')).statusCode).toBe(401);
  });
});
