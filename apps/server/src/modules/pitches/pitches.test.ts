// Pitches and contact details through HTTP (issue 10): to a coach and to an organisation, the receiver's
// notification and its CV, and every refusal: not an athlete, a hidden minor (before and after consent), unknown
// or hidden targets, someone else's profile, the 30-day rule and the daily cap.
import { REQUEST_RULES } from '@podium/core';
import { type NotificationPage, PITCH_RULES, type PitchDetail, type UnseenCount } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentTokenFor, createMinor } from '../../test/consent-helpers.ts';
import { addResult, auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { HIDDEN_PITCHER, ONLY_ATHLETES_PITCH } from './policy.ts';
import { PROMO_NEEDS_CODE, PROMO_NOT_LIVE, PROMO_OTHER_ORG, PROMO_TO_COACH, PROMO_UNKNOWN } from './promo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

const pitch = (overrides: object = {}) => ({
  formData: { message: 'I run the 100 m in 10.9 s and want to join your squad.', position: 'Winger' },
  athAgeCheck: true,
  ...overrides,
});

async function createCoach(name = 'Cora Coach') {
  const coach = await registerUser(t, { userType: 2, name, birthDate: '1980-02-02' });
  return { ...coach, profileId: coach.user._id };
}

async function createOrg(name = 'Lee Rowing') {
  const admin = await registerUser(t, {
    userType: 2,
    orgAdmin: true,
    organisation: name,
    activeProfile: 'org',
  });
  const owned = (await call('GET', '/api/notifications/unseen-count', admin.token)).json<UnseenCount>();
  const org = owned.profiles.find((profile) => profile.profileType === 'org');
  if (!org) throw new Error('expected an organisation');
  return { ...admin, profileId: org.profileId };
}

/** An event of the organisation `admin` runs (issue 25), with its promo code. */
async function makeEvent(token: string, extra: object = {}) {
  const made = await call('POST', '/api/events', token, {
    name: 'Cork Combine',
    startsAt: '2027-06-01T10:00:00+01:00',
    timeZone: 'Europe/Dublin',
    place: 'Mardyke Arena',
    capacity: 10,
    tests: ['dash40'],
    ...extra,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<{ event: { _id: string; promoCode: string } }>().event;
}

async function inbox(person: { token: string; profileId: string }, profileType: string) {
  const response = await call(
    'GET',
    `/api/notifications?profile_id=${person.profileId}&profile_type=${profileType}`,
    person.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationPage>().notifications;
}

describe('a pitch', () => {
  it('to a coach sends an Athlete CV whose detail is the athlete’s card with their best results', async () => {
    const ann = await createAthlete(t, { name: 'Ann Pitcher', sport: 'Athletics' });
    const result = await addResult(t, ann.token, {
      attribute: 'Absolute Strength',
      test: 'Bench Press 1 RM',
      score: '100',
      unitOfMeasurement: 'kg',
    });
    expect(result.statusCode, result.body).toBe(200);
    const coach = await createCoach();
    const sent = await call('POST', `/api/athleteProfile/coach/${coach.profileId}`, ann.token, pitch());
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().msg).toBe('Pitch Sent!');

    const [cv] = await inbox(coach, 'coach');
    expect(cv).toMatchObject({
      type: 'Athlete CV',
      body: 'sent you their CV',
      sender: { profileId: ann.profileId, name: 'Ann Pitcher' },
      data: { _id: ann.profileId, pitchId: sent.json()._id, userType: 'coach' },
    });
    const detail = await call('GET', `/api/pitches/${sent.json()._id}`, coach.token);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json<PitchDetail>();
    expect(body).toMatchObject({
      kind: 'pitch',
      promo: false,
      athlete: { profileId: ann.profileId, name: 'Ann Pitcher', sport: 'Athletics', age: expect.any(Number) },
      receiver: { profileId: coach.profileId, profileType: 'coach' },
      formData: { message: pitch().formData.message, position: 'Winger' },
      contact: null,
    });
    expect(body.athlete.best.map((b) => [b.testName, b.score])).toEqual([['Bench Press 1 RM', '100']]);
    // The athlete who sent it reads it too; someone else does not know it.
    expect((await call('GET', `/api/pitches/${body._id}`, ann.token)).statusCode).toBe(200);
    const stranger = await createAthlete(t);
    const refused = await call('GET', `/api/pitches/${body._id}`, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(messages(refused.body)).toEqual(['id: No such pitch']);
  });

  it('through a live event’s promo link, without the age check, is an Athlete Promo CV naming the event', async () => {
    const ann = await createAthlete(t);
    const org = await createOrg('Munster Athletics');
    const event = await makeEvent(org.token, { name: 'Cork Combine' });
    const url = `/api/organisation/${org.profileId}/${ann.profileId}/application`;
    const sent = await call(
      'POST',
      url,
      ann.token,
      pitch({ athAgeCheck: false, promoCode: event.promoCode }),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const [cv] = await inbox(org, 'org');
    expect(cv).toMatchObject({
      type: 'Athlete Promo CV',
      body: 'sent you their promo CV for Cork Combine',
      data: { pitchId: sent.json()._id, eventId: event._id, eventName: 'Cork Combine', userType: 'org' },
    });
    const detail = (await call('GET', `/api/pitches/${sent.json()._id}`, org.token)).json<PitchDetail>();
    expect(detail.promo).toBe(true);
    expect(detail.event).toEqual({ _id: event._id, name: 'Cork Combine' });
    expect(detail.athlete.age).toBeNull();
  });

  it('refuses a promo CV without a live event’s code of the organisation it goes to, sending nothing', async () => {
    const ann = await createAthlete(t);
    const org = await createOrg('Ulster Sprint');
    const other = await createOrg('Connacht Sprint');
    const coach = await createCoach();
    const live = await makeEvent(org.token);
    const elsewhere = await makeEvent(other.token);
    const cancelled = await makeEvent(org.token);
    expect((await call('PUT', `/api/events/${cancelled._id}/cancel`, org.token)).statusCode).toBe(200);
    const over = await makeEvent(org.token);
    await t.db.query(`update events set starts_at = now() - interval '25 hours' where id = $1`, [over._id]);
    const url = `/api/organisation/${org.profileId}/${ann.profileId}/application`;

    const refusals: [string, object, number, string][] = [
      [url, { promo: true }, 400, PROMO_NEEDS_CODE],
      [`/api/athleteProfile/coach/${coach.profileId}`, { promo: true }, 400, PROMO_NEEDS_CODE],
      [`/api/athleteProfile/coach/${coach.profileId}`, { promoCode: live.promoCode }, 400, PROMO_TO_COACH],
      [url, { promoCode: 'NoSuchCode123' }, 400, PROMO_UNKNOWN],
      [url, { promoCode: elsewhere.promoCode }, 400, PROMO_OTHER_ORG],
      [url, { promoCode: cancelled.promoCode }, 409, PROMO_NOT_LIVE],
      [url, { promoCode: over.promoCode }, 409, PROMO_NOT_LIVE],
    ];
    for (const [to, extra, status, message] of refusals) {
      const refused = await call('POST', to, ann.token, pitch(extra));
      expect(refused.statusCode, `${to} ${JSON.stringify(extra)}`).toBe(status);
      expect(messages(refused.body)).toEqual([message]);
    }
    expect(await inbox(org, 'org')).toEqual([]);
    expect(await inbox(coach, 'coach')).toEqual([]);
    // The refusals used up nothing: the live event's code still carries one.
    const sent = await call('POST', url, ann.token, pitch({ promoCode: live.promoCode }));
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('to an organisation names the organisation and the athlete’s own profile', async () => {
    const ann = await createAthlete(t, { name: 'Ann Applicant' });
    const org = await createOrg();
    const url = `/api/organisation/${org.profileId}/${ann.profileId}/application`;
    const sent = await call('POST', url, ann.token, pitch());
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().msg).toBe('Pitch Sent!');
    const [cv] = await inbox(org, 'org');
    expect(cv).toMatchObject({ type: 'Athlete CV', sender: { name: 'Ann Applicant' } });
    expect((await call('GET', `/api/pitches/${sent.json()._id}`, org.token)).statusCode).toBe(200);

    // {id2} must be the caller's own athlete profile; {id} an organisation.
    const bob = await createAthlete(t);
    const asAnother = await call('POST', url, bob.token, pitch());
    expect(asAnother.statusCode).toBe(403);
    expect(messages(asAnother.body)).toEqual(['id2: Must be your own athlete profile']);
    const notAnOrg = await call(
      'POST',
      `/api/organisation/${ann.profileId}/${bob.profileId}/application`,
      bob.token,
      pitch(),
    );
    expect(notAnOrg.statusCode).toBe(404);
  });
});

describe('contact details', () => {
  it('reach a coach or an organisation as a Contact Request', async () => {
    const ann = await createAthlete(t, { name: 'Ann Contact' });
    const coach = await createCoach();
    const sent = await call('PUT', `/api/athleteProfile/coach/${coach.profileId}/contact`, ann.token, {
      email: 'ann@example.com',
      phone: '+353 1 234 5678',
      message: 'Call me after 6 pm',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().msg).toBe('Contact details sent!');
    const [request] = await inbox(coach, 'coach');
    expect(request).toMatchObject({ type: 'Contact Request', body: 'sent you their contact details' });
    const detail = (await call('GET', `/api/pitches/${sent.json()._id}`, coach.token)).json<PitchDetail>();
    expect(detail).toMatchObject({
      kind: 'contact',
      formData: null,
      contact: { email: 'ann@example.com', phone: '+353 1 234 5678', message: 'Call me after 6 pm' },
    });

    const org = await createOrg();
    const toOrg = await call('PUT', `/api/athleteProfile/coach/${org.profileId}/contact`, ann.token, {
      profileType: 'org',
      phone: '0871234567',
    });
    expect(toOrg.statusCode, toOrg.body).toBe(200);
    expect((await inbox(org, 'org'))[0]?.type).toBe('Contact Request');
  });

  it('need an email or a phone, and are bounded', async () => {
    const ann = await createAthlete(t);
    const coach = await createCoach();
    const url = `/api/athleteProfile/coach/${coach.profileId}/contact`;
    const empty = await call('PUT', url, ann.token, { message: 'hi' });
    expect(empty.statusCode).toBe(400);
    expect(messages(empty.body)).toEqual(['email: Give an email address or a phone number']);
    const long = await call('PUT', url, ann.token, {
      phone: '1',
      message: 'x'.repeat(PITCH_RULES.messageMax + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(messages(long.body)).toEqual([`message: Must be at most ${PITCH_RULES.messageMax} characters`]);
  });
});

describe('who may pitch, and whom', () => {
  it('refuses coaches and organisations (403), and anonymous callers (401)', async () => {
    const coach = await createCoach();
    const other = await createCoach();
    const byCoach = await call('POST', `/api/athleteProfile/coach/${other.profileId}`, coach.token, pitch());
    expect(byCoach.statusCode).toBe(403);
    expect(messages(byCoach.body)).toEqual([ONLY_ATHLETES_PITCH]);
    const contact = await call('PUT', `/api/athleteProfile/coach/${other.profileId}/contact`, coach.token, {
      phone: '1',
    });
    expect(contact.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/athleteProfile/coach/${other.profileId}`,
      payload: pitch(),
    });
    expect(anonymous.statusCode).toBe(401);
    const newcomer = await registerUser(t);
    const noProfile = await call(
      'POST',
      `/api/athleteProfile/coach/${other.profileId}`,
      newcomer.token,
      pitch(),
    );
    expect(noProfile.statusCode).toBe(409);
  });

  it('refuses an organisation application from a coach or from an organisation admin acting as it (403)', async () => {
    const org = await createOrg('Lee Applications');
    const coach = await createCoach();
    const admin = await createOrg('Other Rowing');
    // Each names their own profile as the applicant: only an athlete profile applies.
    for (const caller of [coach, admin]) {
      const refused = await call(
        'POST',
        `/api/organisation/${org.profileId}/${caller.profileId}/application`,
        caller.token,
        pitch(),
      );
      expect(refused.statusCode).toBe(403);
      expect(messages(refused.body)).toEqual([ONLY_ATHLETES_PITCH]);
    }
    expect(await inbox(org, 'org')).toEqual([]);
  });

  it('answers 404 for an unknown receiver and for an athlete, a minor included, named as one', async () => {
    const ann = await createAthlete(t);
    const unknown = await call(
      'POST',
      '/api/athleteProfile/coach/00000000-0000-4000-8000-000000000000',
      ann.token,
      pitch(),
    );
    expect(unknown.statusCode).toBe(404);
    expect(messages(unknown.body)).toEqual(['id: No such coach or organisation']);
    const minor = await createMinor(t);
    for (const id of [minor.profileId, minor.user._id]) {
      const toMinor = await call('POST', `/api/athleteProfile/coach/${id}`, ann.token, pitch());
      expect(toMinor.statusCode).toBe(404);
      const contact = await call('PUT', `/api/athleteProfile/coach/${id}/contact`, ann.token, { phone: '1' });
      expect(contact.statusCode).toBe(404);
      expect((await call('GET', `/api/athleteProfile/pitch-target/${id}`, ann.token)).statusCode).toBe(404);
    }
  });

  it('refuses a minor until their caregiver consents, and again once consent is withdrawn', async () => {
    const minor = await createMinor(t, { name: 'Young Pitcher' });
    const coach = await createCoach();
    const send = () => call('POST', `/api/athleteProfile/coach/${coach.profileId}`, minor.token, pitch());
    const before = await send();
    expect(before.statusCode).toBe(403);
    expect(messages(before.body)).toEqual([HIDDEN_PITCHER]);
    const contact = () =>
      call('PUT', `/api/athleteProfile/coach/${coach.profileId}/contact`, minor.token, { phone: '1' });
    expect((await contact()).statusCode).toBe(403);
    expect(await inbox(coach, 'coach')).toEqual([]);

    const token = await consentTokenFor(t, minor.caregiverEmail);
    const decide = (consent: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/public/consent/${token}`, payload: { consent } });
    expect((await decide(true)).statusCode).toBe(200);
    const after = await send();
    expect(after.statusCode, after.body).toBe(200);
    expect((await contact()).statusCode).toBe(200);
    const [cv] = await inbox(coach, 'coach');
    expect(cv?.sender?.name).toBe('Young Pitcher');
    // A minor's city is not shown to members (design choices, "Trust").
    const detail = (await call('GET', `/api/pitches/${after.json()._id}`, coach.token)).json<PitchDetail>();
    expect(detail.athlete.place).toBe('Ireland');

    expect((await decide(false)).statusCode).toBe(200);
    // Hidden again: the coach can no longer open it, and the minor cannot pitch.
    expect((await call('GET', `/api/pitches/${after.json()._id}`, coach.token)).statusCode).toBe(404);
    const other = await createCoach();
    const again = await call('POST', `/api/athleteProfile/coach/${other.profileId}`, minor.token, pitch());
    expect(again.statusCode).toBe(403);
  });

  it('refuses a minor’s application to an organisation until their caregiver consents, and again once withdrawn', async () => {
    const minor = await createMinor(t, { name: 'Young Applicant' });
    const org = await createOrg('Lee Juniors');
    const apply = (to: { profileId: string }) =>
      call('POST', `/api/organisation/${to.profileId}/${minor.profileId}/application`, minor.token, pitch());
    const before = await apply(org);
    expect(before.statusCode).toBe(403);
    expect(messages(before.body)).toEqual([HIDDEN_PITCHER]);
    expect(await inbox(org, 'org')).toEqual([]);

    const token = await consentTokenFor(t, minor.caregiverEmail);
    const decide = (consent: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/public/consent/${token}`, payload: { consent } });
    expect((await decide(true)).statusCode).toBe(200);
    const after = await apply(org);
    expect(after.statusCode, after.body).toBe(200);
    const [cv] = await inbox(org, 'org');
    expect(cv).toMatchObject({ type: 'Athlete CV', sender: { name: 'Young Applicant' } });

    expect((await decide(false)).statusCode).toBe(200);
    // Hidden again: the organisation can no longer open it, and the minor cannot apply elsewhere.
    expect((await call('GET', `/api/pitches/${after.json()._id}`, org.token)).statusCode).toBe(404);
    const again = await apply(await createOrg('Lee Seniors'));
    expect(again.statusCode).toBe(403);
    expect(messages(again.body)).toEqual([HIDDEN_PITCHER]);
  });

  it('refuses a pitch without a message, with a long one, or without athAgeCheck, naming the field', async () => {
    const ann = await createAthlete(t);
    const coach = await createCoach();
    const url = `/api/athleteProfile/coach/${coach.profileId}`;
    const missing = await call('POST', url, ann.token, { formData: { message: '' }, athAgeCheck: true });
    expect(messages(missing.body)).toEqual(['formData.message: Message is required']);
    const long = await call('POST', url, ann.token, pitch({ formData: { message: 'x'.repeat(1001) } }));
    expect(messages(long.body)).toEqual(['formData.message: Must be at most 1000 characters']);
    const noCheck = await call('POST', url, ann.token, { formData: { message: 'hi' } });
    expect(noCheck.statusCode).toBe(400);
    expect(messages(noCheck.body)).toEqual(['athAgeCheck: athAgeCheck is required']);
  });
});

/** `count` sends of `kind` in the last 24 hours to other receivers, and one older that no longer counts. */
const sentBefore = (userId: string, kind: 'pitch' | 'contact', count: number) =>
  t.db.query(
    `insert into sent_requests (sender_user_id, kind, target_profile_id, target_profile_type, sent_at)
     select $1::uuid, $2, gen_random_uuid(), 'coach', now() - (g || ' minutes')::interval
       from generate_series(1, $3::int) g
     union all
     select $1::uuid, $2, gen_random_uuid(), 'coach', now() - interval '25 hours'`,
    [userId, kind, count],
  );

describe('anti-spam', () => {
  it('allows one pitch per receiver per 30 days (429), naming when they may again; contact counts apart', async () => {
    const ann = await createAthlete(t);
    const coach = await createCoach('Cora Repeat');
    const url = `/api/athleteProfile/coach/${coach.profileId}`;
    const first = await call('POST', url, ann.token, pitch());
    expect(first.statusCode).toBe(200);
    const second = await call('POST', url, ann.token, pitch());
    expect(second.statusCode).toBe(429);
    const next = new Date(Date.now() + REQUEST_RULES.pitch.againAfterDays * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(messages(second.body)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^You already pitched Cora Repeat in the last 30 days; you may pitch them again from ${next} \\d\\d:\\d\\d UTC$`,
        ),
      ),
    ]);
    const target = await call('GET', `/api/athleteProfile/pitch-target/${coach.profileId}`, ann.token);
    expect(target.json()).toMatchObject({
      receiver: { name: 'Cora Repeat', profileType: 'coach' },
      nextContactAt: null,
      pitchesLeftToday: REQUEST_RULES.pitch.perDay - 1,
    });
    expect(target.json().nextPitchAt.slice(0, 10)).toBe(next);
    // Contact details have their own rule.
    const contactUrl = `${url}/contact`;
    expect((await call('PUT', contactUrl, ann.token, { phone: '1' })).statusCode).toBe(200);
    const contactAgain = await call('PUT', contactUrl, ann.token, { phone: '1' });
    expect(contactAgain.statusCode).toBe(429);
    expect(messages(contactAgain.body)[0]).toMatch(/^You already sent your contact details to Cora Repeat/);

    // 30 days on, they may again.
    await t.db.query(
      `update sent_requests set sent_at = now() - interval '31 days' where sender_user_id = $1`,
      [ann.user._id],
    );
    expect((await call('POST', url, ann.token, pitch())).statusCode).toBe(200);
  });

  it('allows one application per organisation per 30 days, naming the day they may apply again', async () => {
    const ann = await createAthlete(t);
    const org = await createOrg('Lee Repeat Rowing');
    const url = `/api/organisation/${org.profileId}/${ann.profileId}/application`;
    expect((await call('POST', url, ann.token, pitch())).statusCode).toBe(200);
    const second = await call('POST', url, ann.token, pitch());
    expect(second.statusCode).toBe(429);
    const next = new Date(Date.now() + REQUEST_RULES.pitch.againAfterDays * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(messages(second.body)[0]).toMatch(
      new RegExp(
        `^You already pitched Lee Repeat Rowing in the last 30 days; you may pitch them again from ${next} `,
      ),
    );
    expect(await inbox(org, 'org')).toHaveLength(1);

    // 30 days on, they may again.
    await t.db.query(
      `update sent_requests set sent_at = now() - interval '31 days' where sender_user_id = $1`,
      [ann.user._id],
    );
    expect((await call('POST', url, ann.token, pitch())).statusCode).toBe(200);
    expect(await inbox(org, 'org')).toHaveLength(2);
  });

  it('caps pitches at 20 a day (429), and contact details apart', async () => {
    const ann = await createAthlete(t);
    const coach = await createCoach();
    // 20 pitches in the last 24 hours to other receivers, and one older that no longer counts.
    await sentBefore(ann.user._id, 'pitch', REQUEST_RULES.pitch.perDay);
    const capped = await call('POST', `/api/athleteProfile/coach/${coach.profileId}`, ann.token, pitch());
    expect(capped.statusCode).toBe(429);
    expect(messages(capped.body)[0]).toMatch(
      /^You can send at most 20 pitches a day; you may send more from /,
    );
    expect(await inbox(coach, 'coach')).toEqual([]);
    const target = await call('GET', `/api/athleteProfile/pitch-target/${coach.profileId}`, ann.token);
    expect(target.json()).toMatchObject({
      pitchesLeftToday: 0,
      contactsLeftToday: REQUEST_RULES.contact.perDay,
    });
    // Contact details are counted apart.
    const contact = await call('PUT', `/api/athleteProfile/coach/${coach.profileId}/contact`, ann.token, {
      email: 'a@example.com',
    });
    expect(contact.statusCode).toBe(200);
  });

  it('caps contact details at 20 a day (429), and pitches apart', async () => {
    const ann = await createAthlete(t);
    const coach = await createCoach();
    // 19 sends of contact details in the last 24 hours to other receivers, and one older that no longer counts.
    await sentBefore(ann.user._id, 'contact', REQUEST_RULES.contact.perDay - 1);
    const contact = (to: { profileId: string }) =>
      call('PUT', `/api/athleteProfile/coach/${to.profileId}/contact`, ann.token, { phone: '1' });
    // The 20th goes; the 21st, to another coach, is over the cap.
    expect((await contact(coach)).statusCode).toBe(200);
    const other = await createCoach();
    const capped = await contact(other);
    expect(capped.statusCode).toBe(429);
    expect(messages(capped.body)[0]).toMatch(
      /^You can send at most 20 contact details a day; you may send more from /,
    );
    expect(await inbox(other, 'coach')).toEqual([]);
    const target = await call('GET', `/api/athleteProfile/pitch-target/${other.profileId}`, ann.token);
    expect(target.json()).toMatchObject({
      contactsLeftToday: 0,
      pitchesLeftToday: REQUEST_RULES.pitch.perDay,
    });
    // Pitches are counted apart.
    const sent = await call('POST', `/api/athleteProfile/coach/${other.profileId}`, ann.token, pitch());
    expect(sent.statusCode, sent.body).toBe(200);
  });
});
