// A new device's sign-in link (issue 22, item 6): pressing Sign in uses it once; the device is signed in and keeps
// the device token that makes it known; a refused link says so and leads back to log in.
import { STORAGE_KEYS } from '@podium/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { buildUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

// A sign-in link's code is 43 characters (32 random bytes, base64url).
const TOKEN = 'b'.repeat(43);
const LINK = `POST /api/auth/link/${TOKEN}`;

describe('the sign-in link page', () => {
  it('signs in only when asked, goes home, and keeps the device token', async () => {
    const calls = stubApi({
      [LINK]: { body: { token: 'tok-l', user: buildUser({ userType: 1 }), deviceToken: 'device-link' } },
    });
    const { user, router } = renderApp(`/login/link/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in with your link' }),
    ).toBeInTheDocument();
    // Opening the page uses nothing: a mail scanner that opens links must not spend a single-use link.
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AthleteProfile'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-l');
    await vi.waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.deviceToken)).toBe('device-link'));
  });

  it('shows the button busy while it signs in', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    stubApi({
      [LINK]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderApp(`/login/link/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    answer({ body: { token: 'tok-l', user: buildUser() } });
  });

  it('says a used or expired link no longer works, and leads back to log in', async () => {
    stubApi({
      [LINK]: {
        status: 400,
        body: { errors: [{ msg: 'This sign-in link is invalid, used or expired. Ask for a new one.' }] },
      },
    });
    const { user } = renderApp(`/login/link/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link no longer works');
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again when the server could not be reached', async () => {
    stubApi({ [LINK]: { status: 503, body: {} } });
    const { user } = renderApp(`/login/link/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not sign you in');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
