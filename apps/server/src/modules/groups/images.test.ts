// Issue 24, a group's images: an admin adds images uploaded through the one upload path, kept without their location
// (EXIF GPS, XMP), listed to members only, removed by admins; every refusal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GROUP_LIMITS } from '@podium/core/api';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { messages } from '../../test/factories.ts';
import { jpegWithLocation, uploadAs } from '../../test/group-files.ts';
import { type Person, useGroupsApp } from '../../test/groups.ts';
import { TINY_PNG } from '../../test/media-fixtures.ts';
import { KEPT_FILE } from '../media/storage.ts';
import { ONLY_ADMINS, ONLY_MEMBERS } from './policy.ts';
import { NO_UPLOAD } from './take-file.ts';

const { t, g } = useGroupsApp();

const stored = (publicId: string, format: string) =>
  readFileSync(join(t.dataDir, 'media', `${publicId}.${format}`));
const recorded = async (publicId: string) =>
  (await t.db.query('select 1 from media_files where public_id = $1', [publicId])).length > 0;

async function squad() {
  const cora = await g.coach('Cora Coach');
  const groupId = await g.makeGroup(cora, 'Photo Squad');
  const ann = await g.athlete('Ann Member');
  await g.addMember(groupId, cora, ann);
  const add = (who: Person, images: string[]) =>
    g.call('PUT', `/api/groups/${groupId}/images`, who, { type: who.profileType, images });
  const list = (who: Person) => g.call('GET', `/api/groups/${groupId}/images?type=${who.profileType}`, who);
  return { cora, ann, groupId, add, list };
}

