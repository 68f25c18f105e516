// Location data out of an image the product keeps for others to see (a group's image or document): the image is
// decoded and encoded again by sharp (libvips), which writes no EXIF (GPS included), XMP or IPTC unless asked to.
import sharp, { type FormatEnum } from 'sharp';
import { badRequest } from '../../http/errors.ts';
import type { SniffedType } from '../../providers/media/provider.ts';

/** Larger than any camera's photo (8K is 33 MP), small enough that a tiny file cannot decode into gigabytes. */
const MAX_INPUT_PIXELS = 64_000_000;

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

/**
 * The image in its own format with no metadata: turned upright first by its EXIF orientation (which goes with the
 * rest), every frame of an animation kept. 400 when sharp cannot decode it.
 */
export async function stripMetadata(bytes: Uint8Array, type: SniffedType): Promise<CleanImage> {
  const format = FORMATS[type.mime];
  if (!format) throw badRequest(UNREADABLE_IMAGE);
  try {
    const image = sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS });
    const { pages = 1 } = await image.metadata();
    // Orientation applies to one still image; an animation (GIF, WebP) carries none.
    const upright = pages > 1 ? image : image.autoOrient();
    const { data, info } = await upright.toFormat(format).toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw badRequest(UNREADABLE_IMAGE);
  }
}
