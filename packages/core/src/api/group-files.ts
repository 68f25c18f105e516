// A group's images and documents (issue 24, slice 2; profiles spec 3 "Group", 7 "Groups"): files uploaded through the
// one upload path (POST /api/cloudinary-signature, then the provider), taken by the group by their public id. Images
// keep no location data; documents are served to members only, by a link that expires.
import { z } from 'zod';
import { IdSchema, list, optional, ProfileKindSchema, text } from './common.ts';
import { GROUP_LIMITS, GroupTypeSchema } from './groups.ts';
import { ProfileCardSchema } from './notifications.ts';

/** Pages of GET /api/groups/{id}/images and /documents, newest first. */
export const GROUP_IMAGES_PAGE = 24;
export const GROUP_DOCUMENTS_PAGE = 20;

const PublicIdSchema = text('publicId', { min: 1, max: 200, trim: false }).describe(
  'The public_id the upload answered (<folder>/<userId>/<id>), of a file you uploaded and reported',
);

/** PUT /api/groups/{id}/images: images you uploaded to the groups or images folder. */
export const AddGroupImagesSchema = z.strictObject({
  type: GroupTypeSchema,
  images: list('images', PublicIdSchema, GROUP_LIMITS.imagesPerCall)
    .min(1, 'images: Add at least one image')
    .describe(`Up to ${GROUP_LIMITS.imagesPerCall} public ids`),
});
export type AddGroupImages = z.infer<typeof AddGroupImagesSchema>;

/** PUT /api/groups/{id}/documents: a PDF or an image you uploaded to the documents folder. */
export const AddGroupDocumentSchema = z.strictObject({
  type: GroupTypeSchema,
  publicId: PublicIdSchema,
  name: text('name', { min: 1, max: GROUP_LIMITS.documentNameMax }).describe('What members see it as'),
  requestId: optional(IdSchema).describe(
    'The file request this document answers: members who are not admins add documents only so',
  ),
});
export type AddGroupDocument = z.infer<typeof AddGroupDocumentSchema>;

export const GroupImageParamsSchema = z.object({
  id: IdSchema.describe('The group'),
  imageId: IdSchema.describe('The image'),
});
export const GroupDocumentParamsSchema = z.object({
  id: IdSchema.describe('The group'),
  documentId: IdSchema.describe('The document'),
});

/** GET /api/groups/{id}/images and /documents: as which of your profiles, and the page. */
export const GroupFilesQuerySchema = z.object({
  type: ProfileKindSchema.describe('The profile (athlete, coach or org) you act as in the group'),
  cursor: optional(
    z.coerce.number().int().min(0).max(Math.max(GROUP_LIMITS.imagesPerGroup, GROUP_LIMITS.documentsPerGroup)),
  ).describe('The nextCursor of the previous page'),
});
export type GroupFilesQuery = z.infer<typeof GroupFilesQuerySchema>;
/** GET /api/groups/{id}/documents/{documentId}/link. */
export const GroupDocumentLinkQuerySchema = z.object({ type: GroupFilesQuerySchema.shape.type });

export const GroupImageSchema = z.object({
  _id: z.string(),
  url: z.string().describe('Where the image is served (its location data removed)'),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  addedBy: ProfileCardSchema.nullable().describe('null when the viewer may no longer see them'),
  addedAt: z.string(),
});
export type GroupImage = z.infer<typeof GroupImageSchema>;

export const GroupDocumentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  format: z.string().describe('pdf, jpg, png, webp or gif: read from the bytes'),
  bytes: z.number().int(),
  addedBy: ProfileCardSchema.nullable(),
  addedAt: z.string(),
  requestId: z.string().nullable().describe('The file request it answers, if any'),
});
export type GroupDocument = z.infer<typeof GroupDocumentSchema>;

export const GroupImagesSchema = z.object({
  images: z.array(GroupImageSchema).describe(`At most ${GROUP_IMAGES_PAGE}, newest first`),
  nextCursor: z.number().int().nullable(),
});
export type GroupImages = z.infer<typeof GroupImagesSchema>;

export const GroupDocumentsSchema = z.object({
  documents: z.array(GroupDocumentSchema).describe(`At most ${GROUP_DOCUMENTS_PAGE}, newest first`),
  nextCursor: z.number().int().nullable(),
});
export type GroupDocuments = z.infer<typeof GroupDocumentsSchema>;

export const ImagesAddedSchema = z.object({ msg: z.string(), images: z.array(GroupImageSchema) });
export const DocumentAddedSchema = z.object({ msg: z.string(), document: GroupDocumentSchema });

export const DocumentLinkSchema = z.object({
  url: z.string().describe('Download the document here; it stops working at expiresAt'),
  expiresAt: z.string(),
});
export type DocumentLink = z.infer<typeof DocumentLinkSchema>;