describe('a group’s images', () => {
  it('keeps an admin’s JPEG without its GPS, XMP or any EXIF, shows it to members, and an admin removes it', async () => {
    const { cora, ann, groupId, add, list } = await squad();
    const photo = await jpegWithLocation();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const uploaded = await uploadAs(t, cora, 'groups', photo, 'image/jpeg', 'training.jpg');
    // Every upload loses its location as it lands (media/metadata.test.ts); the group's copy is made without it too.
    expect(stored(uploaded.public_id, 'jpg').includes('GPS')).toBe(false);

    const added = await add(cora, [uploaded.public_id]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      msg: 'Images Added!',
      images: [{ width: 16, height: 8, addedBy: { profileId: cora.profileId, name: 'Cora Coach' } }],
    });
    const [image] = added.json().images;
    const keptId: string = (await t.db.query<{ public_id: string }>('select public_id from group_images'))[0]
      ?.public_id as string;
    const kept = stored(keptId, 'jpg');
    const meta = await sharp(kept).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    for (const marker of ['GPS', 'Exif', 'Hackney', 'xmpmeta', 'PhoneCam'])
      expect(kept.includes(marker)).toBe(false);
    // The upload with the location is no longer counted, and is removed by a job; the copy is counted in its place.
    expect(await recorded(uploaded.public_id)).toBe(false);
    expect(await recorded(keptId)).toBe(true);
    await t.app.jobs.settled();
    expect(() => stored(uploaded.public_id, 'jpg')).toThrow();
    // The copy is served at its address, as profile images are.
    const served = await t.app.inject({ method: 'GET', url: new URL(image.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes('GPS')).toBe(false);

    // The copy is the group's: its adder neither deletes it as a file of theirs nor gives it to another group.
    const deleted = await g.call('DELETE', '/api/media/files', cora, { publicId: keptId });
    expect(deleted.statusCode).toBe(409);
    expect(messages(deleted.body)).toEqual([KEPT_FILE]);
    const other = await g.makeGroup(cora, 'Second Squad');
    const again = await g.call('PUT', `/api/groups/${other}/images`, cora, {
      type: 'coach',
      images: [keptId],
    });
    expect(messages(again.body)).toEqual([NO_UPLOAD]);

    const seen = await list(ann);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({ images: [image], nextCursor: null });
    const page = await g.read(groupId, ann);
    expect(page.json().activity[0]).toMatchObject({ kind: 'image', actor: { profileId: cora.profileId } });

    expect((await g.call('DELETE', `/api/groups/${groupId}/images/${image._id}`, ann)).statusCode).toBe(403);
    const removed = await g.call('DELETE', `/api/groups/${groupId}/images/${image._id}`, cora);
    expect(removed.json()).toEqual({ msg: 'Image Removed!' });
    expect((await list(ann)).json().images).toEqual([]);
    expect(await recorded(keptId)).toBe(false);
    const twice = await g.call('DELETE', `/api/groups/${groupId}/images/${image._id}`, cora);
    expect(twice.statusCode).toBe(404);
  });

  it('strips a PNG too, and adds several in one call', async () => {
    const { cora, add } = await squad();
    const png = await sharp(TINY_PNG)
      .png()
      .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1' } })
      .toBuffer();
    const first = await uploadAs(t, cora, 'groups', png, 'image/png', 'a.png');
    const second = await uploadAs(t, cora, 'groups', TINY_PNG, 'image/png', 'b.png');
    const added = await add(cora, [first.public_id, second.public_id]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().images).toHaveLength(2);
    const rows = await t.db.query<{ public_id: string }>(
      'select public_id from group_images where public_id like $1',
      [`groups/${cora.userId}/%`],
    );
    for (const row of rows)
      expect((await sharp(stored(row.public_id, 'png')).metadata()).exif).toBeUndefined();
  });

  it('refuses a member who is no admin, a non-member, another’s upload, another folder and too many', async () => {
    const { cora, ann, groupId, add, list } = await squad();
    const mine = await uploadAs(t, ann, 'groups', TINY_PNG, 'image/png', 'mine.png');
    expect(messages((await add(ann, [mine.public_id])).body)).toEqual([ONLY_ADMINS]);
    // Cora names Ann's upload: it is not hers to give.
    const others = await add(cora, [mine.public_id]);
    expect(others.statusCode).toBe(404);
    expect(messages(others.body)).toEqual([NO_UPLOAD]);
    const test = await uploadAs(t, cora, 'tests', TINY_PNG, 'image/png', 'test.png');
    const wrongFolder = await add(cora, [test.public_id]);
    expect(wrongFolder.statusCode).toBe(400);
    expect(messages(wrongFolder.body)).toEqual(['publicId: Upload it to the groups or images folder']);
    const tooMany = await add(
      cora,
      Array.from({ length: GROUP_LIMITS.imagesPerCall + 1 }, (_, i) => `groups/${cora.userId}/x${i}`),
    );
    expect(tooMany.statusCode).toBe(400);
    expect((await add(cora, [])).statusCode).toBe(400);

    const outsider = await g.coach('Otto Outsider');
    const asOutsider = await uploadAs(t, outsider, 'groups', TINY_PNG, 'image/png', 'o.png');
    expect(messages((await add(outsider, [asOutsider.public_id])).body)).toEqual([ONLY_MEMBERS]);
    expect(messages((await list(outsider)).body)).toEqual([ONLY_MEMBERS]);
    const noSession = await t.app.inject({ method: 'GET', url: `/api/groups/${groupId}/images?type=coach` });
    expect(noSession.statusCode).toBe(401);
  });

  it('holds a group to its images limit, and a removed member loses the images at once', async () => {
    const { cora, ann, groupId, add, list } = await squad();
    await t.db.query(
      `insert into group_images (group_id, public_id, format, url, added_by_profile_id, added_by_profile_type)
       select $1, 'groups/x/' || n, 'png', 'https://example.test/' || n, $2, 'coach'
         from generate_series(1, $3::int) n`,
      [groupId, cora.profileId, GROUP_LIMITS.imagesPerGroup],
    );
    const one = await uploadAs(t, cora, 'groups', TINY_PNG, 'image/png', 'one.png');
    const full = await add(cora, [one.public_id]);
    expect(full.statusCode).toBe(409);
    expect(messages(full.body)).toEqual([
      `A group keeps at most ${GROUP_LIMITS.imagesPerGroup} images: remove some first`,
    ]);
    // The upload refused stays the adder's, to use elsewhere.
    expect(await recorded(one.public_id)).toBe(true);

    expect((await list(ann)).json().nextCursor).toBe(24);
    expect((await g.remove(groupId, cora, ann)).statusCode).toBe(200);
    expect(messages((await list(ann)).body)).toEqual([ONLY_MEMBERS]);
  });

  it('gives its files back to their adder when the group goes', async () => {
    const { cora, groupId, add } = await squad();
    const uploaded = await uploadAs(t, cora, 'groups', TINY_PNG, 'image/png', 'keep.png');
    expect((await add(cora, [uploaded.public_id])).statusCode).toBe(200);
    const [kept] = await t.db.query<{ public_id: string }>(
      'select public_id from group_images where group_id = $1',
      [groupId],
    );
    await t.db.query('delete from groups where id = $1', [groupId]);
    const deleted = await g.call('DELETE', '/api/media/files', cora, { publicId: kept?.public_id });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });
});
