// Device storage is asynchronous (Capacitor Preferences): until the stored token is read, the app draws nothing of
// the session, so a signed-in person never sees the signed-out frame, nor a page asked for without their token.
import { STORAGE_KEYS } from '@podium/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/api-stub.ts';
import { buildDashProfile } from '../test/athlete-fixtures.ts';
import { buildUser } from '../test/fixtures.ts';
import { memoryStorage } from '../test/memory-storage.ts';
import { renderApp, testPlatform } from '../test/render.tsx';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the app while the stored token is read', () => {
  it('shows no signed-out frame or screen, then the signed-in one', async () => {
    stubApi({ 'GET /api/auth': { body: buildUser() } });
    const storage = memoryStorage({ [STORAGE_KEYS.token]: 'tok' }, { holdReads: true });
    renderApp('/about', { platform: testPlatform({ storage }) });
    await pause(50);
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();

    storage.release();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('sends a public page’s request with the token, however long the read takes', async () => {
    const calls = stubApi({
      'GET /api/auth': { body: buildUser() },
      'GET /api/public/athlete/abc123': { body: buildDashProfile({ _id: 'abc123', isOwner: false }) },
    });
    const storage = memoryStorage({ [STORAGE_KEYS.token]: 'tok' }, { holdReads: true });
    renderApp('/public/athlete/abc123', { platform: testPlatform({ storage }) });
    await pause(50);
    storage.release();
    await screen.findByRole('heading', { level: 1 });
    const asked = calls.filter((call) => call.path === '/api/public/athlete/abc123');
    expect(asked.length).toBeGreaterThan(0);
    for (const call of asked) expect(call.headers.get('x-auth-token')).toBe('tok');
  });

  it('draws the signed-out app once the read finds no token', async () => {
    const storage = memoryStorage({}, { holdReads: true });
    renderApp('/about', { platform: testPlatform({ storage }) });
    await pause(20);
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    storage.release();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('draws the signed-out app when the storage fails to answer, rather than nothing', async () => {
    const failing = {
      get: async () => {
        throw new Error('Preferences plugin is not implemented');
      },
      set: async () => undefined,
      remove: async () => undefined,
    };
    renderApp('/about', { platform: testPlatform({ storage: failing }) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
