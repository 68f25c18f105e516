// The Cloudinary media provider: signs direct uploads with the account secret and uploads server-side images over its REST API.
import {
  acceptedTypes,
  MEDIA_FOLDERS,
  type ResourceType,
  type UploadedAsset,
  UploadedAssetSchema,
  type UploadSignature,
} from '@podium/core/api';
import { v2 as cloudinary } from 'cloudinary';
import { z } from 'zod';
import {
  assertUserId,
  isPrivateId,
  isPublicId,
  type MediaProviderBase,
  MediaProviderError,
  PRIVATE_FOLDER,
  resourceTypeOf,
  type StoredRef,
  type StoreInput,
} from './provider.ts';
import { signParams } from './signature.ts';

export const CLOUDINARY_API = 'https://api.cloudinary.com';
/** Origins the browser must reach when Cloudinary holds the media (the CSP allows them). */
export const CLOUDINARY_ORIGINS = ['https://api.cloudinary.com', 'https://res.cloudinary.com'] as const;
/** The shape CLOUDINARY_URL must have; config.ts validates with it. */
export const CLOUDINARY_URL_PATTERN = /^cloudinary:\/\/([^:@/\s]+):([^@/\s]+)@([A-Za-z0-9_-]+)$/;

const UPLOAD_TIMEOUT_MS = 60_000;
const ADMIN_TIMEOUT_MS = 30_000;
/** Cloudinary deletes up to 1000 files a call and answers partial with a cursor for the rest; enough rounds for any user. */
const MAX_DELETE_ROUNDS = 20;

export interface CloudinaryCredentials {
  apiKey: string;
  apiSecret: string;
  cloudName: string;
}

export function parseCloudinaryUrl(url: string): CloudinaryCredentials {
  const match = CLOUDINARY_URL_PATTERN.exec(url);
  if (!match?.[1] || !match[2] || !match[3]) {
    throw new Error('CLOUDINARY_URL must look like cloudinary://<api key>:<api secret>@<cloud name>');
  }
  return {
    apiKey: decodeURIComponent(match[1]),
    apiSecret: decodeURIComponent(match[2]),
    cloudName: match[3],
  };
}

export interface CloudinaryOptions {
  credentials: CloudinaryCredentials;
  /** A signed upload preset of the account; none when empty. */
  uploadPreset?: string | undefined;
  fetch?: typeof fetch;
}

/** Direct uploads let Cloudinary tell image from video ("auto"). */
export function uploadUrlOf(cloudName: string): string {
  return `${CLOUDINARY_API}/v1_1/${encodeURIComponent(cloudName)}/auto/upload`;
}

/** The request a server-side upload sends: the same signed form a browser would post. */
export function buildUploadRequest(
  options: Pick<CloudinaryOptions, 'credentials' | 'uploadPreset'>,
  input: StoreInput,
  timestamp: number,
): { url: string; form: FormData } {
  const { credentials } = options;
  const preset = options.uploadPreset ?? '';
  // A private file (a group's document) is stored as type authenticated: Cloudinary serves it only through a signed
  // link (privateLink), never at its plain address.
  const type = isPrivateId(`${input.folder}/`) ? 'authenticated' : '';
  const signed = { folder: input.folder, timestamp, upload_preset: preset, type };
  const form = new FormData();
  form.append('api_key', credentials.apiKey);
  form.append('timestamp', String(timestamp));
  form.append('folder', input.folder);
  if (preset) form.append('upload_preset', preset);
  if (type) form.append('type', type);
  form.append('signature', signParams(signed, credentials.apiSecret));
  form.append(
    'file',
    new Blob([Buffer.from(input.bytes)], { type: input.type.mime }),
    `upload.${input.type.ext}`,
  );
  return { url: uploadUrlOf(credentials.cloudName), form };
}

/** How Cloudinary delivers a file: at its plain address (upload), or only through a signed link (authenticated). */
export type DeliveryType = 'upload' | 'authenticated';

const deliveryOf = (publicId: string): DeliveryType => (isPrivateId(publicId) ? 'authenticated' : 'upload');

/** What one delete-by-prefix call answers that we need: whether more are left, and where to go on. */
const DeleteAnswerSchema = z.object({ partial: z.boolean().optional(), next_cursor: z.string().optional() });

/**
 * One Admin API call deleting the uploaded files whose public id starts with prefix (and their derived
 * versions). The Admin API takes the key and secret as basic auth, not a signature.
 */
