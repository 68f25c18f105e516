// A push channel whose code loads on first use: push is for signed-in people, so web-push.ts and native-push.ts stay
// off the landing page's first load (issue 8). `isSupported` answers at once, without that code.
import type { PushChannel } from './push.ts';

export function deferredPush(load: () => Promise<PushChannel>, isSupported: () => boolean): PushChannel {
  let channel: Promise<PushChannel> | undefined;
  const loaded = () => {
    channel ??= load();
    return channel;
  };
  return {
    isSupported,
    permission: async () => (await loaded()).permission(),
    register: async (serverKey) => (await loaded()).register(serverKey),
    onTap(listener) {
      let stop: (() => void) | undefined;
      let stopped = false;
      loaded().then(
        (real) => {
          if (!stopped) stop = real.onTap(listener);
        },
        // Without the push code there are no taps to hear; permission() and register() report the failure.
        () => undefined,
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
