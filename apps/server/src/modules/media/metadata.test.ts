// Every image that enters through the upload path is kept without its location and other metadata (EXIF with GPS,
// XMP, IPTC), upright and in its own format: profile and cover photos, test images, overlay cards, group and document
// uploads alike, by data URL or by the local provider's signed form. Videos and PDFs are kept as they came.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOAD_FOLDERS } from '@podium/core/api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, messages } from '../../test/factories.ts';
import { jpegWithLocation, uploadAs } from '../../test/group-files.ts';
import { groupCalls, type Person } from '../../test/groups.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { dataUrl, fileEntry, multipart, signedFields, TINY_PDF, tinyMp4 } from '../../test/media-fixtures.ts';
import { UNREADABLE_IMAGE } from './strip.ts';

let t: TestApp;
let person: Person;
/** Shot with the phone held upright: stored 16x8 with EXIF orientation 6, shown 8x16. */
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  person = await groupCalls(t).athlete('Ann Athlete');
  photo = await jpegWithLocation(6);
});
afterAll(async () => {
  await t.close();
});

const stored = (publicId: string, format: string) =>
  readFileSync(join(t.dataDir, 'media', `${publicId}.${format}`));

/** The stored file is a JPEG with no metadata but its colour, turned upright, and nothing of the place or phone. */
async function expectClean(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('jpeg');
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect({ width: meta.width, height: meta.height }).toEqual({ width: 8, height: 16 });
  for (const marker of ['Exif', 'Hackney', 'xmpmeta', 'PhoneCam']) expect(bytes.includes(marker)).toBe(false);
}

const postDataUrl = (url: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: auth(person.token), payload });

describe('an image sent as a data URL', () => {
  it('is kept without its location: a profile photo, upright, and served that way', async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await postDataUrl('/api/upload', {
      data: dataUrl('image/jpeg', photo),
      userId: person.userId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { url, public_id } = response.json();
    await expectClean(stored(public_id, 'jpg'));
    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    await expectClean(served.rawPayload);
    // Counted at the size it is kept at.
    const [row] = await t.db.query<{ bytes: number }>('select bytes from media_files where public_id = $1', [
      public_id,
    ]);
    expect(Number(row?.bytes)).toBe(stored(public_id, 'jpg').length);
  });

  it('is kept without its location: an overlay card', async () => {
    const response = await postDataUrl('/api/upload/dynamic', { dataURL: dataUrl('image/jpeg', photo) });
    expect(response.statusCode, response.body).toBe(200);
    await expectClean(stored(response.json().public_id, 'jpg'));
  });

  it('keeps PNG and WebP in their format without their EXIF', async () => {
    for (const format of ['png', 'webp'] as const) {
      const image = await sharp(photo)
        .toFormat(format)
        .withExif({ IFD0: { Make: 'PhoneCam' } })
        .toBuffer();
      expect((await sharp(image).metadata()).exif).toBeDefined();
      const response = await postDataUrl('/api/upload', {
        data: dataUrl(`image/${format}`, image),
        userId: person.userId,
      });
      expect(response.statusCode, response.body).toBe(200);
      const kept = await sharp(stored(response.json().public_id, format)).metadata();
      expect(kept.format).toBe(format);
      expect(kept.exif).toBeUndefined();
    }
  });
});

describe('an image uploaded with a signature (local provider)', () => {
  it('is kept without its location in every folder: profile and cover photos, test images, groups, documents', async () => {
    for (const folder of UPLOAD_FOLDERS) {
      const asset = await uploadAs(t, person, folder, photo, 'image/jpeg', 'photo.jpg');
      await expectClean(stored(asset.public_id, 'jpg'));
      // The answer describes the file as kept.
      expect(asset).toMatchObject({ width: 8, height: 16, bytes: stored(asset.public_id, 'jpg').length });
    }
  });

  it('keeps a video and a PDF byte for byte', async () => {
    const video = tinyMp4();
    const clip = await uploadAs(t, person, 'highlights', video, 'video/mp4', 'clip.mp4');
    expect(stored(clip.public_id, clip.format).equals(video)).toBe(true);
    const pdf = await uploadAs(t, person, 'documents', TINY_PDF, 'application/pdf', 'plan.pdf');
    expect(stored(pdf.public_id, 'pdf').equals(TINY_PDF)).toBe(true);
  });

  it('refuses an image it cannot read, and keeps nothing of it', async () => {
    const broken = Buffer.concat([photo.subarray(0, 200), Buffer.alloc(2000, 0x41)]);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/cloudinary-signature',
      headers: auth(person.token),
      payload: { folder: 'profiles' },
    });
    const { payload, headers } = await multipart([
      fileEntry(broken, 'image/jpeg', 'broken.jpg'),
      ...signedFields(signed.json()),
    ]);
    const filesOf = async () =>
      (await t.db.query('select 1 from media_files where owner_id = $1', [person.userId])).length;
    const filesBefore = await filesOf();
    const partsBefore = readdirSync(join(t.dataDir, 'media-incoming')).length;
    const response = await t.app.inject({ method: 'POST', url: '/api/media/upload', payload, headers });
    expect(response.statusCode).toBe(400);
    expect(messages(response.body)).toEqual([UNREADABLE_IMAGE]);
    expect(readdirSync(join(t.dataDir, 'media-incoming')).length).toBe(partsBefore);
    expect(await filesOf()).toBe(filesBefore);
  });
});
