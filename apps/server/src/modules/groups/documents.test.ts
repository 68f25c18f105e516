// Issue 24, a group's documents: PDF and images only, the type read from the bytes; added by admins, or by a member
// answering a file request; served to members only by a link that expires; every refusal.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GROUP_LIMITS } from '@podium/core/api';
import { describe, expect, it } from 'vitest';
import { createLocalDiskProvider, deriveMediaSecret } from '../../providers/media/local-disk.ts';
import { createMinor } from '../../test/consent-helpers.ts';
import { messages } from '../../test/factories.ts';
import { jpegWithLocation, uploadAs } from '../../test/group-files.ts';
import { type Person, useGroupsApp } from '../../test/groups.ts';
import { fileEntry, multipart, TINY_PDF } from '../../test/media-fixtures.ts';
import { LINK_EXPIRED, LINK_FORGED } from '../media/service.ts';
import { ONLY_ADMINS_OR_ANSWERS } from './files.ts';
import { HIDDEN_PERSON, ONLY_ADMINS, ONLY_MEMBERS } from './policy.ts';
import { NO_SUCH_REQUEST, WRONG_KIND } from './requests.ts';

const { t, g } = useGroupsApp();

const REQUEST_ID = '5c0ffee0-0000-4000-8000-000000000001';
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

async function squad() {
  const cora = await g.coach('Cora Coach');
  const groupId = await g.makeGroup(cora, 'Paperwork Squad');
  const ann = await g.athlete('Ann Member');
  await g.addMember(groupId, cora, ann);
  const add = (who: Person, body: object) =>
    g.call('PUT', `/api/groups/${groupId}/documents`, who, { type: who.profileType, ...body });
  const list = (who: Person) =>
    g.call('GET', `/api/groups/${groupId}/documents?type=${who.profileType}`, who);
  const link = (who: Person, documentId: string) =>
    g.call('GET', `/api/groups/${groupId}/documents/${documentId}/link?type=${who.profileType}`, who);
  return { cora, ann, groupId, add, list, link };
}

/** A link as the browser opens it: no session, only the signed address. */
const open = (url: string) => {
  const { pathname, search } = new URL(url);
  return t.app.inject({ method: 'GET', url: `${pathname}${search}` });
};

