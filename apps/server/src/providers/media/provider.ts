// Where uploaded media lives, behind one small interface: the server's own disk by default, Cloudinary when configured.
// The implementations import this file, never the other way: the union of them lives in select.ts, which chooses.
import type { ResourceType, UploadedAsset, UploadSignature } from '@podium/core/api';

/** A type recognised from a file's bytes. */
export interface SniffedType {
  mime: string;
  /** Extension we store and serve it under: mp4, mov, webm, m4v, jpg, png, webp, gif, pdf. */
  ext: string;
  resourceType: ResourceType;
}

/** A small file the server already holds in memory (images sent as data URLs). */
export interface StoreInput {
  folder: string;
  bytes: Uint8Array;
  type: SniffedType;
  width?: number | undefined;
  height?: number | undefined;
}

/** What names one stored file: its id, and the type and extension it is kept under. */
export interface StoredRef {
  public_id: string;
  resource_type: ResourceType;
  format: string;
}

export interface MediaProviderBase {
  /** What a client needs to post one file into folder directly to the provider, valid for an hour. */
  signUpload(folder: string, timestamp: number): UploadSignature;
  storeBytes(input: StoreInput): Promise<UploadedAsset>;
  /**
   * A file uploaded directly to the provider, as it holds it (its true size), or null when it holds none by that id
   * and type: a client's report of an upload is checked against it before the file is counted.
   */
  findUploaded(publicId: string, resourceType: ResourceType): Promise<UploadedAsset | null>;
  /**
   * The bytes of a stored file, or null when there is none or it is larger than maxBytes (a file the server takes
   * over from an upload: a group's image or document).
   */
  readBytes(file: StoredRef, maxBytes: number): Promise<Uint8Array | null>;
  /**
   * A link to a private file (one stored in PRIVATE_FOLDER) that works until expiresAt (Unix seconds): Cloudinary's
   * signed download of an authenticated file, or the local provider's own HMAC-signed address.
   */
  privateLink(file: StoredRef, expiresAt: number): string;
  /** Removes one stored file; a file already gone is no failure. Throws MediaProviderError when it could not. */
  deleteFile(file: StoredRef): Promise<void>;
  /**
   * Removes every file a user uploaded: all of <folder>/<userId> for each media folder (account deletion).
   * Throws MediaProviderError when some could not be removed; what could be removed is gone.
   */
  deleteOwnerMedia(userId: string): Promise<void>;
}

/** The provider refused or failed: the caller logs the detail and answers 502 without it. */
export class MediaProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * The folder of files served to nobody by their address: a group's documents. Only the server stores there (never a
 * signed upload); the local provider keeps them out of /media, Cloudinary as type authenticated.
 */
export const PRIVATE_FOLDER = 'vault';

export const isPrivateId = (publicId: string) => publicId.startsWith(`${PRIVATE_FOLDER}/`);

/** User ids are UUIDs; checked before one becomes part of a path or a prefix, so no id can reach another's files. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function assertUserId(userId: string): void {
  if (!USER_ID.test(userId)) throw new MediaProviderError(`Not a user id: ${JSON.stringify(userId)}`);
}

/** A public id this server hands out, <folder>/<userId>/<id>: checked before one becomes part of a path or URL. */
const PUBLIC_ID =
  /^[a-z]{1,20}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[A-Za-z0-9_-]{1,100}$/;

export function isPublicId(publicId: string): boolean {
  return PUBLIC_ID.test(publicId);
}

/** Cloudinary's file types as it reports them: PDFs are images to Cloudinary too. */
export function resourceTypeOf(mime: string): ResourceType {
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('image/') || mime === 'application/pdf') return 'image';
  return 'raw';
}
