// Upload rules: signing for the signed-in user, receiving the local provider's signed form, images sent as data URLs.
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import {
  MEDIA_LIMITS,
  type MediaFolder,
  parseDataUrl,
  type UploadedAsset,
  type UploadFolder,
  UploadFormFieldsSchema,
  type UploadSignature,
} from '@podium/core/api';
import type { Db } from '../../db/connection.ts';
import type { ByteGateSettings } from '../../http/byte-gate.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.ts';
import type { Jobs } from '../../jobs/queue.ts';
import type { IncomingFile, LocalMediaProvider } from '../../providers/media/local-disk.ts';
import { statFile } from '../../providers/media/local-disk.ts';
import { isPublicId, PRIVATE_FOLDER, type SniffedType } from '../../providers/media/provider.ts';
import type { MediaProvider } from '../../providers/media/select.ts';
import { imageSize, sniff, UploadInspector } from './inspect.ts';
import {
  CONTENT_TYPES,
  folderAccepts,
  formatBytes,
  isStoredPath,
  kindOf,
  largestFileFor,
  type MediaLimits,
  maxBytesFor,
  mayUploadFor,
  ownFolder,
  parseOwnFolder,
} from './policy.ts';
import { landUpload, reserveRoom, SIGNATURE_USED } from './storage.ts';
import * as store from './store.ts';
import { stripIfImage, stripMetadata } from './strip.ts';

export interface MediaDeps {
  db: Db;
  provider: MediaProvider;
  limits: MediaLimits;
  /** Durable jobs (a deleted file's removal, storage.ts). */
  jobs: Pick<Jobs, 'enqueue'>;
  /** How many data URL images are read at once, and how the rest wait (http/byte-gate.ts). */
  dataUrlLine: ByteGateSettings;
  /** Whether a session is still signed in (auth's sessions): an upload lands only while its signer's is. */
  isSessionLive(sessionId: string): Promise<boolean>;
}

