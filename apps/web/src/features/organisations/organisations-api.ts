// Organisation calls (issue 10): one's own, another's by id, create, edit, and add an admin.
import {
  type AddOrganisationAdmin,
  type CreateOrganisation,
  type Organisation,
  type OrganisationAnswer,
  OrganisationAnswerSchema,
  OrganisationSchema,
  type UpdateOrganisation,
} from '@podium/core/api/coaches';
import { api, unlessRefused } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Organisation'] });
const path = (id: string) => encodeURIComponent(id);

export const organisationsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getMyOrganisation: build.query<Organisation, void>({
      query: () => '/organisation/me',
      responseSchema: OrganisationSchema,
      providesTags: ['Organisation'],
    }),
    getOrganisation: build.query<Organisation, string>({
      query: (id) => `/organisation/${path(id)}`,
      responseSchema: OrganisationSchema,
      providesTags: ['Organisation'],
    }),
    createOrganisation: build.mutation<OrganisationAnswer, CreateOrganisation>({
      query: (body) => ({ url: '/organisation', method: 'POST', body }),
      responseSchema: OrganisationAnswerSchema,
      // The creator becomes orgAdmin acting as the organisation: the user is loaded again.
      invalidatesTags: unlessRefused('Organisation', 'User'),
    }),
    updateOrganisation: build.mutation<OrganisationAnswer, UpdateOrganisation>({
      query: (body) => ({ url: '/organisation', method: 'PUT', body }),
      responseSchema: OrganisationAnswerSchema,
      invalidatesTags: ['Organisation'],
    }),
    addOrganisationAdmin: build.mutation<OrganisationAnswer, AddOrganisationAdmin>({
      query: (body) => ({ url: '/organisation/admins', method: 'POST', body }),
      responseSchema: OrganisationAnswerSchema,
      invalidatesTags: ['Organisation'],
    }),
  }),
});

// An organisation lists its associated athletes and coaches, pending ones (a coach asking) to its admins.
staleOnNotifications(organisationsApi, {
  'Added Associated': ['Organisation'],
  'Added Associated Coach': ['Organisation'],
  'Associated Coach Request': ['Organisation'],
});

export const {
  useGetMyOrganisationQuery,
  useGetOrganisationQuery,
  useCreateOrganisationMutation,
  useUpdateOrganisationMutation,
  useAddOrganisationAdminMutation,
} = organisationsApi;
