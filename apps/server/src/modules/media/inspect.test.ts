// Pure pieces of the media module: Range parsing, image sizes from headers, the folder rules.
import { describe, expect, it } from 'vitest';
import { TINY_GIF, TINY_PNG } from '../../test/media-fixtures.ts';
import { imageSize } from './inspect.ts';
import { isStoredPath, parseOwnFolder } from './policy.ts';
import { parseRange } from './service.ts';

const USER = '5896234b-7fd0-4337-8815-658998a257d4';

describe('parseRange', () => {
  it('reads one range in each of its three forms, clamped to the file', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('sends the whole file for no header, a malformed one, or several ranges', () => {
    for (const header of [undefined, '', 'bytes=', 'bytes=-', 'items=0-1', 'bytes=5-1', 'bytes=0-1,5-6']) {
      expect(parseRange(header, 100)).toBeNull();
    }
  });

  it('calls a range past the end unsatisfiable', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1', 0)).toBe('unsatisfiable');
  });
});

describe('imageSize', () => {
  it('reads PNG and GIF headers', () => {
    expect(imageSize(TINY_PNG, 'image/png')).toEqual({ width: 1, height: 1 });
    expect(imageSize(TINY_GIF, 'image/gif')).toEqual({ width: 2, height: 1 });
  });

  it('finds a JPEG frame header after other segments', () => {
    const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46]);
    const sof0 = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0x01, 0x2c, 0x02, 0x80, 0x01, 0x01, 0x11, 0x00]);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.alloc(8)]);
    expect(imageSize(jpeg, 'image/jpeg')).toEqual({ width: 640, height: 300 });
  });

  it('reads the three WebP flavours', () => {
    const riff = (chunk: string, body: Buffer) =>
      Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP'), Buffer.from(chunk), Buffer.alloc(4), body]);
    // Frame tag (3 bytes) and start code (3 bytes) come before the size.
    const lossy = Buffer.alloc(10);
    lossy.writeUInt16LE(320, 6);
    lossy.writeUInt16LE(200, 8);
    expect(imageSize(riff('VP8 ', lossy), 'image/webp')).toEqual({ width: 320, height: 200 });
    const lossless = Buffer.alloc(5);
    lossless[0] = 0x2f;
    lossless.writeUInt32LE((320 - 1) | ((200 - 1) << 14), 1);
    expect(imageSize(riff('VP8L', lossless), 'image/webp')).toEqual({ width: 320, height: 200 });
    const extended = Buffer.alloc(10);
    extended.writeUIntLE(320 - 1, 4, 3);
    extended.writeUIntLE(200 - 1, 7, 3);
    expect(imageSize(riff('VP8X', extended), 'image/webp')).toEqual({ width: 320, height: 200 });
  });

  it('says unknown rather than guessing from a cut header', () => {
    expect(imageSize(TINY_PNG.subarray(0, 12), 'image/png')).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0x00]), 'image/jpeg')).toBeNull();
  });
});

describe('folder rules', () => {
  it('knows the signed folders it hands out and nothing else', () => {
    expect(parseOwnFolder(`tests/${USER}`)).toEqual({ folder: 'tests', owner: USER });
    for (const folder of [
      'tests',
      `secrets/${USER}`,
      `tests/${USER}/more`,
      'tests/..',
      `tests/${USER.toUpperCase()}`,
    ]) {
      expect(parseOwnFolder(folder)).toBeNull();
    }
  });

  it('serves only names the store produces', () => {
    expect(isStoredPath('tests', USER, '0123456789abcdef0123.mp4')).toBe(true);
    expect(isStoredPath('tests', USER, '0123456789abcdef0123.html')).toBe(false);
    expect(isStoredPath('tests', USER, '../secrets.json')).toBe(false);
    expect(isStoredPath('tests', '..', '0123456789abcdef0123.mp4')).toBe(false);
  });
});
