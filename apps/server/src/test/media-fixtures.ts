// Tiny real files and multipart forms for the media tests: an MP4 made by ffmpeg (or a bare MP4 header without it), PNG bytes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UploadSignature } from '@podium/core/api';

const FFMPEG = '/usr/bin/ffmpeg';

/** An MP4's ftyp box: enough for type sniffing. */
const FTYP = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');

/**
 * A file of exactly `bytes` bytes sniffed as an MP4 (its ftyp box, then padding): kept byte for byte, as every video
 * is, where a test counts sizes (an image is encoded again as it arrives, so its size changes).
 */
export const mp4Of = (bytes: number) => Buffer.concat([FTYP, Buffer.alloc(bytes - FTYP.length, 7)]);

/** A one-second 64x64 MP4; where ffmpeg is missing, an ftyp box is enough for type sniffing. */
export function tinyMp4(): Buffer {
  if (!existsSync(FFMPEG)) return mp4Of(2000 + FTYP.length);
  const dir = mkdtempSync(join(tmpdir(), 'podium-mp4-'));
  try {
    const out = join(dir, 'out.mp4');
    execFileSync(FFMPEG, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=blue:s=64x64:d=1',
      '-pix_fmt',
      'yuv420p',
      out,
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A 2x1 GIF. */
export const TINY_GIF = Buffer.from('R0lGODlhAgABAIAAAAAAAP///yH5BAEAAAAALAAAAAACAAEAAAICBAoAOw==', 'base64');

/** A minimal PDF. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

export const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

type Entry = [name: string, value: string] | [name: string, value: Blob, filename: string];

/** A multipart body in the order given, ready for app.inject. */
export async function multipart(entries: Entry[]) {
  const form = new FormData();
  for (const [name, value, filename] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filename);
  }
  const request = new Request('http://podium.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** The signed fields as the spec's client sends them, after the file. */
export function signedFields(signature: UploadSignature, overrides: Record<string, string> = {}): Entry[] {
  const fields: Record<string, string> = {
    api_key: signature.apiKey,
    timestamp: String(signature.timestamp),
    signature: signature.signature,
    upload_preset: signature.uploadPreset,
    folder: signature.folder,
    ...overrides,
  };
  return Object.entries(fields);
}

export const fileEntry = (bytes: Buffer, type: string, filename: string): Entry => [
  'file',
  new Blob([bytes], { type }),
  filename,
];