export interface LocalMediaDeps extends MediaDeps {
  provider: LocalMediaProvider;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

const unsupportedType = (folder: MediaFolder | null) =>
  new HttpError(415, [
    folder === 'documents'
      ? 'Upload a PDF or an image (JPEG, PNG, WebP or GIF)'
      : 'Upload a video (MP4, MOV or WebM) or an image (JPEG, PNG, WebP or GIF)',
  ]);

function tooLarge(type: SniffedType, limits: MediaLimits) {
  const kind = kindOf(type.mime) ?? 'image';
  const noun = kind === 'video' ? 'Videos' : kind === 'document' ? 'Documents' : 'Images';
  return new HttpError(413, [`${noun} can be at most ${formatBytes(maxBytesFor(kind, limits))}`]);
}

/**
 * Signs for the user's own folder once the account has room for the largest file the folder takes, and records who
 * asked in which session with that room kept (a grant), so the upload can be checked, and counted, when it lands.
 */
export async function signUpload(
  deps: MediaDeps,
  account: { id: string },
  sessionId: string,
  folder: UploadFolder,
): Promise<UploadSignature> {
  const own = ownFolder(folder, account.id);
  const largest = largestFileFor(folder, deps.limits);
  const noun = largest.kind === 'video' ? 'a video' : largest.kind === 'document' ? 'a document' : 'an image';
  return deps.db.transaction(async (tx) => {
    await reserveRoom(tx, deps.limits, account.id, {
      bytes: largest.bytes,
      words: `${noun} needs up to ${formatBytes(largest.bytes)} free`,
    });
    // A signature covers folder and timestamp only: two asked for in one second would be one string, good for two
    // files. Each is made different by dating it a second earlier (it expires that much sooner).
    const taken = await store.signaturesOf(tx, account.id);
    let signature = deps.provider.signUpload(own, nowSeconds());
    while (taken.has(signature.signature)) signature = deps.provider.signUpload(own, signature.timestamp - 1);
    const lifetime = MEDIA_LIMITS.signatureTtlSeconds + MEDIA_LIMITS.clockSkewSeconds;
    await store.insertGrant(tx, {
      signature: signature.signature,
      userId: account.id,
      sessionId,
      expiresAt: new Date((signature.timestamp + lifetime) * 1000),
      reservedBytes: largest.bytes,
      folder: own,
    });
    return signature;
  });
}

export const SESSION_ENDED = 'This upload was signed in a session that has ended: sign in and try again';

/**
 * The signature alone proves the folder, not that its signer is still signed in, nor that it was not used: answers
 * its grant, refusing it once used, once the account is deleted (its grants go with it) or once the session that
 * asked for it ended (logout, password change, logout everywhere).
 */
async function findGrant(deps: MediaDeps, signature: string): Promise<string> {
  const grants = await store.findGrants(deps.db, signature);
  const unused = grants.filter((grant) => !grant.used_at);
  if (grants.length > 0 && unused.length === 0) throw forbidden(SIGNATURE_USED);
  for (const grant of unused) {
    if (await deps.isSessionLive(grant.session_id)) return grant.id;
  }
  throw forbidden(SESSION_ENDED);
}

/** The five signed fields of the local form; with all of them the signature is checked before the file is read. */
const SIGNED_FIELDS = ['api_key', 'timestamp', 'signature', 'folder', 'upload_preset'];

/** Refuses unsigned, forged, expired and future-dated forms; answers the signed folder. */
export function checkSignedForm(deps: LocalMediaDeps, fields: Record<string, string>, now = nowSeconds()) {
  const parsed = UploadFormFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(...new Set(parsed.error.issues.map((issue) => issue.message)));
  const form = parsed.data;
  if (form.api_key !== deps.provider.apiKey) throw forbidden('Unknown api_key');
  const signed = { folder: form.folder, timestamp: form.timestamp, upload_preset: form.upload_preset };
  // 403, not 401: the client treats 401 as "signed out" and would drop the session (account spec 8).
  if (!deps.provider.isSigned(signed, form.signature)) throw forbidden('Invalid upload signature');
  const timestamp = Number(form.timestamp);
  if (timestamp < now - MEDIA_LIMITS.signatureTtlSeconds) {
    throw forbidden('The upload signature has expired: ask for a new one');
  }
  if (timestamp > now + MEDIA_LIMITS.clockSkewSeconds)
    throw forbidden('The upload signature is not valid yet');
  const own = parseOwnFolder(form.folder);
  if (!own) throw forbidden('This folder does not take uploads');
  return { folder: form.folder, base: own.folder, signature: form.signature };
}

interface Received {
  incoming: IncomingFile;
  type: SniffedType;
  bytes: number;
  head: Buffer;
}

async function receiveFile(
  deps: LocalMediaDeps,
  part: Extract<Multipart, { type: 'file' }>,
  folder: MediaFolder | null,
): Promise<Received> {
  const { limits } = deps;
  const inspector = new UploadInspector({
    accept(type) {
      const known = kindOf(type.mime) !== null;
      if (!known || (folder && !folderAccepts(folder, type.mime))) throw unsupportedType(folder);
    },
    limitFor: (type) => maxBytesFor(kindOf(type.mime) ?? 'image', limits),
    tooLarge: (type) => tooLarge(type, limits),
    unknownType: () => unsupportedType(folder),
    empty: () => badRequest('The file is empty'),
  });
  const incoming = deps.provider.createIncoming();
  try {
    await pipeline(part.file, inspector, incoming.stream);
    if (part.file.truncated || !inspector.type) throw new HttpError(413, ['The file is too large']);
    return { incoming, type: inspector.type, bytes: inspector.bytes, head: inspector.head() };
  } catch (error) {
    await incoming.discard();
    throw error;
  }
}

/** The parser's own refusals, in words. */
const MULTIPART_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: 'Send one file per upload',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the upload as multipart/form-data',
};

/** The form parser's (busboy's) refusals of a malformed body, which carry no code: known by their words. */
const BUSBOY_REFUSALS: Record<string, HttpError> = {
  'Multipart: Boundary not found': badRequest('Send the upload as multipart/form-data with a boundary'),
  'The needle cannot be an empty String/Buffer.': badRequest('The multipart boundary is empty'),
  'The needle cannot have a length bigger than 256.': badRequest('The multipart boundary is too long'),
  'Unexpected end of multipart data': badRequest('The upload ended before the form was complete'),
  'Unsupported Content-Type.': new HttpError(415, ['Send the upload as multipart/form-data']),
};

