// Account settings: updates with 'Account Updated!', a fresh token after a password change, and deletion (spec 4, 8).
import { STORAGE_KEYS } from '@podium/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubReply, stubApi } from '../../test/api-stub.ts';
import { buildUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

function openAccount(user = buildUser(), routes: Record<string, StubReply> = {}) {
  const calls = stubApi({ 'GET /api/auth': { body: user }, ...routes });
  localStorage.setItem(STORAGE_KEYS.token, 'tok-old');
  window.history.replaceState(null, '', '/account');
  return { calls, ...renderApp('/account') };
}

describe('account settings', () => {
  it('saves details and says Account Updated!', async () => {
    const { user, calls } = openAccount(buildUser(), {
      'PUT /api/users/update': { body: { msg: 'Account Updated!', user: buildUser({ city: 'Leeds' }) } },
    });
    await user.type(await screen.findByLabelText(/City/), 'Leeds');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Account Updated!')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toMatchObject({
      type: 'details',
      formData: { name: 'Maya Okafor', city: 'Leeds' },
    });
  });

  it('needs the current password to change the email', async () => {
    const { user, calls } = openAccount();
    const form = await screen.findByRole('form', { name: 'Change email' });
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'new@example.com');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(await within(form).findByText('Current password is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('keeps the fresh token a password change returns', async () => {
    const { user, store } = openAccount(buildUser(), {
      'PUT /api/users/update': { body: { msg: 'Account Updated!', user: buildUser(), token: 'tok-new' } },
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'sprinter123');
    await user.type(within(form).getByLabelText('New password'), 'faster-still-456');
    await user.type(within(form).getByLabelText('Confirm new password'), 'faster-still-456');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Account Updated!')).toBeInTheDocument();
    expect(store.getState().auth.token).toBe('tok-new');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-new');
  });

  it('shows a wrong current password as a danger alert', async () => {
    const { user } = openAccount(buildUser(), {
      'PUT /api/users/update': { status: 400, body: { errors: [{ msg: 'Current password is incorrect' }] } },
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'nope');
    await user.type(within(form).getByLabelText('New password'), 'faster-still-456');
    await user.type(within(form).getByLabelText('Confirm new password'), 'faster-still-456');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
  });
});

describe('deleting', () => {
  async function confirmDelete(view: ReturnType<typeof openAccount>, choice?: RegExp) {
    await view.user.click(await screen.findByRole('button', { name: /^Delete/ }));
    // The dialog loads when first opened (AccountPage.tsx).
    const dialog = await screen.findByRole('dialog');
    if (choice) await view.user.click(within(dialog).getByRole('radio', { name: choice }));
    await view.user.type(within(dialog).getByLabelText('Your password'), 'sprinter123');
    await view.user.click(within(dialog).getByRole('button', { name: /^Delete (account|organisation)$/ }));
  }

  it('deletes the account, signs out and says Account Deleted!', async () => {
    const view = openAccount(buildUser(), {
      'PUT /api/users/delete': { body: { msg: 'Account Deleted!', deleted: 'account' } },
    });
    await confirmDelete(view);
    expect(await screen.findByText('Account Deleted!')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    const deletion = view.calls.find((call) => call.path === '/api/users/delete');
    expect(deletion?.body).toEqual({ userType: 1, profile: 'both', password: 'sprinter123' });
  });

  it('lets an organisation admin delete only the organisation and stay signed in', async () => {
    const admin = buildUser({
      userType: 2,
      orgAdmin: true,
      activeProfile: 'org',
      organisation: 'Northside AC',
    });
    const view = openAccount(admin, {
      'PUT /api/users/delete': {
        body: {
          msg: 'Organization Deleted!',
          deleted: 'organisation',
          user: { ...admin, orgAdmin: false, organisation: null },
        },
      },
    });
    await confirmDelete(view, /The organisation only/);
    expect(await screen.findByText('Organization Deleted!')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/account');
    expect(view.store.getState().auth.user?.orgAdmin).toBe(false);
    expect(view.calls.at(-1)?.body).toMatchObject({ userType: 2, profile: 'org' });
  });

  it('says Account and Organization Deleted! when an admin deletes both', async () => {
    const admin = buildUser({
      userType: 2,
      orgAdmin: true,
      activeProfile: 'org',
      organisation: 'Northside AC',
    });
    const view = openAccount(admin, {
      'PUT /api/users/delete': { body: { msg: 'Account Deleted!', deleted: 'account' } },
    });
    await confirmDelete(view, /My account and the organisation/);
    expect(await screen.findByText('Account and Organization Deleted!')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
  });

  it('keeps the dialog open with the server message when the password is wrong', async () => {
    const view = openAccount(buildUser(), {
      'PUT /api/users/delete': { status: 400, body: { errors: [{ msg: 'Password is incorrect' }] } },
    });
    await confirmDelete(view);
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is incorrect');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
