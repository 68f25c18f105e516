// Issue 24, a group's files with Cloudinary holding the media: the group reads the browser's upload back from
// Cloudinary, keeps its copy (a document as type authenticated, an image without its location, which must fit the
// adder's storage), and a member's link is Cloudinary's signed download, which expires; images the server stores there
// go without their metadata. Cloudinary is answered in memory, its signature checked as it would.
import type { UploadSignature } from '@podium/core/api';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signParams } from '../../providers/media/signature.ts';
import { messages } from '../../test/factories.ts';
import { createFakeCloudinary } from '../../test/fake-cloudinary.ts';
import { jpegWithLocation } from '../../test/group-files.ts';
import { groupCalls, type Person, useGroupsApp } from '../../test/groups.ts';
import { createTestApp } from '../../test/harness.ts';
import { dataUrl, TINY_PDF } from '../../test/media-fixtures.ts';
import { stripMetadata } from '../media/strip.ts';

const SECRET = 'abcd';
const cloudinary = createFakeCloudinary('demo');
/** The bytes Cloudinary holds, by public id, and the delivery type each was stored as. */
const held = new Map<string, { bytes: Buffer; type: string }>();

/** Cloudinary's delivery and download, beside the fake's upload and Admin API. */
const fetchCloudinary: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const delivery = /^\/demo\/image\/upload\/(.+)\.\w+$/.exec(url.pathname);
  if (url.host === 'res.cloudinary.com' && delivery?.[1]) {
    const file = held.get(delivery[1]);
    return file && file.type === 'upload'
      ? new Response(file.bytes)
      : new Response('Not found', { status: 404 });
  }
  if (url.pathname === '/v1_1/demo/image/download') {
    const { signature, api_key: _key, ...signed } = Object.fromEntries(url.searchParams);
    const file = held.get(signed.public_id ?? '');
    if (signature !== signParams(signed, SECRET)) return new Response('Bad signature', { status: 401 });
    if (Number(signed.expires_at) <= Date.now() / 1000) return new Response('Expired', { status: 401 });
    return file && file.type === signed.type
      ? new Response(file.bytes)
      : new Response('Not found', { status: 404 });
  }
  const form = init?.body;
  const answer = await cloudinary.fetch(input, init);
  if (form instanceof FormData && url.pathname.endsWith('/auto/upload')) {
    const file = form.get('file');
    const stored = (await answer.clone().json()) as { public_id: string };
    if (file instanceof Blob) {
      held.set(stored.public_id, {
        bytes: Buffer.from(await file.arrayBuffer()),
        type: String(form.get('type') ?? 'upload'),
      });
    }
  }
  return answer;
};

const { t, g } = useGroupsApp({
  env: { CLOUDINARY_URL: `cloudinary://123456789012345:${SECRET}@demo` },
  mediaFetch: fetchCloudinary,
});

/** What a browser does: sign, upload straight to Cloudinary (without us), report the file to us. */
async function uploadToCloudinary(person: Person, folder: string, bytes: Buffer, format: string, calls = g) {
  const signed = await calls.call('POST', '/api/cloudinary-signature', person, { folder });
  expect(signed.statusCode, signed.body).toBe(200);
  const signature = signed.json<UploadSignature>();
  const publicId = `${signature.folder}/f${held.size}`;
  cloudinary.upload({ public_id: publicId, resource_type: 'image', format, bytes: bytes.length });
  held.set(publicId, { bytes, type: 'upload' });
  const reported = await calls.call('POST', '/api/media/files', person, {
    signature: signature.signature,
    publicId,
    resourceType: 'image',
  });
  expect(reported.statusCode, reported.body).toBe(200);
  return publicId;
}

