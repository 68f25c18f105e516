// The local media provider: files on disk under DATA_DIR/media, uploads signed like Cloudinary's with the server's own secret.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, rmSync, statSync, type WriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_FOLDERS, type UploadedAsset, type UploadSignature } from '@podium/core/api';
import {
  assertUserId,
  isPublicId,
  type MediaProviderBase,
  MediaProviderError,
  PRIVATE_FOLDER,
  type SniffedType,
  type StoredRef,
  type StoreInput,
} from './provider.ts';
import { isSignatureValid, signParams } from './signature.ts';

/** The protocol wants an api key, a cloud name and a preset: fixed words when the server is its own provider. */
export const LOCAL_API_KEY = 'podium-local';
export const LOCAL_CLOUD_NAME = 'local';
export const LOCAL_UPLOAD_PRESET = 'podium';

/** Temp files older than this are leftovers of a crash, cleared on start. */
const STALE_INCOMING_MS = 24 * 60 * 60 * 1000;

/** A key of its own for upload signatures, so a leaked upload signature can never help forge a session token. */
export function deriveMediaSecret(rootSecret: string): string {
  return createHmac('sha256', rootSecret).update('podium: media upload signatures v1').digest('hex');
}

/** The signed params of an upload form, as posted. */
export interface SignedParams {
  folder: string;
  timestamp: string | number;
  upload_preset?: string | undefined;
}

/** Everything a stored file's answer needs beyond where it is. */
export interface CommitInput {
  folder: string;
  type: SniffedType;
  bytes: number;
  /** What to keep in place of the bytes received (an image without its metadata); the received bytes when absent. */
  content?: Uint8Array | undefined;
  width?: number | undefined;
  height?: number | undefined;
}

/** A streamed upload on its way to disk: written to a temp file, moved into place only once accepted. */
export interface IncomingFile {
  readonly stream: WriteStream;
  /** Where the received bytes are, until commit or discard. */
  readonly path: string;
  commit(input: CommitInput): Promise<UploadedAsset>;
  discard(): Promise<void>;
}

export interface LocalMediaProvider extends MediaProviderBase {
  readonly kind: 'local';
  readonly apiKey: string;
  /** Where files live; each is at <root>/<public_id>.<ext>. */
  readonly root: string;
  isSigned(params: SignedParams, signature: string): boolean;
  createIncoming(): IncomingFile;
  /** The absolute path of a stored file from its served path segments (already checked by the caller). */
  pathOf(...segments: string[]): string;
  /** Whether a private link's signature is this server's for that file and expiry (privateLink made it). */
  isPrivateLinkSigned(publicId: string, format: string, expiresAt: string, signature: string): boolean;
}

/**
 * A private link's signature: an HMAC-SHA256, under a key of its own derived from the media secret, of the file and
 * when the link stops working (what Cloudinary's private download signs, too).
 */
function signPrivateLink(secret: string, publicId: string, format: string, expiresAt: string | number) {
  const key = createHmac('sha256', secret).update('podium: private media links v1').digest();
  return createHmac('sha256', key).update(`${publicId}.${format}\n${expiresAt}`).digest('hex');
}

export interface LocalDiskOptions {
  dataDir: string;
  /** Absolute base of the URLs handed out (PUBLIC_URL). */
  publicUrl: string;
  secret: string;
}

const newId = () => randomBytes(10).toString('hex');

/** The extensions videos are stored under (the rest are images and PDFs, which Cloudinary also calls images). */
const VIDEO_EXTENSIONS = new Set(['mp4', 'm4v', 'mov', 'webm']);
/** A stored file's extension: always one its sniffed type gave. */
const FORMAT = /^[a-z0-9]{2,4}$/;

function clearStale(dir: string) {
  const cutoff = Date.now() - STALE_INCOMING_MS;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).mtimeMs < cutoff) rmSync(file, { force: true });
  }
}

