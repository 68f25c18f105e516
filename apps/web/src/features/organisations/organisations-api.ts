// Organisation calls (issue 10): one's own, another's by id, create, edit, and add an admin.
import { OrganisationAnswerSchema, OrganisationSchema } from '@podium/core/api/coaches';
import type { BodyOf, ReplyOf } from '@podium/core/endpoints';
import { api, call, unlessRefused } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Organisation'] });

export const organisationsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getMyOrganisation: build.query<ReplyOf<'GET /api/organisation/me'>, void>({
      query: () => call('GET /api/organisation/me'),
      responseSchema: OrganisationSchema,
      providesTags: ['Organisation'],
    }),
    getOrganisation: build.query<ReplyOf<'GET /api/organisation/:id'>, string>({
      query: (id) => call('GET /api/organisation/:id', { id }),
      responseSchema: OrganisationSchema,
      providesTags: ['Organisation'],
    }),
    createOrganisation: build.mutation<ReplyOf<'POST /api/organisation'>, BodyOf<'POST /api/organisation'>>({
      query: (body) => ({ ...call('POST /api/organisation'), body }),
      responseSchema: OrganisationAnswerSchema,
      // The creator becomes orgAdmin acting as the organisation: the user is loaded again.
      invalidatesTags: unlessRefused('Organisation', 'User'),
    }),
    updateOrganisation: build.mutation<ReplyOf<'PUT /api/organisation'>, BodyOf<'PUT /api/organisation'>>({
      query: (body) => ({ ...call('PUT /api/organisation'), body }),
      responseSchema: OrganisationAnswerSchema,
      invalidatesTags: ['Organisation'],
    }),
    addOrganisationAdmin: build.mutation<
      ReplyOf<'POST /api/organisation/admins'>,
      BodyOf<'POST /api/organisation/admins'>
    >({
      query: (body) => ({ ...call('POST /api/organisation/admins'), body }),
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
