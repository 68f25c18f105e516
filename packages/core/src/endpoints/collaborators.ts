// The endpoints of collaborators (issue 10; profiles spec 7 "Collaborators"): invite, accept, remove, the two
// lists, and what a collaborator adds for an athlete.
import {
  CollaboratingForListSchema,
  CollaboratorListSchema,
  CollabTestsSchema,
  CollabVideoSchema,
  IdParamsSchema,
  MessageSchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const collaboratorsEndpoints = defineEndpoints({
  'PUT /api/collaborators/invite/:id': { params: IdParamsSchema, response: { 200: MessageSchema } },
  'PUT /api/collaborators/accept/:id': { params: IdParamsSchema, response: { 200: MessageSchema } },
  'DELETE /api/collaborators/:id': { params: IdParamsSchema, response: { 200: MessageSchema } },
  'PUT /api/collaborators/collab-tests-added': { body: CollabTestsSchema, response: { 200: MessageSchema } },
  'PUT /api/collaborators/collab-vids-added': { body: CollabVideoSchema, response: { 200: MessageSchema } },
  'GET /api/collaborators': { response: { 200: CollaboratorListSchema } },
  'GET /api/collaborators/athletes': { response: { 200: CollaboratingForListSchema } },
});
