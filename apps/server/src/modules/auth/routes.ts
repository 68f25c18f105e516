// HTTP for accounts and sessions (account spec 7): validate, authenticate, call the service, present.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressKey } from '../../http/address.ts';
import { endpoint } from '../../http/endpoint.ts';
import { currentAccount } from './authenticate.ts';
import { readDeviceToken, setDeviceCookie } from './device-cookie.ts';
import { presentUser } from './present.ts';
import * as service from './service.ts';
import * as sessions from './sessions.ts';
import { requestSignInLink, signInWithLink } from './sign-in-links.ts';

const tags = ['auth'];
const security = [{ token: [] }];

/** Where a request comes from, as the limits count it (design choices: login limits). */
function clientOf(request: FastifyRequest): sessions.Client {
  return { address: addressKey(request.ip), userAgent: request.headers['user-agent'] };
}

export function authRoutes(deps: service.AuthDeps): FastifyPluginAsyncZod {
  /** The answer names this device from now on: in a cookie for the web app, in the body for native clients. */
  const knowDevice = <T extends { deviceToken: string }>(reply: FastifyReply, answer: T) => {
    setDeviceCookie(reply, answer.deviceToken, deps.publicUrl);
    return answer;
  };

  return async (app) => {
    app.route({
      ...endpoint('POST /api/users', {
        tags,
        summary: 'Register (account spec 3 payload)',
        refuses: [400, 409, 413, 415, 429],
      }),

      handler: async (request, reply) =>
        reply
          .code(201)
          .send(knowDevice(reply, await service.register(deps, request.body, clientOf(request)))),
    });

    app.route({
      ...endpoint('POST /api/users/check', {
        tags,
        summary: 'Is this email already taken?',
        refuses: [400, 413, 415, 429],
      }),

      handler: async (request) => service.emailTaken(deps, request.body.email, clientOf(request)),
    });

    app.route({
      ...endpoint('POST /api/auth', {
        tags,
        summary:
          'Sign in (a device the account signed in from before is limited on its own; any other per address, ' +
          'per address and account, and slowed on an account under attack: its 429 offers POST /api/auth/link)',
        refuses: [400, 413, 415, 429],
      }),

      handler: async (request, reply) => {
        const deviceToken = readDeviceToken(request, request.body.deviceToken);
        const input = { ...request.body, ...(deviceToken ? { deviceToken } : {}) };
        return knowDevice(reply, await sessions.login(deps, input, clientOf(request)));
      },
    });

    app.route({
      ...endpoint('POST /api/auth/link', {
        tags,
        summary:
          'Mail a sign-in link for a new device; the answer is the same whether the email exists or not',
        refuses: [400, 413, 415, 429],
      }),

      handler: async (request) => requestSignInLink(deps, request.body.email, clientOf(request)),
    });

    app.route({
      ...endpoint('POST /api/auth/link/:token', {
        tags,
        summary: 'Sign in with a mailed link (once); the device is known from then on',
        refuses: [400, 413, 415],
      }),

      handler: async (request, reply) =>
        knowDevice(reply, await signInWithLink(deps, request.params.token, clientOf(request))),
    });

    app.route({
      ...endpoint('POST /api/auth/logout', {
        tags,
        security,
        summary: 'End the session of this token (an ended one answers 401, as any call with it would)',
        refuses: [401],
      }),
      onRequest: app.authenticate,
      handler: async (request) => sessions.logout(deps, currentAccount(request)),
    });

    app.route({
      ...endpoint('GET /api/auth', {
        tags,
        security,
        summary: 'The signed-in user',
        refuses: [401],
      }),
      onRequest: app.authenticate,
      handler: async (request) => presentUser(currentAccount(request)),
    });

    app.route({
      ...endpoint('POST /api/auth/logout-everywhere', {
        tags,
        security,
        summary: 'Revoke every token of the signed-in user',
        refuses: [401],
      }),
      onRequest: app.authenticate,
      handler: async (request) => sessions.logoutEverywhere(deps, currentAccount(request)),
    });

    app.route({
      ...endpoint('PUT /api/users/update', {
        tags,
        security,
        summary:
          'Update details, email or password (both need the current password, limited like sign-in; ' +
          'both end every other session and answer a fresh token)',
        refuses: [400, 401, 409, 413, 415, 429],
      }),
      onRequest: app.authenticate,
      handler: async (request) =>
        service.updateAccount(deps, currentAccount(request), request.body, clientOf(request)),
    });

    app.route({
      ...endpoint('PUT /api/users/delete', {
        tags,
        security,
        summary: 'Delete the organisation only (profile org) or the whole account',
        refuses: [400, 401, 404, 413, 415, 429],
      }),
      onRequest: app.authenticate,
      handler: async (request) =>
        service.deleteAccount(deps, currentAccount(request), request.body, clientOf(request)),
    });

    app.route({
      ...endpoint('POST /api/users/reset', {
        tags,
        summary: 'Ask for a password reset link; the answer is the same whether the email exists or not',
        refuses: [400, 413, 415],
      }),

      handler: async (request) => service.requestPasswordReset(deps, request.body.email, clientOf(request)),
    });

    app.route({
      ...endpoint('GET /api/users/reset/:token', {
        tags,
        summary: 'Is this reset link still valid?',
        refuses: [400],
      }),

      handler: async (request) => service.checkPasswordReset(deps, request.params.token),
    });

    app.route({
      ...endpoint('PUT /api/users/reset/:token', {
        tags,
        summary: 'Set a new password with a reset link; every older link and session stops working',
        refuses: [400, 413, 415],
      }),

      handler: async (request, reply) =>
        knowDevice(
          reply,
          await service.confirmPasswordReset(
            deps,
            request.params.token,
            request.body.password,
            clientOf(request),
          ),
        ),
    });
  };
}
