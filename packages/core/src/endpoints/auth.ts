// The endpoints of accounts and sessions (account spec 7).
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
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const authEndpoints = defineEndpoints({
  'POST /api/users': { body: RegistrationSchema, response: { 201: SignInResponseSchema } },
  'POST /api/users/check': { body: CheckEmailSchema, response: { 200: CheckEmailResponseSchema } },
  'POST /api/auth': { body: SignInSchema, response: { 200: SignInResponseSchema } },
  'POST /api/auth/link': { body: SignInLinkRequestSchema, response: { 200: MessageSchema } },
  'POST /api/auth/link/:token': { params: SignInLinkParamsSchema, response: { 200: SignInResponseSchema } },
  'POST /api/auth/logout': { response: { 200: MessageSchema } },
  'GET /api/auth': { response: { 200: UserSchema } },
  'POST /api/auth/logout-everywhere': { response: { 200: MessageSchema } },
  'PUT /api/users/update': { body: UpdateAccountSchema, response: { 200: UpdateAccountResponseSchema } },
  'PUT /api/users/delete': { body: DeleteAccountSchema, response: { 200: DeleteAccountResponseSchema } },
  'POST /api/users/reset': { body: ResetRequestSchema, response: { 200: MessageSchema } },
  'GET /api/users/reset/:token': { params: ResetTokenParamsSchema, response: { 200: ResetStatusSchema } },
  'PUT /api/users/reset/:token': {
    params: ResetTokenParamsSchema,
    body: ResetConfirmSchema,
    response: { 200: ResetDoneSchema },
  },
});
