// The realtime socket replaced for a file's screen tests (notifications/realtime.test.ts tests the socket itself), by a
// spy on its module's export rather than vi.mock: the web project shares one module graph between files (isolate:
// false), where a vi.mock'd module reaches only the files that import it before anyone else.
import { afterEach, beforeEach, vi } from 'vitest';
import type { RealtimeHandlers, RealtimeOptions } from '../features/notifications/realtime.ts';
import * as realtime from '../features/notifications/realtime.ts';

/** A socket the app opened: what it was opened with, its handlers (what the server would send), whether it closed. */
export interface FakeSocket {
  options: RealtimeOptions;
  handlers: RealtimeHandlers;
  isClosed: boolean;
}

/** Each test of the calling file opens fake sockets, never socket.io; the list holds the test's own, oldest first. */
export function withFakeRealtime(): FakeSocket[] {
  const sockets: FakeSocket[] = [];
  beforeEach(() => {
    sockets.length = 0;
    vi.spyOn(realtime, 'connectRealtime').mockImplementation((options, handlers) => {
      const socket = { options, handlers, isClosed: false };
      sockets.push(socket);
      return () => {
        socket.isClosed = true;
      };
    });
  });
  afterEach(() => {
    vi.mocked(realtime.connectRealtime).mockRestore();
  });
  return sockets;
}
