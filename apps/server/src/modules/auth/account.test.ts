// PUT /api/users/update and PUT /api/users/delete: a user changes or removes only their own account.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPublicLink } from '../../test/entitlements.ts';
import { addResult, auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const update = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/users/update', headers: auth(token), payload });
const remove = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/users/delete', headers: auth(token), payload });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(token) });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
/** A birth date this many whole years ago (1 January, so the age holds all year). */
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`;

describe('PUT /api/users/update', () => {
  it('updates details and answers Account Updated! with the new user', async () => {
    const { token } = await registerUser(t);
    const response = await update(token, {
      type: 'details',
      formData: { name: 'Siobhan Kelly', city: 'Galway', country: 'Ireland', phone: '+353 1 555 0101' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      msg: 'Account Updated!',
      user: { name: 'Siobhan Kelly', city: 'Galway' },
    });
    expect((await me(token)).json().name).toBe('Siobhan Kelly');
  });

  it('changes only the signed-in account, whatever the body claims', async () => {
    const mine = await registerUser(t);
    const theirs = await registerUser(t, { name: 'Untouched' });
    await update(mine.token, { type: 'details', formData: { name: 'Changed', _id: theirs.user._id } });
    expect((await me(theirs.token)).json().name).toBe('Untouched');
  });

  it('changes the email only with the current password', async () => {
    const { token, password } = await registerUser(t);
    const wrong = await update(token, {
      type: 'email',
      formData: { email: 'moved@example.com', currentPassword: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: [{ msg: 'Current password is incorrect' }] });

    const right = await update(token, {
      type: 'email',
      formData: { email: 'Moved@example.com', currentPassword: password },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe('moved@example.com');
    expect((await login('moved@example.com', password)).statusCode).toBe(200);
  });

  it('refuses an email another account uses with 409', async () => {
    const other = await registerUser(t);
    const { token, password } = await registerUser(t);
    const response = await update(token, {
      type: 'email',
      formData: { email: other.email, currentPassword: password },
    });
    expect(response.statusCode).toBe(409);
  });

  it('changes the password, ends other sessions and hands back a fresh token', async () => {
    const { token, password, email } = await registerUser(t);
    const response = await update(token, {
      type: 'password',
      formData: { currentPassword: password, newPassword: 'a brand new secret' },
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().token;
    expect(fresh).toEqual(expect.any(String));
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await login(email, password)).statusCode).toBe(400);
    expect((await login(email, 'a brand new secret')).statusCode).toBe(200);
  });

  it('refuses a password change with a wrong current password and keeps the old one', async () => {
    const { token, password, email } = await registerUser(t);
    const response = await update(token, {
      type: 'password',
      formData: { currentPassword: 'not my password', newPassword: 'a brand new secret' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ msg: 'Current password is incorrect' }] });
    expect((await me(token)).statusCode).toBe(200);
    expect((await login(email, password)).statusCode).toBe(200);
    expect((await login(email, 'a brand new secret')).statusCode).toBe(400);
  });

  it('asks for a caregiver when a new birth date makes an athlete under 16, then mails them', async () => {
    const { token, user } = await registerUser(t, { name: 'Aoife Byrne' });
    const details = { name: 'Aoife Byrne', birthDate: yearsAgo(14) };
    const refused = await update(token, { type: 'details', formData: details });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused.body)).toEqual([
      'caregiverEmail: Athletes under 16 need a parent or caregiver email',
    ]);
    expect((await me(token)).json().birthDate).toBe(user.birthDate);

    const accepted = await update(token, {
      type: 'details',
      formData: { ...details, caregiverEmail: 'Guardian.Byrne@example.com' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({
      birthDate: details.birthDate,
      caregiverEmail: 'guardian.byrne@example.com',
    });
    await t.app.jobs.settled();
    const notices = t.outbox().filter((m) => m.to === 'guardian.byrne@example.com');
    expect(notices.map((m) => m.subject)).toEqual(['Aoife Byrne has joined Podium: your consent is needed']);

    // The caregiver on file now covers later changes: not asked for consent again, but told of each birth date
    // change (issue 22, item 1).
    const later = await update(token, { type: 'details', formData: { ...details, birthDate: yearsAgo(13) } });
    expect(later.statusCode).toBe(200);
    await t.app.jobs.settled();
    expect(
      t
        .outbox()
        .filter((m) => m.to === 'guardian.byrne@example.com')
        .map((m) => m.subject),
    ).toEqual([
      'Aoife Byrne has joined Podium: your consent is needed',
      'Aoife Byrne changed their birth date on Podium',
    ]);
  });

  it('refuses a caregiver email that is the athlete’s own', async () => {
    const { token, email } = await registerUser(t);
    const response = await update(token, {
      type: 'details',
      formData: { name: 'Self Minded', birthDate: yearsAgo(14), caregiverEmail: email },
    });
    expect(response.statusCode).toBe(400);
    expect(messages(response.body)).toEqual(['caregiverEmail: Caregiver email must differ from your own']);
  });

  it('refuses a birth date that makes a coach under 18', async () => {
    const coach = await registerUser(t, { userType: 2 });
    const response = await update(coach.token, {
      type: 'details',
      formData: { name: 'Young Coach', birthDate: yearsAgo(17), caregiverEmail: 'parent@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(messages(response.body)).toEqual(['birthDate: Coaches must be at least 18']);
    expect((await me(coach.token)).json().birthDate).toBe(coach.user.birthDate);
    const adult = await update(coach.token, {
      type: 'details',
      formData: { name: 'Coach', birthDate: yearsAgo(18) },
    });
    expect(adult.statusCode).toBe(200);
  });

  it('refuses a short new password, an unknown type and no token', async () => {
    const { token, password } = await registerUser(t);
    const short = await update(token, {
      type: 'password',
      formData: { currentPassword: password, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      errors: [{ msg: 'formData.newPassword: Must be at least 8 characters' }],
    });

    const unknown = await update(token, { type: 'avatar', formData: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].msg).toContain('type must be details, email or password');

    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      payload: { type: 'details' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/users/delete', () => {
  it('deletes the account: its tokens stop working at once and it can no longer sign in', async () => {
    const { token, email, password } = await registerUser(t);
    const response = await remove(token, { userType: 1, profile: 'both', password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Account Deleted!', deleted: 'account' });
    expect((await me(token)).statusCode).toBe(401);
    expect((await login(email, password)).statusCode).toBe(400);
  });

  it('with profile org deletes only the organisation and keeps the coach', async () => {
    const coach = await registerUser(t, { userType: 2, orgAdmin: true, organisation: 'Harbour Swim Club' });
    const response = await remove(coach.token, { userType: 2, profile: 'org' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      msg: 'Organization Deleted!',
      deleted: 'organisation',
      user: { orgAdmin: false, activeProfile: 'coach', organisation: null },
    });
    expect((await me(coach.token)).statusCode).toBe(200);
  });

  it('tells an organisation admin that both were deleted', async () => {
    const coach = await registerUser(t, { userType: 2, orgAdmin: true, organisation: 'Northside Athletics' });
    const response = await remove(coach.token, { userType: 2, profile: 'both' });
    expect(response.json()).toEqual({ msg: 'Account and Organization Deleted!', deleted: 'account' });
  });

  it('refuses org deletion for someone without an organisation', async () => {
    const { token } = await registerUser(t);
    const response = await remove(token, { profile: 'org' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ msg: 'You have no organisation to delete' }] });
  });

  it('refuses a wrong confirmation password and keeps the account', async () => {
    const { token } = await registerUser(t);
    const response = await remove(token, { profile: 'both', password: 'not mine' });
    expect(response.statusCode).toBe(400);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses without a token', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/users/delete', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('removes what the account owned: its athlete profile, results and resets', async () => {
    const athlete = await createAthlete(t);
    const result = await addResult(t, athlete.token, {
      attribute: 'Absolute Strength',
      test: 'Bench Press 1 RM',
      score: '100',
      unitOfMeasurement: 'kg',
    });
    expect(result.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/users/reset', payload: { email: athlete.email } });
    await t.app.jobs.settled();
    const publicProfile = () =>
      t.app.inject({ method: 'GET', url: `/api/public/athlete/${athlete.profileId}` });
    await grantPublicLink(t, athlete.token);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/public-link',
      headers: auth(athlete.token),
      payload: { enabled: true },
    });
    expect((await publicProfile()).statusCode).toBe(200);

    const response = await remove(athlete.token, { profile: 'both', password: athlete.password });
    expect(response.statusCode).toBe(200);
    expect((await publicProfile()).statusCode).toBe(404);
    const left = await t.db.query<{ profiles: number; results: number; resets: number; standings: number }>(
      `select (select count(*) from athlete_profiles where user_id = $1) as profiles,
              (select count(*) from test_results where profile_id = $2) as results,
              (select count(*) from password_resets where user_id = $1) as resets,
              (select count(*) from ranking_standings where profile_id = $2) as standings`,
      [athlete.user._id, athlete.profileId],
    );
    expect(left).toEqual([{ profiles: 0, results: 0, resets: 0, standings: 0 }]);
  });

  it('removes the account’s uploaded files, and only theirs', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const uploadFor = async (session: { token: string; user: { _id: string } }) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: auth(session.token),
        payload: { data: `data:image/png;base64,${png.toString('base64')}`, userId: session.user._id },
      });
      expect(response.statusCode).toBe(200);
      return new URL(response.json<{ url: string }>().url).pathname;
    };
    const leaving = await registerUser(t);
    const staying = await registerUser(t);
    const leavingFile = await uploadFor(leaving);
    const stayingFile = await uploadFor(staying);
    const fetchFile = (path: string) => t.app.inject({ method: 'GET', url: path });
    expect((await fetchFile(leavingFile)).statusCode).toBe(200);

    expect((await remove(leaving.token, { profile: 'both', password: leaving.password })).statusCode).toBe(
      200,
    );
    await t.app.jobs.settled();
    expect((await fetchFile(leavingFile)).statusCode).toBe(404);
    expect(existsSync(join(t.dataDir, 'media', 'images', leaving.user._id))).toBe(false);
    expect((await fetchFile(stayingFile)).statusCode).toBe(200);
  });
});
