// Issue 22, item 1: once an athlete under 16 needs their caregiver's consent, nothing they change themself lifts
// that need. A birth date that would make them 16 or over, or a new caregiver once the current one has decided,
// waits for the current caregiver's confirmation by mail; any other birth date change is told to the caregiver.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bornYearsAgo,
  confirmationTokenFor,
  consentTokenFor,
  createMinor,
  mailsTo,
} from '../../test/consent-helpers.ts';
import { auth, registerUser } from '../../test/factories.ts';
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

const ADULT_BIRTH_DATE = '2000-03-03';
const details = (name: string, extra: object) => ({ type: 'details', formData: { name, ...extra } }) as const;
const decideConsent = (token: string, consent: boolean) =>
  call('PUT', `/api/public/consent/${token}`, undefined, { consent });
const decideChange = (token: string, confirm: boolean) =>
  call('PUT', `/api/public/caregiver-confirmations/${token}`, undefined, { confirm });

/** What anyone else can see of the minor: the profile by id, and the name search. */
async function seenByOthers(minor: { profileId: string }, name: string) {
  const profile = await call('GET', `/api/athleteProfile/${minor.profileId}`, coach.token);
  const search = await call(
    'GET',
    `/api/search/name?name=${encodeURIComponent(name)}&types=athlete`,
    coach.token,
  );
  return { profile: profile.statusCode === 200, inSearch: search.body.includes(minor.profileId) };
}

