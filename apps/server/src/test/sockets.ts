// Test helpers: a test app listening on an ephemeral port, and socket.io clients against it, as a browser tab or
// the native shell connects.
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { App } from '../app.ts';
import type { Deliverer, NotificationMessage } from '../jobs/delivery.ts';

/** Listens on loopback at a port the system picks; answers the base URL. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface ConnectOptions {
  /** Sent as handshake auth.token, as the web app does. */
  token?: string;
  /** Sent as the x-auth-token header, as the native shell does. */
  header?: string;
}

const open: Socket[] = [];

function client(url: string, options: ConnectOptions): Socket {
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5000,
    ...(options.token ? { auth: { token: options.token } } : {}),
    ...(options.header ? { extraHeaders: { 'x-auth-token': options.header } } : {}),
  });
  open.push(socket);
  return socket;
}

/** A connected socket; fails with the server's refusal. */
export function connect(url: string, options: ConnectOptions = {}): Promise<Socket> {
  const socket = client(url, options);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** The refusal of a connection the server does not admit: its message and data. */
export function refusal(
  url: string,
  options: ConnectOptions = {},
): Promise<{ message: string; data: unknown }> {
  const socket = client(url, options);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the server admitted the connection')));
    socket.once('connect_error', (error: Error & { data?: unknown }) =>
      resolve({ message: error.message, data: error.data }),
    );
  });
}

/** Emits with an acknowledgement and answers it. */
export function ask<Answer>(socket: Socket, event: string, ...args: unknown[]): Promise<Answer> {
  return socket.timeout(5000).emitWithAck(event, ...args);
}

/** Every payload of event the socket receives from now on. */
export function collect(socket: Socket, event: string): NotificationMessage[] {
  const seen: NotificationMessage[] = [];
  socket.on(event, (payload: NotificationMessage) => seen.push(payload));
  return seen;
}

/** The next payload of event, or a failure after ms. */
export function nextEvent<T>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** The reason the server disconnected the socket, or a failure after ms. */
export function disconnection(socket: Socket, ms = 5000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Closes every socket the helpers opened. */
export function closeSockets() {
  for (const socket of open.splice(0)) socket.disconnect();
}

let counter = 0;

/** A stored notification as the delivery worker hands it to the socket deliverer. */
export function notificationFor(
  receiver: NotificationMessage['receiver'],
  overrides: Partial<NotificationMessage> = {},
): NotificationMessage {
  counter += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    type: 'follow_request',
    body: 'Someone wants to follow you',
    data: {},
    sender: null,
    receiver,
    seen: false,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** Hands one notification for one account to a socket deliverer, as the delivery worker does. */
export function deliverTo(deliverer: Deliverer, userId: string, notification: NotificationMessage) {
  return deliverer.deliver({
    id: notification._id,
    channel: 'socket',
    attempt: 1,
    userIds: [userId],
    notification,
  });
}
