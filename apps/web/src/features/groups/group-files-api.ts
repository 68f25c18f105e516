// A group's images and documents (issue 24, web slice 2): core's group-files calls. Files upload through the one upload
// path (the banner: signature, provider, report), then the group takes them by their public ids.
import { MessageSchema } from '@podium/core/api/common';
import {
  DocumentAddedSchema,
  DocumentLinkSchema,
  GroupDocumentsSchema,
  GroupImagesSchema,
  ImagesAddedSchema,
} from '@podium/core/api/group-files';
import type { ProfileKind } from '@podium/core/api/users';
import type { BodyOf, ReplyOf } from '@podium/core/endpoints';
import { api, call } from '../../state/api.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['GroupImages', 'GroupDocuments', 'GroupRequests'] });

interface Listing {
  id: string;
  type: ProfileKind;
}
const pages = {
  initialPageParam: null,
  getNextPageParam: (last: { nextCursor: number | null }) => last.nextCursor,
};

export const groupFilesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getGroupImages: build.infiniteQuery<ReplyOf<'GET /api/groups/:id/images'>, Listing, number | null>({
      infiniteQueryOptions: pages,
      query: ({ queryArg: { id, type }, pageParam }) => ({
        ...call('GET /api/groups/:id/images', { id }),
        params: pageParam === null ? { type } : { type, cursor: pageParam },
      }),
      responseSchema: GroupImagesSchema,
      providesTags: (_result, _error, { id }) => [{ type: 'GroupImages', id }],
    }),
    addGroupImages: build.mutation<
      ReplyOf<'PUT /api/groups/:id/images'>,
      { id: string; body: BodyOf<'PUT /api/groups/:id/images'> }
    >({
      query: ({ id, body }) => ({ ...call('PUT /api/groups/:id/images', { id }), body }),
      responseSchema: ImagesAddedSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'GroupImages', id }],
    }),
    removeGroupImage: build.mutation<
      ReplyOf<'DELETE /api/groups/:id/images/:imageId'>,
      { id: string; imageId: string }
    >({
      query: ({ id, imageId }) => call('DELETE /api/groups/:id/images/:imageId', { id, imageId }),
      responseSchema: MessageSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'GroupImages', id }],
    }),
    getGroupDocuments: build.infiniteQuery<ReplyOf<'GET /api/groups/:id/documents'>, Listing, number | null>({
      infiniteQueryOptions: pages,
      query: ({ queryArg: { id, type }, pageParam }) => ({
        ...call('GET /api/groups/:id/documents', { id }),
        params: pageParam === null ? { type } : { type, cursor: pageParam },
      }),
      responseSchema: GroupDocumentsSchema,
      providesTags: (_result, _error, { id }) => [{ type: 'GroupDocuments', id }],
    }),
    /** A document; with a requestId it answers that file request, so the requests are stale too. */
    addGroupDocument: build.mutation<
      ReplyOf<'PUT /api/groups/:id/documents'>,
      { id: string; body: BodyOf<'PUT /api/groups/:id/documents'> }
    >({
      query: ({ id, body }) => ({ ...call('PUT /api/groups/:id/documents', { id }), body }),
      responseSchema: DocumentAddedSchema,
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'GroupDocuments', id },
        { type: 'GroupRequests', id },
      ],
    }),
    removeGroupDocument: build.mutation<
      ReplyOf<'DELETE /api/groups/:id/documents/:documentId'>,
      { id: string; documentId: string }
    >({
      query: ({ id, documentId }) => call('DELETE /api/groups/:id/documents/:documentId', { id, documentId }),
      responseSchema: MessageSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'GroupDocuments', id }],
    }),
    /** A document's short-lived link, asked for each time it is opened (kept for no one: it expires). */
    getDocumentLink: build.query<
      ReplyOf<'GET /api/groups/:id/documents/:documentId/link'>,
      { id: string; documentId: string; type: ProfileKind }
    >({
      query: ({ id, documentId, type }) => ({
        ...call('GET /api/groups/:id/documents/:documentId/link', { id, documentId }),
        params: { type },
      }),
      responseSchema: DocumentLinkSchema,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetGroupImagesInfiniteQuery,
  useAddGroupImagesMutation,
  useRemoveGroupImageMutation,
  useGetGroupDocumentsInfiniteQuery,
  useAddGroupDocumentMutation,
  useRemoveGroupDocumentMutation,
} = groupFilesApi;
