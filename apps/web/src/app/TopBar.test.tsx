// The top bar (spec 2): the logo links to / only when signed out; each state has its own menu.
import { STORAGE_KEYS } from '@podium/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/api-stub.ts';
import { buildEventPage } from '../test/event-fixtures.ts';
import { buildUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';

/** The app's header: the one holding the main navigation (screens may have headers of their own). */
function topBar(): HTMLElement {
  const header = screen.getByRole('navigation', { name: 'Main' }).closest('header');
  if (!header) throw new Error('The main navigation is not in a header');
  return header;
}

/** The frame is drawn once the stored token has been read (app/SessionGate.tsx). */
async function frameDrawn(): Promise<void> {
  await screen.findByRole('navigation', { name: 'Main' });
}

function linksToHome(): HTMLElement[] {
  return within(topBar())
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href') === '/');
}

function signIn(user = buildUser()) {
  stubApi({ 'GET /api/auth': { body: user } });
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
}

describe('top bar', () => {
  it('links the logo to / for a visitor, with the log in and register menu', async () => {
    renderApp('/login');
    await frameDrawn();
    const logo = await within(topBar()).findByRole('link', { name: 'Podium home' });
    expect(logo).toHaveAttribute('href', '/');
    expect(logo).toHaveTextContent('Podium');
    const nav = within(topBar()).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('shows the logo without a link once signed in, with the signed-in menu', async () => {
    signIn(buildUser({ userType: 2 }));
    renderApp('/account');
    await frameDrawn();
    const nav = within(topBar()).getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(topBar()).getByText('Podium')).toBeInTheDocument();
    expect(within(topBar()).queryByRole('link', { name: 'Podium home' })).not.toBeInTheDocument();
    expect(linksToHome()).toEqual([]);
    expect(within(nav).getByRole('link', { name: 'Profile home' })).toHaveAttribute('href', '/CoachProfile');
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(nav).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'My events' })).not.toBeInTheDocument();
  });

  it('gives an athlete their events and tickets in the menu', async () => {
    signIn(buildUser({ userType: 1 }));
    renderApp('/account');
    await frameDrawn();
    const nav = within(topBar()).getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'My events' })).toHaveAttribute(
      'href',
      '/AthleteProfile/my-events',
    );
  });

  it('links the logo to / again after logging out', async () => {
    signIn();
    const { user, router } = renderApp('/account');
    await frameDrawn();
    await user.click(await within(topBar()).findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await within(topBar()).findByRole('link', { name: 'Podium home' })).toHaveAttribute('href', '/');
  });

  it('links "Events I staff" for an account named staff of an event still to come, asking once', async () => {
    const requests = stubApi({
      'GET /api/auth': { body: buildUser({ userType: 2 }) },
      'GET /api/events/staffed': {
        body: { events: [buildEventPage({ startsAt: new Date(Date.now() + 86_400_000).toISOString() })] },
      },
    });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const { router } = renderApp('/account');
    await frameDrawn();
    const nav = within(topBar()).getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Events I staff' })).toHaveAttribute(
      'href',
      '/events/staffing',
    );
    await router.navigate('/notifications');
    await screen.findByRole('heading', { level: 1 });
    expect(requests.filter((request) => request.path === '/api/events/staffed')).toHaveLength(1);
  });

  it('shows no "Events I staff" when the account staffs only past or cancelled events, or none', async () => {
    const past = buildEventPage({ _id: 'ev-past', startsAt: '2025-01-01T09:00:00.000Z' });
    const cancelled = buildEventPage({ _id: 'ev-off', cancelled: true });
    const requests = stubApi({
      'GET /api/auth': { body: buildUser({ userType: 2 }) },
      'GET /api/events/staffed': { body: { events: [past, cancelled] } },
    });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    renderApp('/account');
    await frameDrawn();
    const nav = within(topBar()).getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/events/staffed')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(nav).queryByRole('link', { name: 'Events I staff' })).not.toBeInTheDocument();
  });

  it('never asks which events a visitor staffs', async () => {
    const requests = stubApi({});
    renderApp('/login');
    await frameDrawn();
    expect(requests.some((request) => request.path === '/api/events/staffed')).toBe(false);
  });
});