describe('a group’s documents', () => {
  it('an admin adds a PDF; members list it and open it by a link; others, removed members and old links get none', async () => {
    const { cora, ann, groupId, add, list, link } = await squad();
    const pdf = await uploadAs(t, cora, 'documents', TINY_PDF, 'application/pdf', 'consent.pdf');
    const added = await add(cora, { publicId: pdf.public_id, name: 'Consent form' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      msg: 'Document Added!',
      document: {
        name: 'Consent form',
        format: 'pdf',
        requestId: null,
        addedBy: { profileId: cora.profileId },
      },
    });
    const { document } = added.json();
    expect((await list(ann)).json()).toEqual({ documents: [document], nextCursor: null });
    expect((await g.read(groupId, ann)).json().activity[0]).toMatchObject({ kind: 'document' });

    // Kept in the private folder: not at any /media address, only by a member's link.
    const [row] = await t.db.query<{ public_id: string }>(
      'select public_id from group_documents where id = $1',
      [document._id],
    );
    expect(row?.public_id.startsWith(`vault/${cora.userId}/`)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/media/${row?.public_id}.pdf` })).statusCode).toBe(404);
    const given = await link(ann, document._id);
    expect(given.statusCode, given.body).toBe(200);
    const { url, expiresAt } = given.json();
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(GROUP_LIMITS.documentLinkSeconds * 1000);
    const opened = await open(url);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.rawPayload.equals(TINY_PDF)).toBe(true);

    // A link altered to last longer is refused.
    const longer = new URL(url);
    longer.searchParams.set('expires_at', String(Number(longer.searchParams.get('expires_at')) + 3600));
    const forged = await open(longer.toString());
    expect(forged.statusCode).toBe(403);
    expect(messages(forged.body)).toEqual([LINK_FORGED]);
    // The file's address with a signature made up is refused, and one without a signature is no link at all.
    const [, , owner = '', id = ''] = new URL(url).pathname.split('/').slice(1);
    const guessed = await t.app.inject({
      method: 'GET',
      url: `/media-private/vault/${owner}/${id}?expires_at=9999999999&signature=${'0'.repeat(64)}`,
    });
    expect(guessed.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/media-private/vault/${owner}/${id}` })).statusCode,
    ).toBe(400);
    // A link that has expired is refused: signed by the server's own key, for a time now past.
    const secret = JSON.parse(readFileSync(join(t.dataDir, 'secrets.json'), 'utf8')).jwtSecret;
    const provider = createLocalDiskProvider({
      dataDir: t.dataDir,
      publicUrl: 'http://podium.test',
      secret: deriveMediaSecret(secret),
    });
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await open(
      provider.privateLink({ public_id: row?.public_id ?? '', resource_type: 'image', format: 'pdf' }, past),
    );
    expect(expired.statusCode).toBe(403);
    expect(messages(expired.body)).toEqual([LINK_EXPIRED]);

    const outsider = await g.coach('Otto Outsider');
    expect(messages((await link(outsider, document._id)).body)).toEqual([ONLY_MEMBERS]);
    expect(messages((await list(outsider)).body)).toEqual([ONLY_MEMBERS]);
    expect((await g.remove(groupId, cora, ann)).statusCode).toBe(200);
    expect(messages((await link(ann, document._id)).body)).toEqual([ONLY_MEMBERS]);
    expect(messages((await list(ann)).body)).toEqual([ONLY_MEMBERS]);

    // Removed: gone from the list, and a link handed out before finds nothing once its file is removed.
    const fresh = (await link(cora, document._id)).json().url;
    const removed = await g.call('DELETE', `/api/groups/${groupId}/documents/${document._id}`, cora);
    expect(removed.json()).toEqual({ msg: 'Document Removed!' });
    expect((await list(cora)).json().documents).toEqual([]);
    await t.app.jobs.settled();
    expect((await open(fresh)).statusCode).toBe(404);
    expect((await link(cora, document._id)).statusCode).toBe(404);
  });

  it('reads the type from the bytes: a .pdf holding HTML is refused, at upload and when the group takes it', async () => {
    const { cora, add } = await squad();
    const signed = await g.call('POST', '/api/cloudinary-signature', cora, { folder: 'documents' });
    const { payload, headers } = await multipart([
      fileEntry(HTML, 'application/pdf', 'minutes.pdf'),
      ...Object.entries<string>({
        api_key: signed.json().apiKey,
        timestamp: String(signed.json().timestamp),
        signature: signed.json().signature,
        upload_preset: signed.json().uploadPreset,
        folder: signed.json().folder,
      }),
    ]);
    const refused = await t.app.inject({ method: 'POST', url: '/api/media/upload', payload, headers });
    expect(refused.statusCode).toBe(415);
    // A provider that takes any bytes (Cloudinary takes uploads without us) holds HTML under a .pdf: the group reads
    // the file itself and refuses it.
    const pdf = await uploadAs(t, cora, 'documents', TINY_PDF, 'application/pdf', 'minutes.pdf');
    writeFileSync(join(t.dataDir, 'media', `${pdf.public_id}.pdf`), HTML);
    const taken = await add(cora, { publicId: pdf.public_id, name: 'Minutes' });
    expect(taken.statusCode).toBe(415);
    expect(messages(taken.body)).toEqual([
      'A document must be a PDF or an image (JPEG, PNG, WebP or GIF), read from the file itself',
    ]);
    expect(await t.db.query('select 1 from group_documents')).toEqual([]);
  });

  it('an image document loses its location too', async () => {
    const { cora, add, link } = await squad();
    const photo = await uploadAs(t, cora, 'documents', await jpegWithLocation(), 'image/jpeg', 'kit.jpg');
    const added = await add(cora, { publicId: photo.public_id, name: 'Kit list' });
    expect(added.statusCode, added.body).toBe(200);
    const opened = await open((await link(cora, added.json().document._id)).json().url);
    expect(opened.headers['content-type']).toBe('image/jpeg');
    for (const marker of ['GPS', 'Exif', 'Hackney']) expect(opened.rawPayload.includes(marker)).toBe(false);
  });

  it('a member adds one only to answer a file request; only admins remove; the limit holds', async () => {
    const { cora, ann, groupId, add } = await squad();
    const pdf = await uploadAs(t, ann, 'documents', TINY_PDF, 'application/pdf', 'result.pdf');
    expect(messages((await add(ann, { publicId: pdf.public_id, name: 'My result' })).body)).toEqual([
      ONLY_ADMINS_OR_ANSWERS,
    ]);
    // Only a file request of this group that asked the member takes a document as its answer.
    const unknown = await add(ann, { publicId: pdf.public_id, name: 'My result', requestId: REQUEST_ID });
    expect(unknown.statusCode).toBe(404);
    expect(messages(unknown.body)).toEqual([NO_SUCH_REQUEST]);
    const asked = (kind: string, body: object) =>
      g.call('PUT', `/api/groups/${groupId}/${kind}`, cora, { type: 'coach', ...body });
    const testRequestId: string = (await asked('test-request', { test: 'verticalJump' })).json().requestId;
    const wrongKind = await add(ann, {
      publicId: pdf.public_id,
      name: 'My result',
      requestId: testRequestId,
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(messages(wrongKind.body)).toEqual([WRONG_KIND('test')]);
    const requestId: string = (await asked('file-request', { text: 'Your result sheet' })).json().requestId;
    const answered = await add(ann, { publicId: pdf.public_id, name: 'My result', requestId });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().document).toMatchObject({ requestId, addedBy: { profileId: ann.profileId } });
    const documentId = answered.json().document._id;
    // The coach sees who answered, with the document, and the feed says so.
    const detail = await g.call('GET', `/api/groups/${groupId}/requests/${requestId}?type=coach`, cora);
    expect(detail.json().answered).toEqual([
      expect.objectContaining({ answer: { kind: 'document', id: documentId } }),
    ]);
    expect((await g.read(groupId, cora)).json().activity[0]).toMatchObject({ kind: 'answer' });
    expect(
      messages((await g.call('DELETE', `/api/groups/${groupId}/documents/${documentId}`, ann)).body),
    ).toEqual([ONLY_ADMINS]);
    expect((await add(cora, { publicId: pdf.public_id, name: 'x', requestId: 'nope' })).statusCode).toBe(400);

    await t.db.query(
      `insert into group_documents (group_id, public_id, resource_type, format, bytes, name, added_by_profile_id,
                                    added_by_profile_type)
       select $1, 'vault/x/' || n, 'image', 'pdf', 1, 'Old ' || n, $2, 'coach' from generate_series(1, $3::int) n`,
      [groupId, cora.profileId, GROUP_LIMITS.documentsPerGroup - 1],
    );
    const last = await uploadAs(t, cora, 'documents', TINY_PDF, 'application/pdf', 'last.pdf');
    const full = await add(cora, { publicId: last.public_id, name: 'One too many' });
    expect(full.statusCode).toBe(409);
    expect(messages(full.body)).toEqual([
      `A group keeps at most ${GROUP_LIMITS.documentsPerGroup} documents: remove some first`,
    ]);
  });

  it('a minor the one rule hides adds nothing, and a document they added shows no name', async () => {
    const { cora, groupId, add, list } = await squad();
    const made = await createMinor(t, { name: 'Kit Young' });
    const kid: Person = { ...made, userId: made.user._id, profileType: 'athlete' };
    // A member from before their consent was withdrawn: shown to nobody since (slice 1).
    await t.db.query(
      `insert into group_members (group_id, member_profile_id, member_profile_type, role)
       values ($1, $2, 'athlete', 'member')`,
      [groupId, kid.profileId],
    );
    const pdf = await uploadAs(t, kid, 'documents', TINY_PDF, 'application/pdf', 'kid.pdf');
    const refused = await add(kid, { publicId: pdf.public_id, name: 'Form', requestId: REQUEST_ID });
    expect(refused.statusCode).toBe(403);
    expect(messages(refused.body)).toEqual([HIDDEN_PERSON]);
    await t.db.query(
      `insert into group_documents (group_id, public_id, resource_type, format, bytes, name, added_by_profile_id,
                                    added_by_profile_type)
       values ($1, 'vault/x/kid', 'image', 'pdf', 1, 'Old form', $2, 'athlete')`,
      [groupId, kid.profileId],
    );
    expect((await list(cora)).json().documents).toEqual([
      expect.objectContaining({ name: 'Old form', addedBy: null }),
    ]);
  });
});