export function createLocalDiskProvider(options: LocalDiskOptions): LocalMediaProvider {
  const root = join(options.dataDir, 'media');
  // Outside the served root, so a half-received file can never be fetched.
  const incomingDir = join(options.dataDir, 'media-incoming');
  mkdirSync(root, { recursive: true });
  mkdirSync(incomingDir, { recursive: true });
  clearStale(incomingDir);
  const base = options.publicUrl.replace(/\/+$/, '');
  const uploadUrl = `${base}/api/media/upload`;

  const place = async (tempPath: string, input: CommitInput): Promise<UploadedAsset> => {
    const publicId = `${input.folder}/${newId()}`;
    const target = join(root, `${publicId}.${input.type.ext}`);
    await mkdir(join(root, input.folder), { recursive: true });
    if (input.content) await writeFile(tempPath, input.content);
    await rename(tempPath, target);
    return {
      secure_url: `${base}/media/${publicId}.${input.type.ext}`,
      public_id: publicId,
      resource_type: input.type.resourceType,
      format: input.type.ext,
      bytes: input.bytes,
      ...(input.width !== undefined ? { width: input.width } : {}),
      ...(input.height !== undefined ? { height: input.height } : {}),
    };
  };

  return {
    kind: 'local',
    apiKey: LOCAL_API_KEY,
    root,

    signUpload(folder: string, timestamp: number): UploadSignature {
      const params = { folder, timestamp, upload_preset: LOCAL_UPLOAD_PRESET };
      return {
        apiKey: LOCAL_API_KEY,
        timestamp,
        signature: signParams(params, options.secret),
        uploadPreset: LOCAL_UPLOAD_PRESET,
        folder,
        cloudName: LOCAL_CLOUD_NAME,
        uploadUrl,
      };
    },

    isSigned(params, signature) {
      return isSignatureValid({ ...params }, signature, options.secret);
    },

    createIncoming() {
      const tempPath = join(incomingDir, `${newId()}.part`);
      const stream = createWriteStream(tempPath, { flags: 'wx' });
      return {
        stream,
        path: tempPath,
        commit: (input) => place(tempPath, input),
        discard: async () => {
          // The file is opened asynchronously: wait until the stream has let go of it, or the removal can run
          // before the open and leave an empty part file behind.
          // (Its 'error', the failure that got us here, is already answered: only 'close' matters.)
          if (!stream.closed) {
            const closed = new Promise<void>((resolve) => stream.once('close', () => resolve()));
            stream.destroy();
            await closed;
          }
          await rm(tempPath, { force: true });
        },
      };
    },

    async storeBytes(input: StoreInput) {
      const tempPath = join(incomingDir, `${newId()}.part`);
      try {
        await writeFile(tempPath, input.bytes, { flag: 'wx' });
        return await place(tempPath, { ...input, bytes: input.bytes.byteLength });
      } finally {
        await rm(tempPath, { force: true });
      }
    },

    async readBytes(file: StoredRef, maxBytes: number) {
      if (!isPublicId(file.public_id) || !FORMAT.test(file.format)) return null;
      const path = join(root, `${file.public_id}.${file.format}`);
      const info = await statFile(path);
      if (!info || info.size > maxBytes) return null;
      return readFile(path);
    },

    privateLink(file: StoredRef, expiresAt: number) {
      const signature = signPrivateLink(options.secret, file.public_id, file.format, expiresAt);
      const query = new URLSearchParams({ expires_at: String(expiresAt), signature });
      return `${base}/media-private/${file.public_id}.${file.format}?${query.toString()}`;
    },

    isPrivateLinkSigned(publicId, format, expiresAt, signature) {
      const expected = Buffer.from(signPrivateLink(options.secret, publicId, format, expiresAt));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    async findUploaded(publicId, resourceType) {
      if (!isPublicId(publicId)) return null;
      const slash = publicId.lastIndexOf('/');
      const id = publicId.slice(slash + 1);
      const names = await readdir(join(root, publicId.slice(0, slash))).catch(() => []);
      const name = names.find((entry) => entry.startsWith(`${id}.`));
      const format = name?.slice(id.length + 1) ?? '';
      const info = name && FORMAT.test(format) ? await statFile(join(root, `${publicId}.${format}`)) : null;
      if (!info) return null;
      const stored = VIDEO_EXTENSIONS.has(format) ? 'video' : 'image';
      if (stored !== resourceType) return null;
      return {
        secure_url: `${base}/media/${publicId}.${format}`,
        public_id: publicId,
        resource_type: stored,
        format,
        bytes: info.size,
      };
    },
    async deleteFile(file) {
      if (!isPublicId(file.public_id) || !FORMAT.test(file.format)) {
        throw new MediaProviderError(`Not a stored file: ${JSON.stringify(file.public_id)}`);
      }
      await rm(join(root, `${file.public_id}.${file.format}`), { force: true }).catch((error: unknown) => {
        throw new MediaProviderError(`Could not remove ${file.public_id}: ${String(error)}`);
      });
    },
    async deleteOwnerMedia(userId) {
      assertUserId(userId);
      const removals = await Promise.allSettled(
        [...MEDIA_FOLDERS, PRIVATE_FOLDER].map((folder) =>
          rm(join(root, folder, userId), { recursive: true, force: true }),
        ),
      );
      const failures = removals.flatMap((removal) =>
        removal.status === 'rejected' ? [String(removal.reason)] : [],
      );
      if (failures.length > 0) throw new MediaProviderError(`Could not remove files: ${failures.join('; ')}`);
    },

    pathOf: (...segments) => join(root, ...segments),
  };
}

/** Size and modification time of a stored file, or null when there is none. */
export async function statFile(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}
