// The endpoints of coach profiles (issue 10): create, edit, one's own, another's.
import {
  CoachProfileAnswerSchema,
  CoachProfileSchema,
  CreateCoachProfileSchema,
  IdParamsSchema,
  UpdateCoachProfileSchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const coachesEndpoints = defineEndpoints({
  'POST /api/coachProfile': { body: CreateCoachProfileSchema, response: { 201: CoachProfileAnswerSchema } },
  'PUT /api/coachProfile': { body: UpdateCoachProfileSchema, response: { 200: CoachProfileAnswerSchema } },
  'GET /api/coachProfile/me': { response: { 200: CoachProfileSchema } },
  'GET /api/coachProfile/user/:id': { params: IdParamsSchema, response: { 200: CoachProfileSchema } },
  'GET /api/public/coach/:id': { params: IdParamsSchema, response: { 200: CoachProfileSchema } },
});
