// The install prompt's advice (spec 2): installed, prompt, iOS and Firefox instructions, or not supported.
import { describe, expect, it } from 'vitest';
import { adviseInstall, INSTALL_MESSAGES } from './install.ts';

const chrome = {
  isStandalone: false,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
  maxTouchPoints: 0,
};

describe('adviseInstall', () => {
  it('says the app is already installed when running standalone', () => {
    expect(adviseInstall({ ...chrome, isStandalone: true }, true)).toMatchObject({
      msg: INSTALL_MESSAGES.alreadyInstalled,
    });
    expect(INSTALL_MESSAGES.alreadyInstalled).toBe('App is already installed.');
  });

  it("uses the browser's prompt when there is one", () => {
    expect(adviseInstall(chrome, true)).toEqual({ kind: 'prompt' });
  });

  it('explains Add to Home Screen on iOS and in Firefox', () => {
    const iphone = { ...chrome, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari' };
    expect(adviseInstall(iphone, false)).toMatchObject({
      msg: expect.stringContaining('Add to Home Screen'),
    });
    const firefox = { ...chrome, userAgent: 'Mozilla/5.0 (Android 14; Mobile) Gecko/130.0 Firefox/130.0' };
    expect(adviseInstall(firefox, false)).toMatchObject({
      msg: expect.stringContaining('Add to Home screen'),
    });
  });

  it('says when the browser cannot install apps', () => {
    expect(adviseInstall(chrome, false)).toMatchObject({
      msg: 'Install prompt not supported in this browser.',
    });
  });
});
