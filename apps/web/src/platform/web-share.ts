// Sharing in a browser: the Web Share API where the browser has it (phones, Safari, Chrome on Windows and ChromeOS),
// else the link copied to the clipboard. A sheet the person closes is no failure; a sheet that refuses (not allowed,
// content it cannot take) falls back to copying.
import { SHARE_FAILED_MESSAGE, type ShareSheet } from './share.ts';

/** The parts of `navigator` sharing uses (tests hand in fakes). */
export interface ShareNavigator {
  share?: ((data: ShareData) => Promise<void>) | undefined;
  canShare?: ((data: ShareData) => boolean) | undefined;
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
}

export function createWebShare(nav: ShareNavigator = navigator): ShareSheet {
  return {
    async share(content) {
      if (nav.share && (nav.canShare?.(content) ?? true)) {
        try {
          await nav.share(content);
          return 'shared';
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
        }
      }
      try {
        if (!nav.clipboard) throw new Error('no clipboard');
        await nav.clipboard.writeText(content.url);
        return 'copied';
      } catch {
        throw new Error(SHARE_FAILED_MESSAGE);
      }
    },
  };
}
