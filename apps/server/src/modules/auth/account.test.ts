// PUT /api/users/update and PUT /api/users/delete: a user changes or removes only their own account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, registerUser } from '../../test/factories.ts';
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
});
