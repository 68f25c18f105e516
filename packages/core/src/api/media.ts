// Upload calls (profiles spec 7 "Uploads", account spec 7 POST /api/upload): signing, the provider's form, image uploads.
import { z } from 'zod';
import { optional, text, typeError } from './common.ts';

/** Folders a client may ask a signature for (our design: the spec does not list them). */
export const UPLOAD_FOLDERS = ['tests', 'highlights', 'groups', 'profiles', 'documents'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** Folders only the server writes to: overlay cards of branded videos, images sent as data URLs. */
export const SERVER_FOLDERS = ['overlays', 'images'] as const;

/** Every top-level folder a stored file can live in; each holds one sub-folder per uploading user. */
export const MEDIA_FOLDERS = [...UPLOAD_FOLDERS, ...SERVER_FOLDERS] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

/** Size and time limits of uploads (spec 9 says file sizes are "not shown": these are ours). */
export const MEDIA_LIMITS = {
  maxVideoBytes: 200 * 1024 * 1024,
  /** Images and PDF documents. */
  maxImageBytes: 10 * 1024 * 1024,
  /** A signature is good for one hour from its timestamp, as Cloudinary's are. */
  signatureTtlSeconds: 60 * 60,
  /** Timestamps this far ahead of the server clock are still accepted (servers behind one balancer drift). */
  clockSkewSeconds: 60,
  /** What one account may keep in files, all kinds together (MEDIA_QUOTA_BYTES overrides it). */
  storageQuotaBytes: 2 * 1024 * 1024 * 1024,
} as const;

/** Types recognised from the file's bytes, never from its name or declared type. */
export const VIDEO_TYPES = ['video/mp4', 'video/x-m4v', 'video/quicktime', 'video/webm'] as const;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const DOCUMENT_TYPES = ['application/pdf'] as const;
/** Overlay cards of branded videos (profiles spec 4 and 9) are PNG or JPEG. */
export const OVERLAY_TYPES = ['image/png', 'image/jpeg'] as const;

/** What a folder accepts: PDF only among documents, and documents hold no video. */
export function acceptedTypes(folder: MediaFolder): readonly string[] {
  if (folder === 'documents') return [...DOCUMENT_TYPES, ...IMAGE_TYPES];
  if (folder === 'overlays') return OVERLAY_TYPES;
  if (folder === 'images') return IMAGE_TYPES;
  return [...VIDEO_TYPES, ...IMAGE_TYPES];
}

export const UploadFolderSchema = z
  .enum(UPLOAD_FOLDERS, { message: `Folder must be one of ${UPLOAD_FOLDERS.join(', ')}` })
  .describe('Where the upload belongs');

/** POST /api/cloudinary-signature */
export const UploadSignatureRequestSchema = z.object({ folder: UploadFolderSchema });
export type UploadSignatureRequest = z.infer<typeof UploadSignatureRequestSchema>;

export const UploadSignatureSchema = z.object({
  apiKey: z.string().describe('Send as api_key'),
  timestamp: z
    .number()
    .int()
    .describe('Unix seconds; send as timestamp. The signature expires an hour later'),
  signature: z.string().describe('SHA-1 hex of the signed params and the provider secret; send as signature'),
  uploadPreset: z.string().describe('Send as upload_preset when not empty'),
  folder: z
    .string()
    .describe('Send back exactly this folder: the requested one with the signing user id, <folder>/<userId>'),
  cloudName: z.string().describe('Provider account name (local when the server stores media itself)'),
  uploadUrl: z.url().describe('Post the multipart form here'),
});
export type UploadSignature = z.infer<typeof UploadSignatureSchema>;

/** The signed fields of the multipart form posted to uploadUrl (Cloudinary's upload API names). */
export const UploadFormFieldsSchema = z.object({
  api_key: text('api_key', { min: 1, max: 100, trim: false }),
  timestamp: z
    .string({ error: typeError('timestamp', 'string') })
    .regex(/^\d{1,12}$/, 'timestamp must be Unix seconds')
    .describe('Unix seconds, as signed'),
  signature: z
    .string({ error: typeError('signature', 'string') })
    .regex(/^[0-9a-f]{40}$/, 'signature must be 40 hex characters'),
  upload_preset: optional(text('upload_preset', { max: 100, trim: false })),
  folder: text('folder', { min: 1, max: 200, trim: false }),
});
export type UploadFormFields = z.infer<typeof UploadFormFieldsSchema>;

/** The whole form, for the API description: the file may come before or after the fields. */
export const UploadFormSchema = UploadFormFieldsSchema.extend({
  file: z.file().describe('One video, image or (documents folder) PDF'),
});

export const ResourceTypeSchema = z.enum(['image', 'video', 'raw']);
export type ResourceType = z.infer<typeof ResourceTypeSchema>;

/** The provider's answer to an upload (the fields of Cloudinary's we use). */
export const UploadedAssetSchema = z.object({
  secure_url: z.string().describe('Where the file is served; store it as vidUrl or imgUrl'),
  public_id: z.string().describe('<folder>/<userId>/<id>: store it as vidId or imgId'),
  resource_type: ResourceTypeSchema,
  format: z.string().describe('File extension: mp4, mov, webm, jpg, png, webp, gif, pdf'),
  bytes: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  duration: z.number().optional().describe('Seconds, for videos when known'),
});
export type UploadedAsset = z.infer<typeof UploadedAssetSchema>;

const DATA_URL_PATTERN = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** Splits a base64 data URL into its declared type and bytes; null when it is not one. */
export function parseDataUrl(value: string): { declaredType: string; base64: string } | null {
  const match = DATA_URL_PATTERN.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return { declaredType: match[1], base64: match[2] };
}

/**
 * A ceiling that keeps the schema itself bounded: the route's body limit, set from MEDIA_MAX_IMAGE_BYTES, is what
 * really bounds an image (a data URL is the bytes in base64, a third larger, after a short header).
 */
export const DATA_URL_MAX_CHARS = 64 * 1024 * 1024;

const ImageDataUrlSchema = z
  .string({ error: typeError('An image', 'string') })
  .max(DATA_URL_MAX_CHARS, { message: 'The image is too large', abort: true })
  .refine((value) => parseDataUrl(value)?.declaredType.startsWith('image/') ?? false, {
    message: 'Must be a base64 data: URL of an image',
  });

/** POST /api/upload/dynamic: the overlay card image of a branded video (profiles spec 4). */
export const DynamicUploadSchema = z.object({
  dataURL: ImageDataUrlSchema.describe('data:image/png;base64,... (PNG or JPEG)'),
});
export type DynamicUpload = z.infer<typeof DynamicUploadSchema>;

export const DynamicUploadResponseSchema = z.object({
  public_id: z.string().describe('Use it as the overlay in the video transformation'),
});

/** POST /api/upload (account spec 7): an image sent as a data URL for the signed-in user. */
export const ImageUploadSchema = z.object({
  data: ImageDataUrlSchema.describe('data:image/...;base64,... (JPEG, PNG, WebP or GIF)'),
  userId: text('userId', { min: 1, max: 100 }).describe('Must be your own user id'),
});
export type ImageUpload = z.infer<typeof ImageUploadSchema>;

export const ImageUploadResponseSchema = z.object({
  url: z.string().describe('Where the image is served'),
  public_id: z.string(),
});
export type ImageUploadResponse = z.infer<typeof ImageUploadResponseSchema>;

const PublicIdSchema = text('publicId', { min: 1, max: 200, trim: false }).describe(
  '<folder>/<userId>/<id>, as the upload answered it (public_id)',
);

/**
 * POST /api/media/files: the client reports a file it uploaded directly to the provider with a signature, so it is
 * counted against its storage. The local provider records its uploads as they land (this answers that record);
 * Cloudinary takes them without asking us, so they are recorded here.
 */
export const UploadReportSchema = z.object({
  signature: z
    .string({ error: typeError('signature', 'string') })
    .regex(/^[0-9a-f]{40}$/, 'Must be 40 hex characters')
    .describe('The signature the file was uploaded with'),
  publicId: PublicIdSchema,
  resourceType: ResourceTypeSchema.describe('As the upload answered it (resource_type)'),
});
export type UploadReport = z.infer<typeof UploadReportSchema>;

/** A file the account holds, as counted against its storage. */
export const StoredFileSchema = z.object({
  public_id: z.string(),
  resource_type: ResourceTypeSchema,
  format: z.string(),
  bytes: z.number().int().describe('Its size, counted against your storage'),
});
export type StoredFile = z.infer<typeof StoredFileSchema>;

/** DELETE /api/media/files: removes one of your files and gives its room back. */
export const DeleteStoredFileSchema = z.object({ publicId: PublicIdSchema });

/** GET /api/media/usage, and the answer to a deletion: how much of the account's storage its files use. */
export const StorageUsageSchema = z.object({
  usedBytes: z.number().int().describe('The size of every file you hold'),
  heldBytes: z
    .number()
    .int()
    .describe(
      'Room kept for uploads signed and not yet finished (each its kind’s largest file, for an hour)',
    ),
  quotaBytes: z.number().int().describe('What one account may keep'),
});
export type StorageUsage = z.infer<typeof StorageUsageSchema>;

/** GET /media/{folder}/{owner}/{file}: a file stored by the local provider (HTTP ranges supported). */
export const MediaFileParamsSchema = z.object({
  folder: text('folder', { min: 1, max: 40, trim: false }).describe(
    'Top folder: tests, highlights, groups, profiles, documents, overlays, images',
  ),
  owner: text('owner', { min: 1, max: 100, trim: false }).describe(
    'Id of the user who signed for the upload',
  ),
  file: text('file', { min: 1, max: 200, trim: false }).describe('<id>.<extension>'),
});
export type MediaFileParams = z.infer<typeof MediaFileParamsSchema>;

/** The bytes of a stored file (or of the requested range): not JSON, so never serialised through a schema. */
export const MediaFileBodySchema = z.unknown().describe('The file bytes, or the requested range of them');

/**
 * GET /media-private/{folder}/{owner}/{file}?expires_at&signature: a private file of the local provider (a group's
 * document), through a link the server signed for a member; it stops working at expires_at (Unix seconds).
 */
export const PrivateMediaQuerySchema = z.object({
  expires_at: z
    .string({ error: typeError('expires_at', 'string') })
    .regex(/^\d{1,12}$/, 'expires_at must be Unix seconds')
    .describe('When the link stops working, Unix seconds'),
  signature: z
    .string({ error: typeError('signature', 'string') })
    .regex(/^[0-9a-f]{64}$/, 'signature must be 64 hex characters')
    .describe('HMAC-SHA256 of the file and expires_at, made by the server'),
});
export type PrivateMediaQuery = z.infer<typeof PrivateMediaQuerySchema>;
