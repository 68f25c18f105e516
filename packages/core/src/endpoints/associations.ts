// The endpoints of associated people (issue 10): add, ask, confirm (the spec's athlete call and ours for
// coaches and organisations), remove.
import { AddAssociatedSchema, AssociatedAnswerSchema, IdParamsSchema, MessageSchema } from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const associationsEndpoints = defineEndpoints({
  'POST /api/associated': { body: AddAssociatedSchema, response: { 201: AssociatedAnswerSchema } },
  'POST /api/organisation/:id/associate-request': {
    params: IdParamsSchema,
    response: { 201: AssociatedAnswerSchema },
  },
  'PUT /api/athleteProfile/confirmAssociated/:id': {
    params: IdParamsSchema,
    response: { 200: AssociatedAnswerSchema },
  },
  'PUT /api/associated/:id/confirm': { params: IdParamsSchema, response: { 200: AssociatedAnswerSchema } },
  'DELETE /api/associated/:id': { params: IdParamsSchema, response: { 200: MessageSchema } },
});
