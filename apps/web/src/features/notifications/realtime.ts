// The realtime socket (spec 4 "Realtime socket", 7, 9): socket.io on the API's origin carrying the token, registerUser
// once connected (and again after every reconnect, each answer telling the screen to read again what it may have
// missed), new-notification and video-ready passed on. Loaded only for a
// signed-in user (SignedInShell), so the landing page never carries socket.io.
import { SOCKET, SOCKET_RETRY } from '@podium/core';
import { type AnyNotification, AnyNotificationSchema } from '@podium/core/api/notifications';
import {
  type RegisterUser,
  type RegisterUserAck,
  SOCKET_EVENTS,
  SOCKET_PATH,
} from '@podium/core/api/realtime';
import { io, type Socket } from 'socket.io-client';

export interface RealtimeOptions {
  /** The API's origin: the page's own on web, the configured host on native. */
  origin: string;
  token: string;
  userId: string;
  profileId: string;
}

export interface RealtimeHandlers {
  onNotification: (notification: AnyNotification) => void;
  onVideoReady: (notification: AnyNotification) => void;
  /**
   * The server listens for the profile now: after the first registration (`again` false) or after a reconnect
   * (`again` true). What was sent while nothing listened (between the page's reads and now, or while cut off) is
   * read again from here.
   */
  onListening: (again: boolean) => void;
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
  return listenOn(socket, options, handlers);
}

/** What listenOn asks of a socket: socket.io's client, or a test's stand-in. */
export type RealtimeSocket = Pick<Socket, 'on' | 'emit' | 'connect' | 'removeAllListeners' | 'disconnect'>;

/** Registers on every connect and passes on what the server sends; returns the function that closes the socket. */
export function listenOn(
  socket: RealtimeSocket,
  options: RealtimeOptions,
  handlers: RealtimeHandlers,
): () => void {
  let registrations = 0;
  socket.on('connect', () => {
    const registration: RegisterUser = { userId: options.userId, profileId: options.profileId };
    socket.emit(SOCKET_EVENTS.registerUser, registration, (answer: RegisterUserAck) => {
      if ('errors' in answer) return;
      handlers.onListening(registrations > 0);
      registrations += 1;
    });
  });
  // Closed past a limit (issue 22): socket.io does not reconnect after a close the server chose, so this tab would
  // stay deaf; it connects again after the limit's window, longer each time, and reads what it missed on answer.
  let limited = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on(SOCKET_EVENTS.rateLimited, () => {
    limited += 1;
  });
  socket.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect' || limited === 0) return;
    const wait = Math.min(SOCKET_RETRY.afterLimitMs * 2 ** (limited - 1), SOCKET_RETRY.afterLimitMaxMs);
    retry = setTimeout(() => socket.connect(), wait);
  });
  // A payload we cannot read is dropped: the list refetches on the next one anyway. Any kind is read, known or not.
  socket.on(SOCKET_EVENTS.newNotification, (payload: unknown) => {
    const parsed = AnyNotificationSchema.safeParse(payload);
    if (parsed.success) handlers.onNotification(parsed.data);
  });
  socket.on(SOCKET_EVENTS.videoReady, (payload: unknown) => {
    const parsed = AnyNotificationSchema.safeParse(payload);
    if (parsed.success) handlers.onVideoReady(parsed.data);
  });
  return () => {
    clearTimeout(retry);
    socket.removeAllListeners();
    socket.disconnect();
  };
}

/** The origin of an API base URL ('https://podium.app/api' -> 'https://podium.app'). */
export function originOf(apiBaseUrl: string): string {
  return new URL(apiBaseUrl, window.location.href).origin;
}
