// The endpoints of organisations (issue 10): create, edit, one's own, another's, add an admin, and the
// coach/organisation switch of /user-profiles.
import {
  ActiveProfileAnswerSchema,
  ActiveProfileSchema,
  AddOrganisationAdminSchema,
  CreateOrganisationSchema,
  IdParamsSchema,
  OrganisationAnswerSchema,
  OrganisationSchema,
  UpdateOrganisationSchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const organisationsEndpoints = defineEndpoints({
  'POST /api/organisation': { body: CreateOrganisationSchema, response: { 201: OrganisationAnswerSchema } },
  'PUT /api/organisation': { body: UpdateOrganisationSchema, response: { 200: OrganisationAnswerSchema } },
  'GET /api/organisation/me': { response: { 200: OrganisationSchema } },
  'GET /api/organisation/:id': { params: IdParamsSchema, response: { 200: OrganisationSchema } },
  'GET /api/public/org/:id': { params: IdParamsSchema, response: { 200: OrganisationSchema } },
  'POST /api/organisation/admins': {
    body: AddOrganisationAdminSchema,
    response: { 200: OrganisationAnswerSchema },
  },
  'PUT /api/users/active-profile': {
    body: ActiveProfileSchema,
    response: { 200: ActiveProfileAnswerSchema },
  },
});
