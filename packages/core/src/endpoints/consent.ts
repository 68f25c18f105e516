// The endpoints of caregiver consent: the caregiver's page behind the mailed link (no sign-in), and the
// athlete's own state.
import {
  ConfirmationDecisionReplySchema,
  ConfirmationDecisionSchema,
  ConfirmationViewSchema,
  ConsentDecisionReplySchema,
  ConsentDecisionSchema,
  ConsentResendReplySchema,
  ConsentStatusSchema,
  ConsentTokenParamsSchema,
  ConsentViewSchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const consentEndpoints = defineEndpoints({
  'GET /api/public/consent/:token': {
    params: ConsentTokenParamsSchema,
    response: { 200: ConsentViewSchema },
  },
  'PUT /api/public/consent/:token': {
    params: ConsentTokenParamsSchema,
    body: ConsentDecisionSchema,
    response: { 200: ConsentDecisionReplySchema },
  },
  'GET /api/public/caregiver-confirmations/:token': {
    params: ConsentTokenParamsSchema,
    response: { 200: ConfirmationViewSchema },
  },
  'PUT /api/public/caregiver-confirmations/:token': {
    params: ConsentTokenParamsSchema,
    body: ConfirmationDecisionSchema,
    response: { 200: ConfirmationDecisionReplySchema },
  },
  'GET /api/users/caregiver-consent': { response: { 200: ConsentStatusSchema } },
  'POST /api/users/caregiver-consent/resend': { response: { 200: ConsentResendReplySchema } },
});
