// Issue 24, a group's files and the adder's storage: the group's copy replaces the upload in the adder's storage, and a
// copy that comes out larger than its upload (an image encoded again) must fit in what is left.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, messages } from '../../test/factories.ts';
import { groupCalls } from '../../test/groups.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { dataUrl } from '../../test/media-fixtures.ts';
import { stripMetadata } from '../media/strip.ts';

let t: TestApp;
let g: ReturnType<typeof groupCalls>;
let png: Buffer;
let growth: number;
beforeAll(async () => {
  // Four colours in a palette at the highest compression: sharp's plain encoding of it is larger.
  const pixels = Buffer.from(Array.from({ length: 32 * 32 * 3 }, (_, i) => (i * 7919) % 251));
  png = await sharp(pixels, { raw: { width: 32, height: 32, channels: 3 } })
    .png({ palette: true, colours: 4, compressionLevel: 9 })
    .toBuffer();
  const copy = await stripMetadata(png, { mime: 'image/png', ext: 'png', resourceType: 'image' });
  growth = copy.bytes.length - png.length;
  t = await createTestApp({ env: { MEDIA_QUOTA_BYTES: String(png.length + growth - 1) } });
  g = groupCalls(t);
});
afterAll(async () => {
  await t.close();
});

describe('a group’s copies and the adder’s storage', () => {
  it('refuses a copy that would take the adder past their storage, and keeps their upload', async () => {
    expect(growth).toBeGreaterThan(0);
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Full Squad');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: auth(cora.token),
      payload: { data: dataUrl('image/png', png), userId: cora.userId },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const publicId: string = uploaded.json().public_id;
    const added = await g.call('PUT', `/api/groups/${groupId}/images`, cora, {
      type: 'coach',
      images: [publicId],
    });
    expect(added.statusCode).toBe(413);
    expect(messages(added.body)[0]).toContain(`the group's copies need ${growth} bytes more`);
    const files = await t.db.query<{ public_id: string }>(
      'select public_id from media_files where owner_id = $1',
      [cora.userId],
    );
    expect(files).toEqual([{ public_id: publicId }]);
  });
});
