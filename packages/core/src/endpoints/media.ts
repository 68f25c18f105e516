// The endpoints of uploads (profiles spec 7 "Uploads", account spec 7): signing, data URL images, and the
// local provider's endpoints.
import {
  DeleteStoredFileSchema,
  DynamicUploadResponseSchema,
  DynamicUploadSchema,
  ImageUploadResponseSchema,
  ImageUploadSchema,
  MediaFileBodySchema,
  MediaFileParamsSchema,
  PrivateMediaQuerySchema,
  StorageUsageSchema,
  StoredFileSchema,
  UploadedAssetSchema,
  UploadFormSchema,
  UploadReportSchema,
  UploadSignatureRequestSchema,
  UploadSignatureSchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const mediaEndpoints = defineEndpoints({
  'POST /api/cloudinary-signature': {
    body: UploadSignatureRequestSchema,
    response: { 200: UploadSignatureSchema },
  },
  'POST /api/upload/dynamic': { body: DynamicUploadSchema, response: { 200: DynamicUploadResponseSchema } },
  'POST /api/upload': { body: ImageUploadSchema, response: { 200: ImageUploadResponseSchema } },
  'GET /api/media/usage': { response: { 200: StorageUsageSchema } },
  'POST /api/media/files': { body: UploadReportSchema, response: { 200: StoredFileSchema } },
  'DELETE /api/media/files': { body: DeleteStoredFileSchema, response: { 200: StorageUsageSchema } },
  'POST /api/media/upload': { body: UploadFormSchema, response: { 200: UploadedAssetSchema } },
  'GET /media/:folder/:owner/:file': {
    params: MediaFileParamsSchema,
    response: { 200: MediaFileBodySchema, 206: MediaFileBodySchema, 304: MediaFileBodySchema },
  },
  'GET /media-private/:folder/:owner/:file': {
    params: MediaFileParamsSchema,
    querystring: PrivateMediaQuerySchema,
    response: { 200: MediaFileBodySchema },
  },
});
