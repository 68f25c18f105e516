// Password reset by link: the link is checked first; a new password leads to /login with a success alert.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { renderApp } from '../../test/render.tsx';

// A reset link's code is 43 characters (32 random bytes, base64url).
const TOKEN = 'a'.repeat(43);

describe('reset by link', () => {
  it("says 'Invalid or expired reset link.' when the server refuses the token", async () => {
    stubApi({ [`GET /api/users/reset/${TOKEN}`]: { body: { valid: false } } });
    renderApp(`/reset/${TOKEN}`);
    expect(await screen.findByText('Invalid or expired reset link.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/reset');
  });

  it('sets a new password and sends the user to log in', async () => {
    const calls = stubApi({
      [`GET /api/users/reset/${TOKEN}`]: { body: { valid: true } },
      [`PUT /api/users/reset/${TOKEN}`]: { body: { msg: 'Password updated' } },
    });
    const { user, router } = renderApp(`/reset/${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pas');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Confirm new password'), 's');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.at(-1)?.body).toEqual({ password: 'brand-new-pass' });
  });

  it('refuses a leaked password before sending it (defect 9)', async () => {
    const calls = stubApi({ [`GET /api/users/reset/${TOKEN}`]: { body: { valid: true } } });
    const { user } = renderApp(`/reset/${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), '12345678');
    await user.type(screen.getByLabelText('Confirm new password'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('This password is too common: it appears in lists of leaked passwords'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('shows the same confirmation whatever email asks for a link', async () => {
    stubApi({
      'POST /api/users/reset': { body: { msg: 'If that email has an account, a link is on its way' } },
    });
    const { user } = renderApp('/reset');
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for/)).toHaveTextContent('nobody@example.com');
  });
});