export function buildDeleteByPrefixRequest(
  credentials: CloudinaryCredentials,
  resourceType: ResourceType,
  prefix: string,
  cursor?: string,
): { url: string; init: RequestInit } {
  const url = new URL(
    `${CLOUDINARY_API}/v1_1/${encodeURIComponent(credentials.cloudName)}/resources/${resourceType}/${deliveryOf(prefix)}`,
  );
  url.searchParams.set('prefix', prefix);
  if (cursor) url.searchParams.set('next_cursor', cursor);
  return {
    url: url.toString(),
    init: { method: 'DELETE', headers: { authorization: basicAuth(credentials) } },
  };
}

/** The Admin API address of one uploaded file: GET describes it, and the delete call names it by public id. */
export function resourceUrl(
  credentials: CloudinaryCredentials,
  resourceType: ResourceType,
  publicId?: string,
  delivery: DeliveryType = 'upload',
) {
  const base = `${CLOUDINARY_API}/v1_1/${encodeURIComponent(credentials.cloudName)}/resources/${resourceType}/${delivery}`;
  return publicId === undefined ? base : `${base}/${publicId.split('/').map(encodeURIComponent).join('/')}`;
}

const basicAuth = (credentials: CloudinaryCredentials) =>
  `Basic ${Buffer.from(`${credentials.apiKey}:${credentials.apiSecret}`).toString('base64')}`;

/** Each folder of a user with the kinds of file it can hold: Cloudinary deletes one resource type a call. */
export function ownerPrefixes(userId: string): Array<{ prefix: string; resourceType: ResourceType }> {
  const uploaded = MEDIA_FOLDERS.flatMap((folder) =>
    [...new Set(acceptedTypes(folder).map(resourceTypeOf))].map((resourceType) => ({
      prefix: `${folder}/${userId}/`,
      resourceType,
    })),
  );
  // Private files are PDFs and images, which Cloudinary calls images alike.
  return [...uploaded, { prefix: `${PRIVATE_FOLDER}/${userId}/`, resourceType: 'image' }];
}

/**
 * Cloudinary's own signed, expiring download of an authenticated file (its API's download action), made by the
 * official library with the account's credentials.
 */
export function privateDownloadUrl(credentials: CloudinaryCredentials, file: StoredRef, expiresAt: number) {
  const options = {
    resource_type: file.resource_type,
    type: 'authenticated' as const,
    expires_at: expiresAt,
    cloud_name: credentials.cloudName,
    api_key: credentials.apiKey,
    api_secret: credentials.apiSecret,
  };
  return cloudinary.utils.private_download_url(file.public_id, file.format, options);
}

/** The plain delivery address of a file stored at its public address. */
export const deliveryUrl = (cloudName: string, file: StoredRef) =>
  `https://res.cloudinary.com/${encodeURIComponent(cloudName)}/${file.resource_type}/upload/${file.public_id}.${file.format}`;

export interface CloudinaryMediaProvider extends MediaProviderBase {
  readonly kind: 'cloudinary';
  readonly cloudName: string;
}

async function readFailure(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'error' in body) {
      const { error } = body;
      if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
        return error.message;
      }
    }
  } catch {
    // Not JSON: the text itself says what went wrong.
  }
  return text.slice(0, 500) || response.statusText;
}

