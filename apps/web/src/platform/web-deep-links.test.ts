// Deep links: a browser hands none on (its address is the page already); which links are ours, and where they lead.
import { describe, expect, it } from 'vitest';
import { appPathOf } from './deep-links.ts';
import { webDeepLinks } from './web-deep-links.ts';

describe('deep links on web', () => {
  it('has no launch link and hears no link while the page runs, not even a navigation', async () => {
    expect(await webDeepLinks.launchUrl()).toBeNull();
    const heard: string[] = [];
    const stop = webDeepLinks.onOpen((url) => heard.push(url));
    window.history.pushState(null, '', '/reset/abc?token=t');
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    stop();
    expect(heard).toEqual([]);
  });
});

describe('appPathOf', () => {
  const hosts = ['podium.app', 'www.podium.app'];

  it('gives the path and the spec’s parameters of a link on one of our hosts', () => {
    expect(appPathOf('https://podium.app/reset/abc', hosts)).toBe('/reset/abc');
    expect(appPathOf('https://www.podium.app/register-group-link/a%40b.c/false/g1?sub=x#top', hosts)).toBe(
      '/register-group-link/a%40b.c/false/g1?sub=x#top',
    );
  });

  it('refuses another host, a look-alike, plain http, another scheme and what is no link', () => {
    for (const link of [
      'https://evil.example/reset/abc',
      'https://podium.app.evil.example/reset/abc',
      'https://evilpodium.app/',
      'http://podium.app/reset/abc',
      'javascript:alert(1)',
      'podium://reset/abc',
      'not a link',
      '',
    ]) {
      expect(appPathOf(link, hosts), link).toBeNull();
    }
  });
});