function explainMultipartError(error: unknown): unknown {
  if (error instanceof Error && !(error instanceof HttpError)) {
    const refusal = BUSBOY_REFUSALS[error.message];
    if (refusal) return refusal;
  }
  if (error instanceof HttpError || !(error instanceof Error) || !('code' in error)) return error;
  const msg = typeof error.code === 'string' ? MULTIPART_MESSAGES[error.code] : undefined;
  if (!msg) return error;
  // A body that is not multipart is an unsupported media type (415); the parser says 406, which is about Accept.
  if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, [msg]);
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 400;
  return new HttpError(status, [msg]);
}

/**
 * POST /api/media/upload: the local provider's side of the Cloudinary protocol. The file may come before or
 * after the signed fields (the spec's client sends it first), so it streams to a temp file and is moved into
 * place only once the signature, type and size are all good. Fields sent first are checked before any bytes land.
 */
export async function receiveUpload(
  deps: LocalMediaDeps,
  parts: AsyncIterable<Multipart>,
): Promise<UploadedAsset> {
  const fields: Record<string, string> = {};
  let received: Received | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || received) {
        part.file.destroy();
        throw badRequest('Send exactly one file, in the field named file');
      }
      let base: MediaFolder | null = null;
      if (SIGNED_FIELDS.every((name) => name in fields)) {
        try {
          const early = checkSignedForm(deps, fields);
          await findGrant(deps, early.signature);
          base = early.base;
        } catch (error) {
          part.file.destroy();
          throw error;
        }
      }
      received = await receiveFile(deps, part, base);
    }
    if (!received) throw badRequest('file is required');
    const signed = checkSignedForm(deps, fields);
    // Checked again as the file lands: a session may end while a large video is on its way.
    const grant = await findGrant(deps, signed.signature);
    if (!folderAccepts(signed.base, received.type.mime)) throw unsupportedType(signed.base);
    const { incoming, type, head } = received;
    // An image is kept without its location and other metadata, before it lands; a video or a PDF as it came.
    const clean = await stripIfImage(incoming.path, type);
    if (clean && clean.bytes.length > maxBytesFor('image', deps.limits)) throw tooLarge(type, deps.limits);
    const size = clean ?? (type.resourceType === 'image' ? imageSize(head, type.mime) : null);
    const bytes = clean?.bytes.length ?? received.bytes;
    // Two uploads racing with one signature both get here: the grant is used by one, the other is refused.
    return await landUpload(deps, grant, () =>
      incoming.commit({
        folder: signed.folder,
        type,
        bytes,
        content: clean?.bytes,
        width: size?.width,
        height: size?.height,
      }),
    );
  } catch (error) {
    await received?.incoming.discard();
    throw explainMultipartError(error);
  }
}

/** Who is storing a data URL image: the account, and the session its room is kept for. */
export interface Uploader {
  id: string;
  sessionId: string;
}

/**
 * Decodes, checks and stores a data URL image in the user's own sub-folder of folder. Counted against the account's
 * storage as a signed upload is: room is kept for it (a grant of its own) before it is stored, and it lands with it.
 */
