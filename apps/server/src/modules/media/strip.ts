// Location data out of every image the server keeps (each upload as it arrives, a group's copy): the image is decoded
// and encoded again by sharp (libvips), which writes no EXIF (GPS included), XMP or IPTC unless asked to.
import sharp, { type FormatEnum } from 'sharp';
import { createByteGate } from '../../http/byte-gate.ts';
import { badRequest } from '../../http/errors.ts';
import type { SniffedType } from '../../providers/media/provider.ts';

/** Larger than any camera's photo (8K is 33 MP), small enough that a tiny file cannot decode into gigabytes. */
const MAX_INPUT_PIXELS = 64_000_000;

/**
 * The pixels this process decodes at once: two 12 MP phone photos, or one larger image alone; the rest wait their
 * turn. A file's bytes say little of what it decodes into (a 3 MB JPEG is 12 MP, some 130 MB while it is re-encoded),
 * so the data URL line's byte bound (issue 22, item 4) does not bound this, and the local provider's uploads have no
 * line of their own.
 */
const PIXELS_AT_ONCE = 24_000_000;
/** The longest a refused upload is told to wait: past half a minute, a person gives up rather than waits. */
const MAX_RETRY_SECONDS = 30;

/**
 * How long the images ahead take to decode, in whole seconds from 1 to MAX_RETRY_SECONDS (Retry-After): those
 * decoding and waiting, `admitted` at a time, each taking `decodeMs`. Images differ in size, so this is a
 * round figure, which the bounds keep honest (issue 24).
 */
export function decodeWaitSeconds(queue: { decodeMs: number; admitted: number; waiting: number }): number {
  const rounds = (queue.admitted + queue.waiting) / Math.max(1, queue.admitted);
  const seconds = Math.ceil((rounds * queue.decodeMs) / 1000);
  if (Number.isNaN(seconds)) return MAX_RETRY_SECONDS;
  return Math.min(MAX_RETRY_SECONDS, Math.max(1, seconds));
}

/** A recent image's decode in ms, averaged (each new one weighs a fifth); a phone photo's second before any. */
let decodeMs = 1000;
const recordDecode = (ms: number) => {
  decodeMs = 0.8 * decodeMs + 0.2 * ms;
};

export const imageDecoding = createByteGate(
  {
    bytesAtOnce: PIXELS_AT_ONCE,
    maxWaiting: 64,
    waitMs: 60_000,
    perAccount: Number.MAX_SAFE_INTEGER,
    retryAfterSeconds: (state) => decodeWaitSeconds({ decodeMs, ...state }),
  },
  'images',
);
// Each image is decoded once: libvips' cache of operations would only keep their memory after them.
sharp.cache(false);

const FORMATS: Record<string, keyof FormatEnum> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export const UNREADABLE_IMAGE = 'The image could not be read: upload a JPEG, PNG, WebP or GIF image';

export interface CleanImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Whether stripMetadata takes this type: the images we accept; videos and PDFs are kept as they came. */
export const isStrippable = (type: SniffedType) => type.mime in FORMATS;

/**
 * The image in its own format with no metadata: turned upright first by its EXIF orientation (which goes with the
 * rest), its colour profile kept, every frame of an animation kept. `source` is the bytes or a file's path. 400 when
 * sharp cannot decode it; 503 when the images waiting to be decoded are too many (Retry-After: decodeWaitSeconds).
 */
export async function stripMetadata(source: Uint8Array | string, type: SniffedType): Promise<CleanImage> {
  const format = FORMATS[type.mime];
  if (!format) throw badRequest(UNREADABLE_IMAGE);
  const image = sharp(source, { animated: true, limitInputPixels: MAX_INPUT_PIXELS });
  let pixels: number;
  let pages: number;
  try {
    // The header only: what the decoding will cost, before any of it is decoded.
    const meta = await image.metadata();
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
    pages = meta.pages ?? 1;
  } catch {
    throw badRequest(UNREADABLE_IMAGE);
  }
  const release = await imageDecoding.enter('process', Math.min(pixels, MAX_INPUT_PIXELS));
  const started = performance.now();
  try {
    // Orientation applies to one still image; an animation (GIF, WebP) carries none.
    const upright = pages > 1 ? image : image.autoOrient();
    const { data, info } = await upright
      .keepIccProfile()
      .toFormat(format)
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw badRequest(UNREADABLE_IMAGE);
  } finally {
    recordDecode(performance.now() - started);
    release();
  }
}

/** An arriving file as it is kept: an image without its metadata (stripMetadata), null for a file kept as it came. */
export async function stripIfImage(
  source: Uint8Array | string,
  type: SniffedType,
): Promise<CleanImage | null> {
  return isStrippable(type) ? stripMetadata(source, type) : null;
}
