// The realtime socket (spec 4 "Realtime socket", 7, 9): socket.io on the API's origin carrying the token, registerUser
// once connected (and again after every reconnect), new-notification and video-ready passed on. Loaded only for a
// signed-in user (SignedInShell), so the landing page never carries socket.io.
import { SOCKET } from '@podium/core';
import { type Notification, NotificationSchema } from '@podium/core/api/notifications';
import { SOCKET_EVENTS, SOCKET_PATH } from '@podium/core/api/realtime';
import { io } from 'socket.io-client';

export interface RealtimeOptions {
  /** The API's origin: the page's own on web, the configured host on native. */
  origin: string;
  token: string;
  userId: string;
  profileId: string;
}

export interface RealtimeHandlers {
  onNotification: (notification: Notification) => void;
  onVideoReady: (notification: Notification) => void;
}

/** Connects and returns the function that closes the socket. */
export function connectRealtime(options: RealtimeOptions, handlers: RealtimeHandlers): () => void {
  const socket = io(options.origin, {
    path: SOCKET_PATH,
    auth: { token: options.token },
    reconnectionDelay: SOCKET.reconnectDelayMs,
    reconnectionDelayMax: SOCKET.reconnectDelayMaxMs,
    timeout: SOCKET.timeoutMs,
  });
  socket.on('connect', () => {
    socket.emit(SOCKET_EVENTS.registerUser, { userId: options.userId, profileId: options.profileId });
  });
  // A payload we cannot read is dropped: the list refetches on the next one anyway.
  socket.on(SOCKET_EVENTS.newNotification, (payload: unknown) => {
    const parsed = NotificationSchema.safeParse(payload);
    if (parsed.success) handlers.onNotification(parsed.data);
  });
  socket.on(SOCKET_EVENTS.videoReady, (payload: unknown) => {
    const parsed = NotificationSchema.safeParse(payload);
    if (parsed.success) handlers.onVideoReady(parsed.data);
  });
  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}

/** The origin of an API base URL ('https://podium.app/api' -> 'https://podium.app'). */
export function originOf(apiBaseUrl: string): string {
  return new URL(apiBaseUrl, window.location.href).origin;
}
