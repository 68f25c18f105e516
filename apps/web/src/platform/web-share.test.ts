// Sharing on web: the browser's share sheet when it has one, the link copied when it has none or the sheet refuses,
// a closed sheet a quiet cancel, and spec 8's words when nothing works.
import { describe, expect, it, vi } from 'vitest';
import { SHARE_FAILED_MESSAGE } from './share.ts';
import { createWebShare, type ShareNavigator } from './web-share.ts';

const CONTENT = { title: 'Maya Okafor on Podium', url: 'https://podium.app/public/link/k1' };

function fakeNavigator(overrides: ShareNavigator = {}) {
  const copied: string[] = [];
  const nav: ShareNavigator = {
    clipboard: {
      writeText: async (text) => {
        copied.push(text);
      },
    },
    ...overrides,
  };
  return { nav, copied };
}

describe('share on web', () => {
  it('opens the share sheet with the content when the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    const { nav, copied } = fakeNavigator({ share, canShare: () => true });
    expect(await createWebShare(nav).share(CONTENT)).toBe('shared');
    expect(share).toHaveBeenCalledWith(CONTENT);
    expect(copied).toEqual([]);
  });

  it('copies the link where there is no sheet, or the sheet cannot take the content', async () => {
    const bare = fakeNavigator();
    expect(await createWebShare(bare.nav).share(CONTENT)).toBe('copied');
    expect(bare.copied).toEqual([CONTENT.url]);

    const share = vi.fn(async () => undefined);
    const picky = fakeNavigator({ share, canShare: () => false });
    expect(await createWebShare(picky.nav).share(CONTENT)).toBe('copied');
    expect(share).not.toHaveBeenCalled();
  });

  it('takes a closed sheet as cancelled, and a refusing sheet as a reason to copy', async () => {
    const closed = fakeNavigator({
      share: async () => {
        throw new DOMException('Share canceled', 'AbortError');
      },
    });
    expect(await createWebShare(closed.nav).share(CONTENT)).toBe('cancelled');
    expect(closed.copied).toEqual([]);

    const refused = fakeNavigator({
      share: async () => {
        throw new DOMException('Must be handling a user gesture', 'NotAllowedError');
      },
    });
    expect(await createWebShare(refused.nav).share(CONTENT)).toBe('copied');
  });

  it('fails with spec 8’s words when neither the sheet nor the clipboard will take it', async () => {
    await expect(createWebShare({}).share(CONTENT)).rejects.toThrow(SHARE_FAILED_MESSAGE);
    const denied = fakeNavigator({
      clipboard: {
        writeText: async () => {
          throw new DOMException('Write permission denied', 'NotAllowedError');
        },
      },
    });
    await expect(createWebShare(denied.nav).share(CONTENT)).rejects.toThrow(SHARE_FAILED_MESSAGE);
  });
});
