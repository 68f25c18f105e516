// What a file really is, read from its first bytes while it streams past, counted against its kind's limit; image sizes.
import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { resourceTypeOf, type SniffedType } from '../../providers/media/provider.ts';

/** file-type's own sample size: enough for every format we accept. */
const SNIFF_BYTES = 4100;
/** A JPEG's size can sit after a large EXIF block. */
const HEAD_BYTES = 64 * 1024;

/** The type of a file from its first bytes, or null when they are no type we know (a truncated header included). */
export async function sniff(bytes: Uint8Array): Promise<SniffedType | null> {
  let found: Awaited<ReturnType<typeof fileTypeFromBuffer>>;
  try {
    found = await fileTypeFromBuffer(bytes);
  } catch (error) {
    // file-type reads past the end of a header cut short (a PNG signature alone) and throws End-Of-Stream.
    if (error instanceof Error && error.message === 'End-Of-Stream') return null;
    throw error;
  }
  if (!found) return null;
  return { mime: found.mime, ext: found.ext, resourceType: resourceTypeOf(found.mime) };
}

export interface InspectorRules {
  /** Throws to refuse a type as soon as it is known, before the rest of the file is read. */
  accept(type: SniffedType): void;
  /** The most bytes a file of this type may have. */
  limitFor(type: SniffedType): number;
  /** The refusal for a file over its limit. */
  tooLarge(type: SniffedType): Error;
  /** The refusal for bytes that are no type we know. */
  unknownType(): Error;
  empty(): Error;
}

/** A pass-through that holds the first bytes until it knows the type, then counts every byte after. */
export class UploadInspector extends Transform {
  type: SniffedType | null = null;
  bytes = 0;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private headChunks: Buffer[] = [];
  private headBytes = 0;

  constructor(private readonly rules: InspectorRules) {
    super();
  }

  /** The first bytes of the file, for reading an image's size. */
  head(): Buffer {
    return Buffer.concat(this.headChunks);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.headBytes < HEAD_BYTES) {
      this.headChunks.push(chunk);
      this.headBytes += chunk.length;
    }
    if (this.type) {
      if (this.bytes > this.rules.limitFor(this.type)) return done(this.rules.tooLarge(this.type));
      return done(null, chunk);
    }
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes < SNIFF_BYTES) return done();
    this.decide().then(
      (held) => done(null, held),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  }

  override _flush(done: TransformCallback) {
    if (this.type) return done();
    this.decide().then(
      (held) => done(null, held),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  }

  private async decide(): Promise<Buffer> {
    if (this.bytes === 0) throw this.rules.empty();
    const held = Buffer.concat(this.pending);
    this.pending = [];
    const type = await sniff(held);
    if (!type) throw this.rules.unknownType();
    this.rules.accept(type);
    if (this.bytes > this.rules.limitFor(type)) throw this.rules.tooLarge(type);
    this.type = type;
    return held;
  }
}

export interface ImageSize {
  width: number;
  height: number;
}

function jpegSize(bytes: Buffer): ImageSize | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Start-of-frame markers carry the size; 0xc4, 0xc8 and 0xcc share the range but are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return null;
}

function webpSize(bytes: Buffer): ImageSize | null {
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return null;
}

/** Width and height from an image's header, or null when the header does not say within the bytes we have. */
export function imageSize(bytes: Buffer, mime: string): ImageSize | null {
  try {
    if (mime === 'image/png' && bytes.length >= 24) {
      return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    }
    if (mime === 'image/gif' && bytes.length >= 10) {
      return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
    }
    if (mime === 'image/jpeg') return jpegSize(bytes);
    if (mime === 'image/webp') return webpSize(bytes);
  } catch {
    // A header cut short by our sample: the size is simply unknown.
  }
  return null;
}
