// Landing (spec 1, 2): the promise and the audiences for visitors; signed-in users go to their home.
import { STORAGE_KEYS } from '@podium/core';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { PlatformProvider } from '../../platform/index.ts';
import { createNativePlatform } from '../../platform/native.ts';
import { createAppStore } from '../../state/store.ts';
import { stubApi } from '../../test/api-stub.ts';
import { buildUser } from '../../test/fixtures.ts';
import { renderApp, testPlatform } from '../../test/render.tsx';
import type { StoreLinks } from '../../ui/links.ts';
import { GetTheApp } from './GetTheApp.tsx';

const LISTINGS: StoreLinks = {
  appStore: 'https://apps.apple.com/app/podium-sports/id1234567890',
  playStore: 'https://play.google.com/store/apps/details?id=app.podium',
};

function renderGetTheApp(stores: StoreLinks, platform = testPlatform()) {
  return render(
    <PlatformProvider platform={platform}>
      <Provider store={createAppStore(platform)}>
        <GetTheApp stores={stores} />
      </Provider>
    </PlatformProvider>,
  );
}

describe('landing page', () => {
  it('tells visitors what Podium is, for athletes, coaches and organisations', async () => {
    renderApp('/');
    expect(
      await screen.findByText(
        /where athletes in all sports can display their ability and be matched with the opportunity/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/for scouts and coaches, the place to find talent for their roster/i),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your ability, on the record' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'The place to find talent for your roster' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Clubs, schools and academies in one place' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'support@podium.app' })[0]).toHaveAttribute(
      'href',
      'mailto:support@podium.app',
    );
    expect(screen.getAllByRole('link', { name: /terms of use/i })[0]).toHaveAttribute('href', '/terms');
    expect(screen.getAllByRole('link', { name: /privacy/i })[0]).toHaveAttribute('href', '/privacy');
  });

  it('shows no store badge in a build that configures no listing, only the web install', async () => {
    renderApp('/about', { platform: testPlatform() });
    expect(await screen.findByRole('button', { name: /Install web app/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google Play/ })).not.toBeInTheDocument();
  });

  it('links to each configured store listing on web', () => {
    renderGetTheApp(LISTINGS);
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', LISTINGS.appStore);
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', LISTINGS.playStore);
  });

  it('shows only the store a build configures', () => {
    renderGetTheApp({ appStore: null, playStore: LISTINGS.playStore });
    expect(screen.getByRole('link', { name: /Google Play/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
  });

  it('hides the app store links inside the native app', async () => {
    const native = { ...createNativePlatform(), reload: () => undefined };
    renderGetTheApp(LISTINGS, native);
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
    renderApp('/about', { platform: native });
    await screen.findByRole('heading', { name: 'Your ability, on the record' });
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
  });

  it('sends a signed-in athlete to /AthleteProfile', async () => {
    stubApi({ 'GET /api/auth': { body: buildUser() } });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/AthleteProfile'));
  });

  it('sends a signed-in coach to /CoachProfile', async () => {
    stubApi({
      'GET /api/auth': { body: buildUser({ userType: 2, activeProfile: 'coach' }) },
      'GET /api/coachProfile/me': { status: 404, body: { errors: [{ msg: 'No coach profile yet' }] } },
    });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Create your coach profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/CoachProfile');
  });

  it('sends an organisation admin using the organisation profile to /organisation', async () => {
    stubApi({ 'GET /api/auth': { body: buildUser({ userType: 2, orgAdmin: true, activeProfile: 'org' }) } });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation'));
  });

  it('keeps /about for signed-in users, and / for visitors even with ?page=notifications', async () => {
    stubApi({ 'GET /api/auth': { body: buildUser() } });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const signedIn = renderApp('/about');
    await waitFor(() => expect(signedIn.store.getState().auth.isAuthenticated).toBe(true));
    expect(screen.getByRole('heading', { name: 'Your ability, on the record' })).toBeInTheDocument();
    expect(signedIn.router.state.location.pathname).toBe('/about');
    signedIn.unmount();

    localStorage.clear();
    const visitor = renderApp('/?page=notifications');
    expect(await screen.findByRole('heading', { name: 'Your ability, on the record' })).toBeInTheDocument();
    expect(visitor.router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in athlete to /notifications when asked with ?page=notifications', async () => {
    stubApi({ 'GET /api/auth': { body: buildUser() } });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const { router } = renderApp('/?page=notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('sends a signed-in user to /notifications when asked with ?page=notifications', async () => {
    stubApi({ 'GET /api/auth': { body: buildUser({ userType: 2 }) } });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const { router } = renderApp('/?page=notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notifications');
  });
});
