// The device token of a sign-in (design choices: login limits): an httpOnly cookie for the web app, which
// then needs no code for it; native clients keep the body's deviceToken and send it back instead.
import type { CookieSerializeOptions } from '@fastify/cookie';
import { ACCOUNT_RULES } from '@podium/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'podium_device';

/** The device token a sign-in brings: the body's, else the cookie's. */
export function readDeviceToken(request: FastifyRequest, fromBody: string | undefined): string | undefined {
  return fromBody ?? request.cookies[DEVICE_COOKIE];
}

/** Sent only with sign-ins (path /api/auth), never readable by scripts, never sent by another site. */
export function setDeviceCookie(reply: FastifyReply, token: string, publicUrl: string): void {
  const options: CookieSerializeOptions = {
    httpOnly: true,
    secure: new URL(publicUrl).protocol === 'https:',
    sameSite: 'strict',
    path: '/api/auth',
    maxAge: ACCOUNT_RULES.login.deviceTokenDays * 86_400,
  };
  reply.setCookie(DEVICE_COOKIE, token, options);
}
