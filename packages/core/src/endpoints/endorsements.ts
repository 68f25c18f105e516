// The endpoints of endorsements (issue 10; profiles spec 7 "Endorsements", with our calls for the coach's
// side).
import {
  EndorsementListSchema,
  EndorsementReplySchema,
  EndorsementSchema,
  EndorsementStatusSchema,
  EndorseSchema,
  IdParamsSchema,
  MessageSchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const endorsementsEndpoints = defineEndpoints({
  'PUT /api/athleteProfile/:id/request-endorsement': {
    params: IdParamsSchema,
    response: { 200: EndorsementReplySchema },
  },
  'PUT /api/athleteProfile/endorse/:id': {
    params: IdParamsSchema,
    body: EndorseSchema,
    response: { 200: EndorsementReplySchema },
  },
  'PUT /api/athleteProfile/acceptEndorsement/:id': {
    params: IdParamsSchema,
    response: { 200: EndorsementReplySchema },
  },
  'PUT /api/athleteProfile/endorsementStatus/:id': {
    params: IdParamsSchema,
    body: EndorsementStatusSchema,
    response: { 200: MessageSchema },
  },
  'GET /api/athleteProfile/endorsements/me': { response: { 200: EndorsementListSchema } },
  'GET /api/athleteProfile/endorsement/:id': { params: IdParamsSchema, response: { 200: EndorsementSchema } },
});
