// App store links (spec 1; issue 22, 24): only the listings a build configures, and only real https addresses.
import { describe, expect, it } from 'vitest';
import { STORE_LINKS, storeUrl } from './links.ts';

describe('store links', () => {
  it('use the listing a build configures', () => {
    const listing = 'https://apps.apple.com/app/podium-sports/id1234567890';
    expect(storeUrl(listing)).toBe(listing);
    expect(storeUrl(` ${listing} `)).toBe(listing);
  });

  it('are absent when nothing usable is configured', () => {
    for (const configured of [
      undefined,
      '',
      '   ',
      'apps.apple.com/app/id1',
      'http://example.com',
      'javascript:alert(1)',
      42,
    ]) {
      expect(storeUrl(configured)).toBeNull();
    }
  });

  it('are none in a build that configures none', () => {
    expect(STORE_LINKS).toEqual({ appStore: null, playStore: null });
  });
});
