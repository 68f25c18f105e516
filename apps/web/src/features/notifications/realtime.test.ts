// The realtime socket's own behaviour, on a stand-in for socket.io's client: it registers on every connect and says
// when the server listens, and a connection the server closed past a limit connects again after the limit's window
// (longer each time), while any other close the server chose stays closed.
import { SOCKET_RETRY } from '@podium/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenOn, type RealtimeSocket } from './realtime.ts';

type Listener = (...args: unknown[]) => void;

class FakeSocket {
  listeners = new Map<string, Listener[]>();
  connects = 0;
  emitted: { event: string; args: unknown[] }[] = [];
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  /** What the server sends, or socket.io's own events. */
  hear(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    return this;
  }
  connect() {
    this.connects += 1;
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  disconnect() {
    return this;
  }
}

function open() {
  const onListening = vi.fn();
  const socket = new FakeSocket();
  const close = listenOn(
    socket as unknown as RealtimeSocket,
    { origin: 'http://localhost', token: 't', userId: 'u-1', profileId: 'p-1' },
    { onNotification: vi.fn(), onVideoReady: vi.fn(), onListening },
  );
  return { socket, onListening, close };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the realtime socket', () => {
  it('registers on each connect, and says when the server listens: first, then again after a reconnect', () => {
    const { socket, onListening } = open();
    socket.hear('connect');
    const [registration] = socket.emitted;
    expect(registration?.event).toBe('registerUser');
    expect(registration?.args[0]).toEqual({ userId: 'u-1', profileId: 'p-1' });
    const answer = registration?.args[1];
    if (typeof answer !== 'function') throw new Error('registerUser sent without an acknowledgement');
    answer({ profileId: 'p-1', profileType: 'athlete' });
    expect(onListening).toHaveBeenLastCalledWith(false);
    socket.hear('connect');
    const again = socket.emitted[1]?.args[1];
    if (typeof again !== 'function') throw new Error('no acknowledgement');
    again({ errors: [{ msg: 'This profile is not yours' }] });
    expect(onListening).toHaveBeenCalledTimes(1);
    again({ profileId: 'p-1', profileType: 'athlete' });
    expect(onListening).toHaveBeenLastCalledWith(true);
  });

  it('connects again after the limit’s window when closed past a limit, twice as long the next time', () => {
    const { socket } = open();
    socket.hear('rate-limited', { errors: [{ msg: 'Too many connections' }] });
    socket.hear('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(SOCKET_RETRY.afterLimitMs - 1);
    expect(socket.connects).toBe(0);
    vi.advanceTimersByTime(1);
    expect(socket.connects).toBe(1);

    socket.hear('rate-limited', { errors: [{ msg: 'Too many connections' }] });
    socket.hear('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(SOCKET_RETRY.afterLimitMs);
    expect(socket.connects).toBe(1);
    vi.advanceTimersByTime(SOCKET_RETRY.afterLimitMs);
    expect(socket.connects).toBe(2);
  });

  it('stays closed after any other close the server chose (a session ended), and once the page closed it', () => {
    const { socket, close } = open();
    socket.hear('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(SOCKET_RETRY.afterLimitMaxMs);
    expect(socket.connects).toBe(0);

    const limited = open();
    limited.socket.hear('rate-limited', { errors: [{ msg: 'Too many connections' }] });
    limited.socket.hear('disconnect', 'io server disconnect');
    limited.close();
    vi.advanceTimersByTime(SOCKET_RETRY.afterLimitMaxMs);
    expect(limited.socket.connects).toBe(0);
    close();
  });
});