async function storeDataUrl(
  deps: MediaDeps,
  uploader: Uploader,
  dataUrl: string,
  folder: 'overlays' | 'images',
): Promise<UploadedAsset> {
  const parsed = parseDataUrl(dataUrl);
  if (!parsed) throw badRequest('Must be a base64 data: URL of an image');
  const bytes = Buffer.from(parsed.base64, 'base64');
  if (bytes.length === 0) throw badRequest('The image is empty');
  if (bytes.length > deps.limits.maxImageBytes) {
    throw new HttpError(413, [`Images can be at most ${formatBytes(deps.limits.maxImageBytes)}`]);
  }
  const type = await sniff(bytes);
  if (!type || !folderAccepts(folder, type.mime)) {
    throw new HttpError(415, [
      folder === 'overlays'
        ? 'The card image must be a PNG or JPEG'
        : 'Upload a JPEG, PNG, WebP or GIF image',
    ]);
  }
  // Kept without its location and other metadata, counted at the size it is kept at.
  const clean = await stripMetadata(bytes, type);
  if (clean.bytes.length > deps.limits.maxImageBytes) throw tooLarge(type, deps.limits);
  const grant = await deps.db.transaction(async (tx) => {
    await reserveRoom(tx, deps.limits, uploader.id, {
      bytes: clean.bytes.length,
      words: `this image needs ${formatBytes(clean.bytes.length)}`,
    });
    return store.insertGrant(tx, {
      signature: `server:${randomBytes(16).toString('hex')}`,
      userId: uploader.id,
      sessionId: uploader.sessionId,
      expiresAt: new Date(Date.now() + MEDIA_LIMITS.signatureTtlSeconds * 1000),
      reservedBytes: clean.bytes.length,
      folder: null,
    });
  });
  let asset: UploadedAsset;
  try {
    asset = await deps.provider.storeBytes({
      folder: ownFolder(folder, uploader.id),
      bytes: clean.bytes,
      type,
      width: clean.width,
      height: clean.height,
    });
  } catch (error) {
    await store.deleteGrant(deps.db, grant);
    throw error;
  }
  return landUpload(deps, grant, async () => asset);
}

/** POST /api/upload/dynamic: the overlay card of a branded video (profiles spec 4 and 9). */
export async function uploadOverlay(deps: MediaDeps, uploader: Uploader, dataUrl: string) {
  const asset = await storeDataUrl(deps, uploader, dataUrl, 'overlays');
  return { public_id: asset.public_id };
}

/** POST /api/upload: an image for the caller's own account (account spec 7). */
export async function uploadImage(
  deps: MediaDeps,
  uploader: Uploader,
  input: { data: string; userId: string },
) {
  if (!mayUploadFor(uploader, input.userId))
    throw forbidden('You can only upload images to your own account');
  const asset = await storeDataUrl(deps, uploader, input.data, 'images');
  return { url: asset.secure_url, public_id: asset.public_id };
}

/** A stored file to serve, or 404 for any path this store could not have produced. */
export async function findStored(
  deps: LocalMediaDeps,
  params: { folder: string; owner: string; file: string },
) {
  if (!isStoredPath(params.folder, params.owner, params.file)) throw notFound('No such file');
  const path = deps.provider.pathOf(params.folder, params.owner, params.file);
  const info = await statFile(path);
  const ext = params.file.slice(params.file.lastIndexOf('.') + 1);
  const contentType = CONTENT_TYPES[ext];
  if (!info || !contentType) throw notFound('No such file');
  return { path, size: info.size, modified: info.mtime, contentType };
}

export const LINK_EXPIRED = 'This link has expired: open the document again from the group';
export const LINK_FORGED = 'This link is not valid: open the document again from the group';

/**
 * GET /media-private/...: a private file (a group's document) through the link the server signed for a member.
 * Expired or forged links are refused (403), a file since removed is gone (404).
 */
export async function findPrivate(
  deps: LocalMediaDeps,
  params: { folder: string; owner: string; file: string },
  query: { expires_at: string; signature: string },
  now = nowSeconds(),
) {
  const dot = params.file.lastIndexOf('.');
  const id = params.file.slice(0, dot);
  const ext = params.file.slice(dot + 1);
  const publicId = `${params.folder}/${params.owner}/${id}`;
  if (params.folder !== PRIVATE_FOLDER || dot < 0 || !isPublicId(publicId)) throw notFound('No such file');
  if (!deps.provider.isPrivateLinkSigned(publicId, ext, query.expires_at, query.signature)) {
    throw forbidden(LINK_FORGED);
  }
  if (Number(query.expires_at) <= now) throw forbidden(LINK_EXPIRED);
  const path = deps.provider.pathOf(params.folder, params.owner, params.file);
  const info = await statFile(path);
  const contentType = CONTENT_TYPES[ext];
  if (!info || !contentType) throw notFound('No such file');
  return { path, size: info.size, contentType };
}

export interface ByteRange {
  start: number;
  end: number;
}

/**
 * One byte range of a Range header (RFC 9110 14.1.2), 'unsatisfiable', or null to send the whole file:
 * for no header, a malformed one, or several ranges (a server may ignore those; players ask for one).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== '' && Number(to) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
