// App store links (spec 1): the build's configured listing when it is a real https address, else a store search.
import { describe, expect, it } from 'vitest';
import {
  APP_STORE_SEARCH_URL,
  APP_STORE_URL,
  PLAY_STORE_SEARCH_URL,
  PLAY_STORE_URL,
  storeUrl,
} from './links.ts';

describe('store links', () => {
  it('use the listing a build configures', () => {
    const listing = 'https://apps.apple.com/app/podium-sports/id1234567890';
    expect(storeUrl(listing, APP_STORE_SEARCH_URL)).toBe(listing);
    expect(storeUrl(` ${listing} `, APP_STORE_SEARCH_URL)).toBe(listing);
  });

  it('fall back to a store search when nothing usable is configured', () => {
    for (const configured of [
      undefined,
      '',
      '   ',
      'apps.apple.com/app/id1',
      'http://example.com',
      'javascript:alert(1)',
      42,
    ]) {
      expect(storeUrl(configured, PLAY_STORE_SEARCH_URL)).toBe(PLAY_STORE_SEARCH_URL);
    }
  });

  it('point at the real stores, never at a placeholder listing id, in an unconfigured build', () => {
    expect(new URL(APP_STORE_URL).hostname).toBe('apps.apple.com');
    expect(new URL(PLAY_STORE_URL).hostname).toBe('play.google.com');
    expect(APP_STORE_URL).not.toMatch(/id0{5,}/);
    expect(new URL(APP_STORE_SEARCH_URL).searchParams.get('term')).toBe('Podium sports');
    expect(new URL(PLAY_STORE_SEARCH_URL).searchParams.get('q')).toBe('Podium sports');
  });
});
