// HTTP for accounts and sessions (account spec 7): validate, authenticate, call the service, present.
import {
  AuthResponseSchema,
  CheckEmailResponseSchema,
  CheckEmailSchema,
  DeleteAccountResponseSchema,
  DeleteAccountSchema,
  LoginSchema,
  MessageSchema,
  RegistrationSchema,
  ResetConfirmSchema,
  ResetRequestSchema,
  ResetStatusSchema,
  ResetTokenParamsSchema,
  UpdateAccountResponseSchema,
  UpdateAccountSchema,
  UserSchema,
} from '@podium/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../http/refusals.ts';
import { currentAccount } from './authenticate.ts';
import { presentUser } from './present.ts';
import * as service from './service.ts';

const tags = ['auth'];
const security = [{ token: [] }];

export function authRoutes(deps: service.AuthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/users',
      {
        schema: {
          tags,
          summary: 'Register (account spec 3 payload)',
          body: RegistrationSchema,
          response: { 201: AuthResponseSchema, ...refusals(400, 409, 413, 415) },
        },
      },
      async (request, reply) => reply.code(201).send(await service.register(deps, request.body)),
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
      async (request) => service.emailTaken(deps, request.body.email, request.ip),
    );

    app.post(
      '/api/auth',
      {
        schema: {
          tags,
          summary: 'Sign in',
          body: LoginSchema,
          response: { 200: AuthResponseSchema, ...refusals(400, 413, 415, 429) },
        },
      },
      async (request) => service.login(deps, request.body.email, request.body.password, request.ip),
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
      async (request) => service.logoutEverywhere(deps, currentAccount(request)),
    );

    app.put(
      '/api/users/update',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Update details, email (needs current password) or password (needs current password)',
          body: UpdateAccountSchema,
          response: { 200: UpdateAccountResponseSchema, ...refusals(400, 401, 409, 413, 415) },
        },
      },
      async (request) => service.updateAccount(deps, currentAccount(request), request.body),
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
          response: { 200: DeleteAccountResponseSchema, ...refusals(400, 401, 404, 413, 415) },
        },
      },
      async (request) => service.deleteAccount(deps, currentAccount(request), request.body),
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
      async (request) => service.requestPasswordReset(deps, request.body.email, request.ip),
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
          response: { 200: MessageSchema, ...refusals(400, 413, 415) },
        },
      },
      async (request) => service.confirmPasswordReset(deps, request.params.token, request.body.password),
    );
  };
}
