// Route guard (spec 2): a loader while auth loads, /login when signed out, and back where they were going after login.
import { STORAGE_KEYS } from '@podium/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/api-stub.ts';
import { buildUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';

describe('private routes', () => {
  it('show a loader while the stored token is being checked', async () => {
    stubApi({ 'GET /api/auth': () => new Promise<never>(() => {}) });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    renderApp('/account');
    expect(await screen.findByText('Loading your account...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your account' })).not.toBeInTheDocument();
  });

  it('send a signed-out visitor to /login', async () => {
    const { router } = renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('return the visitor to the page they wanted after logging in', async () => {
    stubApi({ 'POST /api/auth': { body: { token: 'tok', user: buildUser() } } });
    const { router, user } = renderApp('/account?tab=security');
    await user.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'sprinter123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(router.state.location.search).toBe('?tab=security');
  });

  it('show the signed-in user their screen once the token checks out', async () => {
    stubApi({ 'GET /api/auth': { body: buildUser() } });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByText('maya@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('send the user to /login and forget the token when a call answers 401', async () => {
    stubApi({
      'GET /api/auth': { body: buildUser() },
      'PUT /api/users/update': { status: 401, body: { errors: [{ msg: 'Token is not valid' }] } },
    });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    window.history.replaceState(null, '', '/account');
    const { router, user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('unknown and upcoming paths', () => {
  it('get a real not-found page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'This page is off the track' })).toBeInTheDocument();
  });

  it('keep the guard on routes of the table whose screens come later', async () => {
    const { router } = renderApp('/groups');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