describe('a 14-year-old who changes their birth date to an adult’s (the issue’s example)', () => {
  it('keeps the old birth date, stays hidden and waiting, and the caregiver is asked to confirm', async () => {
    const minor = await createMinor(t, { name: 'Aoife Quill' });
    const changed = await call('PUT', '/api/users/update', minor.token, {
      ...details('Aoife Quill', { birthDate: ADULT_BIRTH_DATE }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().msg).toBe(
      'Account Updated! Your new birth date waits for your parent or caregiver to confirm: we have mailed them.',
    );
    expect(changed.json().user.birthDate).toBe(bornYearsAgo(14));

    expect(await seenByOthers(minor, 'Aoife Quill')).toEqual({ profile: false, inSearch: false });
    const status = (await call('GET', '/api/users/caregiver-consent', minor.token)).json();
    expect(status).toMatchObject({
      state: 'pending',
      isHidden: true,
      heldChanges: [{ kind: 'birth-date', value: ADULT_BIRTH_DATE, requestedAt: expect.any(String) }],
    });
    const mail = (await mailsTo(t, minor.caregiverEmail)).at(-1);
    expect(mail?.subject).toBe('Aoife Quill changed their birth date on Podium: please confirm');
    expect(mail?.text).toContain(`from ${bornYearsAgo(14)} to ${ADULT_BIRTH_DATE}`);
  });

  it('is held after the caregiver withdrew consent too, and confirming it makes the athlete their own keeper', async () => {
    const minor = await createMinor(t, { name: 'Ciara Wynne' });
    const consent = await consentTokenFor(t, minor.caregiverEmail);
    await decideConsent(consent, true);
    await decideConsent(consent, false);
    expect(await seenByOthers(minor, 'Ciara Wynne')).toEqual({ profile: false, inSearch: false });

    await call(
      'PUT',
      '/api/users/update',
      minor.token,
      details('Ciara Wynne', { birthDate: ADULT_BIRTH_DATE }),
    );
    expect(await seenByOthers(minor, 'Ciara Wynne')).toEqual({ profile: false, inSearch: false });
    expect((await call('GET', '/api/users/caregiver-consent', minor.token)).json()).toMatchObject({
      state: 'withdrawn',
      isHidden: true,
    });

    const token = await confirmationTokenFor(t, minor.caregiverEmail);
    const page = await call('GET', `/api/public/caregiver-confirmations/${token}`);
    expect(page.json()).toEqual({
      athleteName: 'Ciara Wynne',
      kind: 'birth-date',
      previous: bornYearsAgo(14),
      value: ADULT_BIRTH_DATE,
      ageAfter: expect.any(Number),
      state: 'waiting',
      requestedAt: expect.any(String),
      decidedAt: null,
    });
    const confirmed = await decideChange(token, true);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      msg: `Thank you: Ciara Wynne's birth date is now ${ADULT_BIRTH_DATE}`,
      confirmation: { state: 'confirmed', decidedAt: expect.any(String) },
    });
    expect((await call('GET', '/api/users/caregiver-consent', minor.token)).json()).toMatchObject({
      state: 'not-needed',
      isHidden: false,
      heldChanges: [],
    });
    expect(await seenByOthers(minor, 'Ciara Wynne')).toEqual({ profile: true, inSearch: true });
  });

  it('changes nothing when the caregiver declines, and the link decides once', async () => {
    const minor = await createMinor(t, { name: 'Orla Brady' });
    await call(
      'PUT',
      '/api/users/update',
      minor.token,
      details('Orla Brady', { birthDate: ADULT_BIRTH_DATE }),
    );
    const token = await confirmationTokenFor(t, minor.caregiverEmail);
    const declined = await decideChange(token, false);
    expect(declined.json()).toMatchObject({
      msg: 'Declined: nothing has changed',
      confirmation: { state: 'declined' },
    });
    const again = await decideChange(token, true);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: [{ msg: 'You have already declined this change' }] });
    const status = (await call('GET', '/api/users/caregiver-consent', minor.token)).json();
    expect(status).toMatchObject({ state: 'pending', heldChanges: [] });
    expect((await call('GET', '/api/auth', minor.token)).json().birthDate).toBe(bornYearsAgo(14));
  });

  it('replaces a waiting request with the newer one: the first link stops working', async () => {
    const minor = await createMinor(t);
    await call(
      'PUT',
      '/api/users/update',
      minor.token,
      details('Saoirse Kelly', { birthDate: '2001-01-01' }),
    );
    const first = await confirmationTokenFor(t, minor.caregiverEmail);
    await call(
      'PUT',
      '/api/users/update',
      minor.token,
      details('Saoirse Kelly', { birthDate: '2002-02-02' }),
    );
    const second = await confirmationTokenFor(t, minor.caregiverEmail);
    expect((await call('GET', `/api/public/caregiver-confirmations/${first}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/public/caregiver-confirmations/${second}`)).json().value).toBe(
      '2002-02-02',
    );
    expect((await call('GET', '/api/users/caregiver-consent', minor.token)).json().heldChanges).toHaveLength(
      1,
    );
  });

  it('answers an expired link with 409 and changes nothing', async () => {
    const minor = await createMinor(t);
    await call(
      'PUT',
      '/api/users/update',
      minor.token,
      details('Saoirse Kelly', { birthDate: ADULT_BIRTH_DATE }),
    );
    const token = await confirmationTokenFor(t, minor.caregiverEmail);
    await t.db.query(
      `update caregiver_confirmations set expires_at = now() - interval '1 second' where user_id = $1`,
      [minor.user._id],
    );
    expect((await call('GET', `/api/public/caregiver-confirmations/${token}`)).json().state).toBe('expired');
    const late = await decideChange(token, true);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].msg).toMatch(/^This link has expired\./);
    expect((await call('GET', '/api/auth', minor.token)).json().birthDate).toBe(bornYearsAgo(14));
    expect((await call('GET', '/api/users/caregiver-consent', minor.token)).json().heldChanges).toEqual([]);
  });
});

