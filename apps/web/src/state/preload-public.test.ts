// A public profile opened directly asks for its data with the app, not after the page's code (issue 8).
import { STORAGE_KEYS } from '@podium/core';
import { afterEach, describe, expect, it } from 'vitest';
import { testPlatform } from '../test/render.tsx';
import { preloadPublicProfile } from './preload-public.ts';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.href,
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
  }));

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  localStorage.clear();
});

describe('preloading a public profile', () => {
  it('preloads the public athlete and link calls of a signed-out visitor', async () => {
    await preloadPublicProfile('/public/athlete/abc123', testPlatform());
    await preloadPublicProfile('/public/link/k%20y', testPlatform());
    expect(preloads()).toEqual([
      { href: `${window.location.origin}/api/public/athlete/abc123`, as: 'fetch', crossOrigin: 'anonymous' },
      { href: `${window.location.origin}/api/public/link/k%20y`, as: 'fetch', crossOrigin: 'anonymous' },
    ]);
  });

  it('preloads nothing on other pages, nor for a signed-in visitor, whose request carries the token', async () => {
    await preloadPublicProfile('/', testPlatform());
    await preloadPublicProfile('/public/coach/abc123', testPlatform());
    await preloadPublicProfile('/public/athlete/abc123/more', testPlatform());
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    await preloadPublicProfile('/public/athlete/abc123', testPlatform());
    expect(preloads()).toEqual([]);
  });

  it('adds no second preload when the page the server sent already names the call', async () => {
    const named = document.createElement('link');
    named.rel = 'preload';
    named.setAttribute('as', 'fetch');
    named.crossOrigin = 'anonymous';
    named.href = '/api/public/athlete/abc123';
    document.head.append(named);
    await preloadPublicProfile('/public/athlete/abc123', testPlatform());
    expect(preloads()).toEqual([
      { href: `${window.location.origin}/api/public/athlete/abc123`, as: 'fetch', crossOrigin: 'anonymous' },
    ]);
  });
});
