// Native push through fakes of Capacitor's push and local notification plugins (account spec 3, 4, 9).
import { PUSH } from '@podium/core';
import { describe, expect, it, vi } from 'vitest';
import { createNativePush, DEFAULT_LOCAL_TITLE, type NativePushPlugins } from './native-push.ts';

type Listener = (payload: never) => void;

function fakePlugins(receive: string, answer = receive, platform = 'android') {
  const listeners = new Map<string, Listener[]>();
  const scheduled: unknown[] = [];
  const on = (name: string, listener: Listener) => {
    listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    return Promise.resolve({ remove: async () => undefined });
  };
  const emit = (name: string, payload: unknown) => {
    for (const listener of listeners.get(name) ?? []) (listener as (value: unknown) => void)(payload);
  };
  const push = {
    checkPermissions: vi.fn(async () => ({ receive })),
    requestPermissions: vi.fn(async () => ({ receive: answer })),
    register: vi.fn(async () => {
      // Android's registration event carries the FCM token; iOS's carries the APNs token.
      emit('registration', { value: platform === 'ios' ? 'apns-token-1' : 'fcm-token-1' });
    }),
    addListener: on,
  };
  const local = {
    schedule: vi.fn(async (options: { notifications: unknown[] }) => {
      scheduled.push(...options.notifications);
      return { notifications: [] };
    }),
    addListener: on,
  };
  // The fakes stand in for the plugins' own types, which carry far more than these calls use.
  const fcm = { getToken: vi.fn(async () => ({ token: 'fcm-token-ios' })) };
  const plugins = { platform, push, local, fcm } as unknown as NativePushPlugins;
  return { plugins, push, local, fcm, emit, scheduled };
}

describe('native push', () => {
  it('asks permission when it may, registers, and takes the token from the registration event', async () => {
    const fake = fakePlugins('prompt', 'granted');
    const push = createNativePush({ loadPlugins: async () => fake.plugins });
    expect(await push.permission()).toBe('default');
    expect(await push.register('ignored')).toBe('fcm-token-1');
    expect(fake.push.requestPermissions).toHaveBeenCalledOnce();
  });

  it('on Android keeps the registration event’s token and never asks the cloud messaging plugin', async () => {
    const fake = fakePlugins('granted');
    const push = createNativePush({ loadPlugins: async () => fake.plugins });
    expect(await push.register('ignored')).toBe('fcm-token-1');
    expect(fake.fcm.getToken).not.toHaveBeenCalled();
  });

  it('on iOS answers the cloud messaging plugin’s FCM token, not the APNs token, after registering', async () => {
    const fake = fakePlugins('granted', 'granted', 'ios');
    const push = createNativePush({ loadPlugins: async () => fake.plugins });
    expect(await push.register('ignored')).toBe('fcm-token-ios');
    expect(fake.push.register).toHaveBeenCalledOnce();
    expect(fake.push.register.mock.invocationCallOrder[0]).toBeLessThan(
      fake.fcm.getToken.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('warns and stops when permission is not granted', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = fakePlugins('prompt', 'denied');
    const push = createNativePush({ loadPlugins: async () => fake.plugins });
    expect(await push.register('ignored')).toBeNull();
    expect(fake.push.register).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('shows a push that arrives in the app as a local notification 1000 ms ahead, with the defaults', async () => {
    const fake = fakePlugins('granted');
    const push = createNativePush({
      loadPlugins: async () => fake.plugins,
      now: () => 5_000,
      random: () => 0.999_999_9,
    });
    await push.register('ignored');
    fake.emit('pushNotificationReceived', { id: 'p', data: { videoUrl: 'https://v/1.mp4' } });
    fake.emit('pushNotificationReceived', {
      id: 'q',
      title: 'Sam Reyes',
      body: 'wants to follow you',
      data: {},
    });
    expect(fake.scheduled).toEqual([
      expect.objectContaining({
        id: PUSH.localNotificationIdMax - 1,
        title: DEFAULT_LOCAL_TITLE,
        body: '',
        schedule: { at: new Date(5_000 + PUSH.localNotificationDelayMs) },
        extra: { videoUrl: 'https://v/1.mp4' },
      }),
      expect.objectContaining({ title: 'Sam Reyes', body: 'wants to follow you' }),
    ]);
    for (const notification of fake.scheduled) {
      expect(notification).toMatchObject({ id: expect.any(Number) });
    }
  });

  it('passes on taps of a push and of a local notification, with the video when there is one', async () => {
    const fake = fakePlugins('granted');
    const push = createNativePush({ loadPlugins: async () => fake.plugins });
    const taps: unknown[] = [];
    push.onTap((tap) => taps.push(tap));
    await vi.waitFor(() => {
      fake.emit('pushNotificationActionPerformed', { actionId: 'tap', notification: { id: '1', data: {} } });
      expect(taps).toHaveLength(1);
    });
    fake.emit('localNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: 2, title: '', body: '', extra: { videoUrl: 'https://v/1.mp4' } },
    });
    expect(taps).toEqual([{ videoUrl: undefined }, { videoUrl: 'https://v/1.mp4' }]);
  });
});