export function createCloudinaryProvider(options: CloudinaryOptions): CloudinaryMediaProvider {
  const { credentials } = options;
  const send = options.fetch ?? fetch;
  const preset = options.uploadPreset ?? '';

  return {
    kind: 'cloudinary',
    cloudName: credentials.cloudName,

    signUpload(folder: string, timestamp: number): UploadSignature {
      return {
        apiKey: credentials.apiKey,
        timestamp,
        signature: signParams({ folder, timestamp, upload_preset: preset }, credentials.apiSecret),
        uploadPreset: preset,
        folder,
        cloudName: credentials.cloudName,
        uploadUrl: uploadUrlOf(credentials.cloudName),
      };
    },

    async storeBytes(input: StoreInput): Promise<UploadedAsset> {
      const { url, form } = buildUploadRequest(options, input, Math.floor(Date.now() / 1000));
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
        });
      } catch (error) {
        throw new MediaProviderError(
          `Cloudinary unreachable: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (!response.ok) {
        throw new MediaProviderError(
          `Cloudinary refused the upload (${response.status}): ${await readFailure(response)}`,
          response.status,
        );
      }
      const parsed = UploadedAssetSchema.safeParse(await response.json());
      if (!parsed.success) throw new MediaProviderError('Cloudinary answered an upload without its fields');
      return parsed.data;
    },

    async readBytes(file: StoredRef, maxBytes: number): Promise<Uint8Array | null> {
      if (!isPublicId(file.public_id)) return null;
      const url = isPrivateId(file.public_id)
        ? privateDownloadUrl(credentials, file, Math.floor(Date.now() / 1000) + 60)
        : deliveryUrl(credentials.cloudName, file);
      let response: Response;
      try {
        response = await send(url, { signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS) });
      } catch (error) {
        throw new MediaProviderError(
          `Cloudinary unreachable: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (response.status === 404) return null;
      if (!response.ok) {
        throw new MediaProviderError(`Cloudinary could not send ${file.public_id} (${response.status})`);
      }
      if (Number(response.headers.get('content-length') ?? 0) > maxBytes) return null;
      const bytes = new Uint8Array(await response.arrayBuffer());
      return bytes.byteLength > maxBytes ? null : bytes;
    },

    privateLink: (file: StoredRef, expiresAt: number) => privateDownloadUrl(credentials, file, expiresAt),

    async findUploaded(publicId: string, resourceType: ResourceType): Promise<UploadedAsset | null> {
      if (!isPublicId(publicId)) return null;
      const response = await admin(resourceUrl(credentials, resourceType, publicId), 'GET');
      if (response.status === 404) return null;
      if (!response.ok) {
        throw new MediaProviderError(
          `Cloudinary could not describe ${publicId} (${response.status}): ${await readFailure(response)}`,
          response.status,
        );
      }
      const parsed = UploadedAssetSchema.safeParse(await response.json());
      if (!parsed.success) throw new MediaProviderError('Cloudinary described a file without its fields');
      return parsed.data;
    },
    async deleteFile(file: StoredRef): Promise<void> {
      if (!isPublicId(file.public_id)) {
        throw new MediaProviderError(`Not a stored file: ${JSON.stringify(file.public_id)}`);
      }
      const url = new URL(
        resourceUrl(credentials, file.resource_type, undefined, deliveryOf(file.public_id)),
      );
      url.searchParams.append('public_ids[]', file.public_id);
      const response = await admin(url.toString(), 'DELETE');
      // Cloudinary answers 200 with "not_found" for a file already gone: nothing is left either way.
      if (!response.ok) {
        throw new MediaProviderError(
          `Cloudinary kept ${file.public_id} (${response.status}): ${await readFailure(response)}`,
          response.status,
        );
      }
    },
    async deleteOwnerMedia(userId: string): Promise<void> {
      assertUserId(userId);
      const failures: string[] = [];
      // One at a time: the Admin API is rate-limited per hour, and a deletion is not in a hurry.
      for (const { prefix, resourceType } of ownerPrefixes(userId)) {
        try {
          await deleteByPrefix(resourceType, prefix);
        } catch (error) {
          failures.push(
            `${resourceType} ${prefix}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      if (failures.length > 0) {
        throw new MediaProviderError(`Cloudinary kept some files: ${failures.join('; ')}`);
      }
    },
  };

  /** One Admin API call (basic auth); an unreachable Cloudinary is a provider error. */
  async function admin(url: string, method: 'GET' | 'DELETE'): Promise<Response> {
    try {
      return await send(url, {
        method,
        headers: { authorization: basicAuth(credentials) },
        signal: AbortSignal.timeout(ADMIN_TIMEOUT_MS),
      });
    } catch (error) {
      throw new MediaProviderError(
        `Cloudinary unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  async function deleteByPrefix(resourceType: ResourceType, prefix: string): Promise<void> {
    let cursor: string | undefined;
    for (let round = 0; round < MAX_DELETE_ROUNDS; round += 1) {
      const { url, init } = buildDeleteByPrefixRequest(credentials, resourceType, prefix, cursor);
      const response = await send(url, { ...init, signal: AbortSignal.timeout(ADMIN_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`refused (${response.status}): ${await readFailure(response)}`);
      const answer = DeleteAnswerSchema.safeParse(await response.json());
      if (!answer.success) throw new Error('answered without its fields');
      if (!answer.data.partial) return;
      cursor = answer.data.next_cursor;
    }
    throw new Error(`files still left after ${MAX_DELETE_ROUNDS} rounds`);
  }
}