describe('other birth date changes', () => {
  it('one that keeps the athlete under 16 is made at once, and the caregiver is told', async () => {
    const minor = await createMinor(t, { name: 'Eimear Lynch' });
    const younger = bornYearsAgo(13);
    const changed = await call(
      'PUT',
      '/api/users/update',
      minor.token,
      details('Eimear Lynch', { birthDate: younger }),
    );
    expect(changed.json()).toMatchObject({ msg: 'Account Updated!', user: { birthDate: younger } });
    await t.app.jobs.settled();
    const notice = (await mailsTo(t, minor.caregiverEmail)).at(-1);
    expect(notice?.subject).toBe('Eimear Lynch changed their birth date on Podium');
    expect(notice?.text).toContain(`from ${bornYearsAgo(14)} to ${younger}`);
  });

  it('an adult’s is made at once, with no caregiver asked', async () => {
    const adult = await registerUser(t, { birthDate: bornYearsAgo(20) });
    const changed = await call(
      'PUT',
      '/api/users/update',
      adult.token,
      details('Adult Athlete', { birthDate: ADULT_BIRTH_DATE }),
    );
    expect(changed.json()).toMatchObject({ msg: 'Account Updated!', user: { birthDate: ADULT_BIRTH_DATE } });
  });
});

describe('a new caregiver', () => {
  it('once the current caregiver has decided, waits for them; confirmed, the new one is asked for consent', async () => {
    const minor = await createMinor(t, { name: 'Roisin Daly' });
    const consent = await consentTokenFor(t, minor.caregiverEmail);
    await decideConsent(consent, true);
    await decideConsent(consent, false);
    const changed = await call('PUT', '/api/users/update', minor.token, {
      ...details('Roisin Daly', { caregiverEmail: 'second.account@example.com' }),
    });
    expect(changed.json().msg).toBe(
      'Account Updated! Your new caregiver waits for your parent or caregiver to confirm: we have mailed them.',
    );
    expect(changed.json().user.caregiverEmail).toBe(minor.caregiverEmail);
    await t.app.jobs.settled();
    expect(await mailsTo(t, 'second.account@example.com')).toHaveLength(0);
    // The old link still decides: naming someone else did not void it.
    expect((await call('GET', `/api/public/consent/${consent}`)).json().state).toBe('withdrawn');

    const token = await confirmationTokenFor(t, minor.caregiverEmail);
    const confirmed = await decideChange(token, true);
    expect(confirmed.json().msg).toBe(
      'Thank you: we have asked second.account@example.com for their consent',
    );
    const fresh = await consentTokenFor(t, 'second.account@example.com');
    expect((await call('GET', `/api/public/consent/${fresh}`)).json().state).toBe('pending');
    expect((await call('GET', `/api/public/consent/${consent}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/users/caregiver-consent', minor.token)).json()).toMatchObject({
      state: 'pending',
      caregiverEmail: 'second.account@example.com',
      isHidden: true,
      heldChanges: [],
    });
    expect(await seenByOthers(minor, 'Roisin Daly')).toEqual({ profile: false, inSearch: false });
  });
});

describe('refusals', () => {
  it('answers 400 to a malformed code and a decision that is not true or false, 404 to an unknown code', async () => {
    expect((await call('GET', '/api/public/caregiver-confirmations/abc')).statusCode).toBe(400);
    const unknown = await call('GET', `/api/public/caregiver-confirmations/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      errors: [
        {
          msg: 'This link is not valid: it may have been replaced by a newer one. Use the link in the newest mail.',
        },
      ],
    });
    expect((await decideChange('A'.repeat(43), true)).statusCode).toBe(404);
    const bad = await call('PUT', `/api/public/caregiver-confirmations/${'A'.repeat(43)}`, undefined, {
      confirm: 'yes',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an adult birth date with no caregiver on file to confirm it (an account from before consent)', async () => {
    const minor = await createMinor(t);
    await t.db.query('update users set caregiver_email = null where id = $1', [minor.user._id]);
    await t.db.query('delete from caregiver_consents where user_id = $1', [minor.user._id]);
    const refused = await call(
      'PUT',
      '/api/users/update',
      minor.token,
      details('Saoirse Kelly', { birthDate: ADULT_BIRTH_DATE }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      errors: [
        {
          msg: 'birthDate: Your parent or caregiver must confirm a birth date that makes you 16 or over: add their email first',
        },
      ],
    });
  });
});
