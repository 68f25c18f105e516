// The deferred push channel: its code loads on first use, once, and a tap listener stopped before then never starts.
import { describe, expect, it, vi } from 'vitest';
import { deferredPush } from './deferred-push.ts';
import type { PushChannel, PushTap } from './push.ts';

function fakeChannel() {
  const listeners = new Set<(tap: PushTap) => void>();
  const channel: PushChannel = {
    isSupported: () => true,
    permission: vi.fn(async () => 'granted' as const),
    register: vi.fn(async (serverKey: string) => `token-for-${serverKey}`),
    onTap(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { channel, listeners };
}

describe('deferred push', () => {
  it('answers isSupported without loading the push code', () => {
    const load = vi.fn(async () => fakeChannel().channel);
    expect(deferredPush(load, () => false).isSupported()).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the push code on first use, once, and passes every call on', async () => {
    const { channel } = fakeChannel();
    const load = vi.fn(async () => channel);
    const push = deferredPush(load, () => true);
    expect(await push.permission()).toBe('granted');
    expect(await push.register('key')).toBe('token-for-key');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hears taps once loaded, and stops hearing them when told', async () => {
    const { channel, listeners } = fakeChannel();
    const push = deferredPush(
      async () => channel,
      () => true,
    );
    const heard: PushTap[] = [];
    const stop = push.onTap((tap) => heard.push(tap));
    await vi.waitFor(() => expect(listeners.size).toBe(1));
    for (const listener of listeners) listener({ videoUrl: 'https://cdn.test/v.mp4' });
    expect(heard).toEqual([{ videoUrl: 'https://cdn.test/v.mp4' }]);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('never starts a tap listener stopped before the code arrived', async () => {
    const { channel, listeners } = fakeChannel();
    let arrive: (value: PushChannel) => void = () => undefined;
    const push = deferredPush(
      () =>
        new Promise<PushChannel>((resolve) => {
          arrive = resolve;
        }),
      () => true,
    );
    const stop = push.onTap(() => undefined);
    stop();
    arrive(channel);
    await push.permission();
    expect(listeners.size).toBe(0);
  });
});
