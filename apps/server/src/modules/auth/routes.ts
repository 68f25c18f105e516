// HTTP for accounts and sessions (account spec 7): validate, authenticate, call the service, present.
import {
  CheckEmailResponseSchema,
  CheckEmailSchema,
  DeleteAccountResponseSchema,
  DeleteAccountSchema,
  MessageSchema,
  RegistrationSchema,
  ResetConfirmSchema,
  ResetDoneSchema,
  ResetRequestSchema,
  ResetStatusSchema,
  ResetTokenParamsSchema,
  SignInLinkParamsSchema,
  SignInLinkRequestSchema,
  SignInResponseSchema,
  SignInSchema,
  UpdateAccountResponseSchema,
  UpdateAccountSchema,
  UserSchema,
} from '@podium/core/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressKey } from '../../http/address.ts';
import { refusals } from '../../http/refusals.ts';
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
    app.post(
      '/api/users',
      {
        schema: {
          tags,
          summary: 'Register (account spec 3 payload)',
          body: RegistrationSchema,
          response: { 201: SignInResponseSchema, ...refusals(400, 409, 413, 415, 429) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(knowDevice(reply, await service.register(deps, request.body, clientOf(request)))),
    );

    app.post(
      '/api/users/check',
      {
        schema: {
          tags,
          summary: 'Is this email already taken?',
          body: CheckEmailSchema,
          response: { 200: CheckEmailResponseSchema, ...refusals(400, 413, 415, 429) },
        },
      },
      async (request) => service.emailTaken(deps, request.body.email, clientOf(request)),
    );

    app.post(
      '/api/auth',
      {
        schema: {
          tags,
          summary:
            'Sign in (a device the account signed in from before is limited on its own; any other per address, ' +
            'per address and account, and slowed on an account under attack: its 429 offers POST /api/auth/link)',
          body: SignInSchema,
          response: { 200: SignInResponseSchema, ...refusals(400, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const deviceToken = readDeviceToken(request, request.body.deviceToken);
        const input = { ...request.body, ...(deviceToken ? { deviceToken } : {}) };
        return knowDevice(reply, await sessions.login(deps, input, clientOf(request)));
      },
    );

    app.post(
      '/api/auth/link',
      {
        schema: {
          tags,
          summary:
            'Mail a sign-in link for a new device; the answer is the same whether the email exists or not',
          body: SignInLinkRequestSchema,
          response: { 200: MessageSchema, ...refusals(400, 413, 415, 429) },
        },
      },
      async (request) => requestSignInLink(deps, request.body.email, clientOf(request)),
    );

    app.post(
      '/api/auth/link/:token',
      {
        schema: {
          tags,
          summary: 'Sign in with a mailed link (once); the device is known from then on',
          params: SignInLinkParamsSchema,
          response: { 200: SignInResponseSchema, ...refusals(400, 413, 415) },
        },
      },
      async (request, reply) =>
        knowDevice(reply, await signInWithLink(deps, request.params.token, clientOf(request))),
    );

    app.post(
      '/api/auth/logout',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'End the session of this token (an ended one answers 401, as any call with it would)',
          response: { 200: MessageSchema, ...refusals(401) },
        },
      },
      async (request) => sessions.logout(deps, currentAccount(request)),
    );

    app.get(
      '/api/auth',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'The signed-in user',
          response: { 200: UserSchema, ...refusals(401) },
        },
      },
      async (request) => presentUser(currentAccount(request)),
    );

    app.post(
      '/api/auth/logout-everywhere',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Revoke every token of the signed-in user',
          response: { 200: MessageSchema, ...refusals(401) },
        },
      },
      async (request) => sessions.logoutEverywhere(deps, currentAccount(request)),
    );

    app.put(
      '/api/users/update',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary:
            'Update details, email or password (both need the current password, limited like sign-in; ' +
            'both end every other session and answer a fresh token)',
          body: UpdateAccountSchema,
          response: { 200: UpdateAccountResponseSchema, ...refusals(400, 401, 409, 413, 415, 429) },
        },
      },
      async (request) =>
        service.updateAccount(deps, currentAccount(request), request.body, clientOf(request)),
    );

    app.put(
      '/api/users/delete',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Delete the organisation only (profile org) or the whole account',
          body: DeleteAccountSchema,
          response: { 200: DeleteAccountResponseSchema, ...refusals(400, 401, 404, 413, 415, 429) },
        },
      },
      async (request) =>
        service.deleteAccount(deps, currentAccount(request), request.body, clientOf(request)),
    );

    app.post(
      '/api/users/reset',
      {
        schema: {
          tags,
          summary: 'Ask for a password reset link; the answer is the same whether the email exists or not',
          body: ResetRequestSchema,
          response: { 200: MessageSchema, ...refusals(400, 413, 415) },
        },
      },
      async (request) => service.requestPasswordReset(deps, request.body.email, clientOf(request)),
    );

    app.get(
      '/api/users/reset/:token',
      {
        schema: {
          tags,
          summary: 'Is this reset link still valid?',
          params: ResetTokenParamsSchema,
          response: { 200: ResetStatusSchema, ...refusals(400) },
        },
      },
      async (request) => service.checkPasswordReset(deps, request.params.token),
    );

    app.put(
      '/api/users/reset/:token',
      {
        schema: {
          tags,
          summary: 'Set a new password with a reset link; every older link and session stops working',
          params: ResetTokenParamsSchema,
          body: ResetConfirmSchema,
          response: { 200: ResetDoneSchema, ...refusals(400, 413, 415) },
        },
      },
      async (request, reply) =>
        knowDevice(
          reply,
          await service.confirmPasswordReset(
            deps,
            request.params.token,
            request.body.password,
            clientOf(request),
          ),
        ),
    );
  };
}