describe('a group’s files on Cloudinary', () => {
  it('keeps a document as authenticated, links members to a signed download that expires, and strips images', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Cloud Squad');
    const ann = await g.athlete('Ann Member');
    await g.addMember(groupId, cora, ann);

    const pdf = await uploadToCloudinary(cora, 'documents', TINY_PDF, 'pdf');
    const added = await g.call('PUT', `/api/groups/${groupId}/documents`, cora, {
      type: 'coach',
      publicId: pdf,
      name: 'Medical form',
    });
    expect(added.statusCode, added.body).toBe(200);
    const kept = [...held].find(([id]) => id.startsWith(`vault/${cora.userId}/`));
    expect(kept?.[1].type).toBe('authenticated');
    // Its plain delivery address holds nothing: Cloudinary serves it only through a signed link.
    const plain = await fetchCloudinary(`https://res.cloudinary.com/demo/image/upload/${kept?.[0]}.pdf`);
    expect(plain.status).toBe(404);

    const given = await g.call(
      'GET',
      `/api/groups/${groupId}/documents/${added.json().document._id}/link?type=athlete`,
      ann,
    );
    expect(given.statusCode, given.body).toBe(200);
    const link = new URL(given.json().url);
    expect(`${link.origin}${link.pathname}`).toBe('https://api.cloudinary.com/v1_1/demo/image/download');
    expect(link.searchParams.get('type')).toBe('authenticated');
    const opened = await fetchCloudinary(link.toString());
    expect(opened.status).toBe(200);
    expect(Buffer.from(await opened.arrayBuffer()).equals(TINY_PDF)).toBe(true);
    // Past its expiry Cloudinary refuses it; altered to last longer, its signature no longer holds.
    link.searchParams.set('expires_at', String(Math.floor(Date.now() / 1000) - 1));
    expect((await fetchCloudinary(link.toString())).status).toBe(401);
    const outsider = await g.coach('Otto Outsider');
    const refused = await g.call(
      'GET',
      `/api/groups/${groupId}/documents/${added.json().document._id}/link?type=coach`,
      outsider,
    );
    expect(refused.statusCode).toBe(403);

    const photo = await uploadToCloudinary(cora, 'groups', await jpegWithLocation(), 'jpg');
    const images = await g.call('PUT', `/api/groups/${groupId}/images`, cora, {
      type: 'coach',
      images: [photo],
    });
    expect(images.statusCode, images.body).toBe(200);
    const copy = [...held].find(([id]) => id.startsWith(`groups/${cora.userId}/`) && id !== photo);
    expect(copy).toBeDefined();
    expect((await sharp(copy?.[1].bytes).metadata()).exif).toBeUndefined();
    expect(copy?.[1].bytes.includes('GPS')).toBe(false);
    // The uploads the copies were made from are removed at Cloudinary.
    await t.app.jobs.settled();
    expect(cloudinary.has(pdf)).toBe(false);
    expect(cloudinary.has(photo)).toBe(false);
  });
});

describe('images the server stores at Cloudinary', () => {
  it('sends a data URL image without its location, upright', async () => {
    const ann = await g.athlete('Ann Photo');
    const sent = await g.call('POST', '/api/upload', ann, {
      data: dataUrl('image/jpeg', await jpegWithLocation(6)),
      userId: ann.userId,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const bytes = held.get(sent.json().public_id)?.bytes;
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 8, height: 16 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  // A browser's upload reaches Cloudinary without us, so the group's copy is made without metadata again, and an
  // image encoded again can come out larger than its upload.
  it('refuses a group copy that would take the adder past their storage, and keeps their upload', async () => {
    // Four colours in a palette at the highest compression: sharp's plain encoding of it is larger.
    const pixels = Buffer.from(Array.from({ length: 32 * 32 * 3 }, (_, i) => (i * 7919) % 251));
    const png = await sharp(pixels, { raw: { width: 32, height: 32, channels: 3 } })
      .png({ palette: true, colours: 4, compressionLevel: 9 })
      .toBuffer();
    const copy = await stripMetadata(png, { mime: 'image/png', ext: 'png', resourceType: 'image' });
    const growth = copy.bytes.length - png.length;
    expect(growth).toBeGreaterThan(0);
    const small = await createTestApp({
      env: {
        CLOUDINARY_URL: `cloudinary://123456789012345:${SECRET}@demo`,
        // A signature keeps room for the largest file its folder takes: no more than this upload.
        MEDIA_MAX_VIDEO_BYTES: String(png.length),
        MEDIA_QUOTA_BYTES: String(png.length + growth - 1),
      },
      mediaFetch: fetchCloudinary,
    });
    try {
      const calls = groupCalls(small);
      const cora = await calls.coach('Cora Coach');
      const groupId = await calls.makeGroup(cora, 'Full Squad');
      const publicId = await uploadToCloudinary(cora, 'groups', png, 'png', calls);
      const added = await calls.call('PUT', `/api/groups/${groupId}/images`, cora, {
        type: 'coach',
        images: [publicId],
      });
      expect(added.statusCode).toBe(413);
      expect(messages(added.body)[0]).toContain(`the group's copies need ${growth} bytes more`);
      const files = await small.db.query<{ public_id: string }>(
        'select public_id from media_files where owner_id = $1',
        [cora.userId],
      );
      expect(files).toEqual([{ public_id: publicId }]);
    } finally {
      await small.close();
    }
  });
});
