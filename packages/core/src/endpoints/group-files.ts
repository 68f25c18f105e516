// The endpoints of a group's images and documents (issue 24, slice 2; profiles spec 7 "Groups"): the spec's PUT and
// DELETE of images and PUT of documents, with our pages of each, a document's removal and its expiring link.
import {
  AddGroupDocumentSchema,
  AddGroupImagesSchema,
  DocumentAddedSchema,
  DocumentLinkSchema,
  GroupDocumentLinkQuerySchema,
  GroupDocumentParamsSchema,
  GroupDocumentsSchema,
  GroupFilesQuerySchema,
  GroupIdParamsSchema,
  GroupImageParamsSchema,
  GroupImagesSchema,
  ImagesAddedSchema,
  MessageSchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const groupFilesEndpoints = defineEndpoints({
  'PUT /api/groups/:id/images': {
    params: GroupIdParamsSchema,
    body: AddGroupImagesSchema,
    response: { 200: ImagesAddedSchema },
  },
  'GET /api/groups/:id/images': {
    params: GroupIdParamsSchema,
    querystring: GroupFilesQuerySchema,
    response: { 200: GroupImagesSchema },
  },
  'DELETE /api/groups/:id/images/:imageId': {
    params: GroupImageParamsSchema,
    response: { 200: MessageSchema },
  },
  'PUT /api/groups/:id/documents': {
    params: GroupIdParamsSchema,
    body: AddGroupDocumentSchema,
    response: { 200: DocumentAddedSchema },
  },
  'GET /api/groups/:id/documents': {
    params: GroupIdParamsSchema,
    querystring: GroupFilesQuerySchema,
    response: { 200: GroupDocumentsSchema },
  },
  'DELETE /api/groups/:id/documents/:documentId': {
    params: GroupDocumentParamsSchema,
    response: { 200: MessageSchema },
  },
  'GET /api/groups/:id/documents/:documentId/link': {
    params: GroupDocumentParamsSchema,
    querystring: GroupDocumentLinkQuerySchema,
    response: { 200: DocumentLinkSchema },
  },
});
