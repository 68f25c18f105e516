// Login (spec 5, 8): server messages as danger alerts, 'Invalid credentials' when the server gives none.
import { STORAGE_KEYS } from '@podium/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { buildUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

async function logIn(email: string, password: string) {
  const view = renderApp('/login');
  await view.user.type(await screen.findByLabelText('Email'), email);
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.click(screen.getByRole('button', { name: 'Log in' }));
  return view;
}

describe('login', () => {
  it('shows the server message when the password is wrong, and stays signed out', async () => {
    stubApi({ 'POST /api/auth': { status: 400, body: { errors: [{ msg: 'Invalid credentials' }] } } });
    const { router, store } = await logIn('maya@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it("falls back to 'Invalid credentials' when the answer has no message", async () => {
    stubApi({ 'POST /api/auth': { status: 400, body: {} } });
    await logIn('maya@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it('shows the rate limit message as it comes', async () => {
    stubApi({
      'POST /api/auth': {
        status: 429,
        body: { errors: [{ msg: 'Too many attempts. Try again in 15 minutes.' }] },
      },
    });
    await logIn('maya@example.com', 'again');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
  });

  it('offers a sign-in link by mail when sign-in on this device is limited, and says where it went', async () => {
    const limited =
      'Too many failed sign-ins from your network. Try again in 15 minutes, sign in from a device you have used before, or have a sign-in link mailed to you';
    const calls = stubApi({
      'POST /api/auth': { status: 429, body: { errors: [{ msg: limited }] } },
      'POST /api/auth/link': {
        body: { msg: 'If an account exists for that email, we have sent it a link.' },
      },
    });
    const { user } = await logIn('maya@example.com', 'right-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    await user.click(await screen.findByRole('button', { name: 'Mail me a sign-in link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for maya@example.com, we have sent it a link to sign in on this device. Open it here within 15 minutes; it works once.',
    );
    expect(calls.find((call) => call.path === '/api/auth/link')?.body).toEqual({ email: 'maya@example.com' });
  });

  it('offers no link when the password is only wrong', async () => {
    stubApi({ 'POST /api/auth': { status: 400, body: { errors: [{ msg: 'Invalid credentials' }] } } });
    await logIn('maya@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.queryByRole('button', { name: 'Mail me a sign-in link' })).not.toBeInTheDocument();
  });

  it('checks the fields before calling the server', async () => {
    const calls = stubApi({});
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('takes a coach to the coach home and keeps the token', async () => {
    stubApi({
      'POST /api/auth': { body: { token: 'tok-c', user: buildUser({ userType: 2, name: 'Dana Reid' }) } },
      'GET /api/coachProfile/me': { status: 404, body: { errors: [{ msg: 'No coach profile yet' }] } },
    });
    const { router } = await logIn('dana@example.com', 'coachcoach');
    expect(await screen.findByRole('heading', { name: 'Create your coach profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/CoachProfile');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-c');
  });

  it('keeps the device token a sign-in answers and sends it with the next sign-in, even after logout', async () => {
    const calls = stubApi({
      'POST /api/auth': { body: { token: 'tok-d', user: buildUser(), deviceToken: 'device-abc' } },
    });
    const first = await logIn('maya@example.com', 'right-password');
    await vi.waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.deviceToken)).toBe('device-abc'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'maya@example.com',
      password: 'right-password',
    });
    first.unmount();
    localStorage.removeItem(STORAGE_KEYS.token);

    await logIn('maya@example.com', 'right-password');
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST')[1]?.body).toEqual({
      email: 'maya@example.com',
      password: 'right-password',
      deviceToken: 'device-abc',
    });
  });
});
