// Who may upload what, where and how big: folders, types by bytes and size limits in one readable place.
import {
  acceptedTypes,
  DOCUMENT_TYPES,
  IMAGE_TYPES,
  MEDIA_FOLDERS,
  type MediaFolder,
  VIDEO_TYPES,
} from '@podium/core/api';

export interface MediaLimits {
  maxVideoBytes: number;
  /** Images and PDF documents. */
  maxImageBytes: number;
  /** What one account's files may add up to. */
  quotaBytes: number;
}

export type MediaKind = 'video' | 'image' | 'document';

const includes = (list: readonly string[], value: string) => list.includes(value);

export function kindOf(mime: string): MediaKind | null {
  if (includes(VIDEO_TYPES, mime)) return 'video';
  if (includes(IMAGE_TYPES, mime)) return 'image';
  if (includes(DOCUMENT_TYPES, mime)) return 'document';
  return null;
}

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A size as a person reads it: 64 bytes, 12 KB, 3.5 MB, 2 GB. */
export function formatBytes(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`;
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  if (bytes < GB) return `${oneDecimal(bytes / MB)} MB`;
  return `${oneDecimal(bytes / GB)} GB`;
}

export function maxBytesFor(kind: MediaKind, limits: MediaLimits): number {
  return kind === 'video' ? limits.maxVideoBytes : limits.maxImageBytes;
}

/**
 * The room a signature for folder keeps until its file lands: the largest file the folder takes, since the spec's
 * signature request names no size (and Cloudinary would not hold an upload to one).
 */
export function largestFileFor(folder: MediaFolder, limits: MediaLimits): { kind: MediaKind; bytes: number } {
  const kinds = acceptedTypes(folder).map((mime) => kindOf(mime) ?? 'image');
  const kind = kinds.includes('video') ? 'video' : kinds.includes('document') ? 'document' : 'image';
  return { kind, bytes: maxBytesFor(kind, limits) };
}

/** The parser's own ceiling: above every kind's limit, so our clearer refusal always comes first. */
export function parserFileLimit(limits: MediaLimits): number {
  return Math.max(limits.maxVideoBytes, limits.maxImageBytes) + 1;
}

export function folderAccepts(folder: MediaFolder, mime: string): boolean {
  return includes(acceptedTypes(folder), mime);
}

export function isMediaFolder(value: string): value is MediaFolder {
  return includes(MEDIA_FOLDERS, value);
}

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Every upload goes to a sub-folder named after the user who asked for the signature. The folder is signed,
 * so a stored file's path proves who authorised it, though the upload itself carries no session.
 */
export function ownFolder(folder: MediaFolder, userId: string): string {
  return `${folder}/${userId}`;
}

/** The parts of a signed folder, or null when it is not one this server hands out. */
export function parseOwnFolder(value: string): { folder: MediaFolder; owner: string } | null {
  const [folder, owner, ...rest] = value.split('/');
  if (rest.length > 0 || !folder || !owner || !isMediaFolder(folder) || !USER_ID.test(owner)) return null;
  return { folder, owner };
}

/** POST /api/upload names a user: only yourself. */
export function mayUploadFor(account: { id: string }, userId: string): boolean {
  return account.id === userId;
}

const STORED_FILE = /^[0-9a-f]{20}\.(mp4|m4v|mov|webm|jpg|png|webp|gif|pdf)$/;

/** A served path is only ever one this store produced: no dots, no other names, no traversal. */
export function isStoredPath(folder: string, owner: string, file: string): boolean {
  return parseOwnFolder(`${folder}/${owner}`) !== null && STORED_FILE.test(file);
}

/** Content types we serve by extension (the extension itself came from sniffing the bytes). */
export const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  webm: 'video/webm',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};
