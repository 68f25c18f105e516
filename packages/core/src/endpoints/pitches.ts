// The endpoints of pitches and contact details (issue 10; profiles spec 7 "Coaches and organisations").
import {
  ContactDetailsSchema,
  IdParamsSchema,
  OrgApplicationParamsSchema,
  PitchDetailSchema,
  PitchReplySchema,
  PitchReplySentSchema,
  PitchSchema,
  PitchSentSchema,
  PitchTargetQuerySchema,
  PitchTargetSchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const pitchesEndpoints = defineEndpoints({
  'POST /api/athleteProfile/coach/:id': {
    params: IdParamsSchema,
    body: PitchSchema,
    response: { 200: PitchSentSchema },
  },
  'POST /api/organisation/:id/:id2/application': {
    params: OrgApplicationParamsSchema,
    body: PitchSchema,
    response: { 200: PitchSentSchema },
  },
  'PUT /api/athleteProfile/coach/:id/contact': {
    params: IdParamsSchema,
    body: ContactDetailsSchema,
    response: { 200: PitchSentSchema },
  },
  'GET /api/athleteProfile/pitch-target/:id': {
    params: IdParamsSchema,
    querystring: PitchTargetQuerySchema,
    response: { 200: PitchTargetSchema },
  },
  'GET /api/pitches/:id': { params: IdParamsSchema, response: { 200: PitchDetailSchema } },
  'POST /api/pitches/:id/reply': {
    params: IdParamsSchema,
    body: PitchReplySchema,
    response: { 200: PitchReplySentSchema },
  },
});
