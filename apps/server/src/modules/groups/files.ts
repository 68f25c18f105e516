// A group's images and documents (issue 24, slice 2): admins add and remove them; a member adds a document only as
// the answer to a file request; only members see them, and a document reaches a member by a link that expires.
import {
  type AddGroupDocument,
  type AddGroupImages,
  DOCUMENT_TYPES,
  type DocumentLink,
  GROUP_DOCUMENTS_PAGE,
  GROUP_IMAGES_PAGE,
  GROUP_LIMITS,
  type GroupDocument,
  type GroupDocuments,
  type GroupImage,
  type GroupImages,
  IMAGE_TYPES,
  type ProfileKind,
  type ProfileRef,
} from '@podium/core/api';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { PRIVATE_FOLDER } from '../../providers/media/provider.ts';
import type { Account } from '../auth/account.ts';
import { cardOf, findProfiles, isVisibleTo, ownedProfiles, profileKey } from '../profiles/profiles.ts';
import * as files from './file-store.ts';
import { assertAdmin, assertFound, assertMember, isAdminRole } from './policy.ts';
import { answerRequest, assertFileAnswer } from './requests.ts';
import { assertShowable, myProfile } from './shared.ts';
import * as store from './store.ts';
import {
  discardTaken,
  dropKept,
  type GroupFilesDeps,
  landTaken,
  type Taken,
  takeUpload,
} from './take-file.ts';

export type { GroupFilesDeps } from './take-file.ts';

export const ONLY_ADMINS_OR_ANSWERS =
  'Only the group’s owner and admins add documents; a member adds one only to answer a file request (requestId)';
export const NO_IMAGE = 'imageId: No such image in this group';
export const NO_DOCUMENT = 'documentId: No such document in this group';

const IMAGE_RULES = {
  from: ['groups', 'images'],
  to: 'groups',
  accepts: IMAGE_TYPES,
  wrongType: 'Upload a JPEG, PNG, WebP or GIF image',
};
const DOCUMENT_RULES = {
  from: ['documents'],
  to: PRIVATE_FOLDER,
  accepts: [...DOCUMENT_TYPES, ...IMAGE_TYPES],
  wrongType: 'A document must be a PDF or an image (JPEG, PNG, WebP or GIF), read from the file itself',
};

/** The adders' cards as the viewer may see them (core isDiscoverable); hidden and gone ones are null. */
async function addersAsSeen(
  deps: GroupFilesDeps,
  rows: readonly (files.ImageRow | files.DocumentRow)[],
  viewerId: string,
) {
  const refs: ProfileRef[] = rows.map((row) => ({
    profileId: row.added_by_profile_id,
    profileType: row.added_by_profile_type,
  }));
  const found = await findProfiles(deps.db, refs);
  return (row: files.ImageRow | files.DocumentRow) => {
    const profile = found.get(
      profileKey({ profileId: row.added_by_profile_id, profileType: row.added_by_profile_type }),
    );
    return profile && isVisibleTo(profile, viewerId) ? cardOf(profile) : null;
  };
}

const presentImage = (row: files.ImageRow, addedBy: GroupImage['addedBy']): GroupImage => ({
  _id: row.id,
  url: row.url,
  width: row.width,
  height: row.height,
  addedBy,
  addedAt: row.added_at.toISOString(),
});

const presentDocument = (row: files.DocumentRow, addedBy: GroupDocument['addedBy']): GroupDocument => ({
  _id: row.id,
  name: row.name,
  format: row.format,
  bytes: row.bytes,
  addedBy,
  addedAt: row.added_at.toISOString(),
  requestId: row.request_id,
});

/** The caller's profile of `type`, a member of the group (403 otherwise; 404 no such group). */
async function memberAs(deps: GroupFilesDeps, account: Account, groupId: string, type: ProfileKind) {
  assertFound(await store.findGroup(deps.db, groupId));
  const me = await myProfile(deps.db, account, type);
  return { me, member: assertMember(await store.findMember(deps.db, groupId, me)) };
}

/** The caller's highest membership among their profiles (a removal names no profile to act as). */
async function adminOf(deps: GroupFilesDeps, account: Account, groupId: string) {
  assertFound(await store.findGroup(deps.db, groupId));
  const [highest] = await store.findMemberships(deps.db, groupId, await ownedProfiles(deps.db, account.id));
  return assertAdmin(highest);
}

/** PUT /api/groups/{id}/images: an admin adds images they uploaded; each kept without its location data. */
export async function addImages(
  deps: GroupFilesDeps,
  account: Account,
  groupId: string,
  input: AddGroupImages,
) {
  const { me, member } = await memberAs(deps, account, groupId, input.type);
  assertAdmin(member);
  const publicIds = [...new Set(input.images)];
  const roomFor = GROUP_LIMITS.imagesPerGroup - (await files.countImages(deps.db, groupId));
  const full = conflict(`A group keeps at most ${GROUP_LIMITS.imagesPerGroup} images: remove some first`);
  if (publicIds.length > roomFor) throw full;
  const taken: Taken[] = [];
  try {
    for (const publicId of publicIds) taken.push(await takeUpload(deps, account.id, publicId, IMAGE_RULES));
    const rows = await deps.db.transaction(async (tx) => {
      assertFound(await store.lockGroup(tx, groupId));
      // Checked again under the group's lock: two calls at once cannot pass the limit together.
      if ((await files.countImages(tx, groupId)) + taken.length > GROUP_LIMITS.imagesPerGroup) throw full;
      assertAdmin(await store.findMember(tx, groupId, me));
      await landTaken(deps, tx, account.id, taken);
      const added: files.ImageRow[] = [];
      for (const { asset } of taken) {
        added.push(
          await files.insertImage(tx, groupId, me, {
            publicId: asset.public_id,
            format: asset.format,
            url: asset.secure_url,
            width: asset.width ?? null,
            height: asset.height ?? null,
          }),
        );
      }
      await store.insertActivity(tx, groupId, 'image', me);
      return added;
    });
    const adder = await addersAsSeen(deps, rows, account.id);
    return { msg: 'Images Added!', images: rows.map((row) => presentImage(row, adder(row))) };
  } catch (error) {
    await discardTaken(deps, taken);
    throw error;
  }
}

/** DELETE /api/groups/{id}/images/{imageId}: an admin removes one; its file goes by a job. */
export async function removeImage(deps: GroupFilesDeps, account: Account, groupId: string, imageId: string) {
  await adminOf(deps, account, groupId);
  await deps.db.transaction(async (tx) => {
    const row = await files.deleteImage(tx, groupId, imageId);
    if (!row) throw notFound(NO_IMAGE);
    await dropKept(deps, tx, { public_id: row.public_id, resource_type: 'image', format: row.format });
  });
  return { msg: 'Image Removed!' };
}

/** A page of a group's files, newest first, to members only: images and documents alike. */
async function pageOf<Row extends files.ImageRow | files.DocumentRow, Shown>(
  deps: GroupFilesDeps,
  viewer: { account: Account; groupId: string; type: ProfileKind; cursor: number },
  kind: {
    size: number;
    list(db: GroupFilesDeps['db'], groupId: string, offset: number, limit: number): Promise<Row[]>;
    present(row: Row, addedBy: GroupImage['addedBy']): Shown;
  },
) {
  const { account, groupId, type, cursor } = viewer;
  await memberAs(deps, account, groupId, type);
  const rows = await kind.list(deps.db, groupId, cursor, kind.size + 1);
  const page = rows.slice(0, kind.size);
  const adder = await addersAsSeen(deps, page, account.id);
  return {
    shown: page.map((row) => kind.present(row, adder(row))),
    nextCursor: rows.length > kind.size ? cursor + kind.size : null,
  };
}

/** GET /api/groups/{id}/images: members only, newest first. */
export async function listImages(
  deps: GroupFilesDeps,
  account: Account,
  groupId: string,
  type: ProfileKind,
  cursor = 0,
): Promise<GroupImages> {
  const { shown, nextCursor } = await pageOf(
    deps,
    { account, groupId, type, cursor },
    { size: GROUP_IMAGES_PAGE, list: files.listImages, present: presentImage },
  );
  return { images: shown, nextCursor };
}

/**
 * PUT /api/groups/{id}/documents: an admin adds a PDF or an image; a member only with the requestId of the file
 * request it answers. Kept in the provider's private storage: members fetch it by an expiring link.
 */
export async function addDocument(
  deps: GroupFilesDeps,
  account: Account,
  groupId: string,
  input: AddGroupDocument,
) {
  const { me, member } = await memberAs(deps, account, groupId, input.type);
  if (!isAdminRole(member.role) && !input.requestId) throw forbidden(ONLY_ADMINS_OR_ANSWERS);
  // A person the one rule hides shows nobody anything, their name on a document included.
  await assertShowable(deps.db, me);
  if (input.requestId) await assertFileAnswer(deps.db, groupId, input.requestId, me);
  const full = conflict(
    `A group keeps at most ${GROUP_LIMITS.documentsPerGroup} documents: remove some first`,
  );
  if ((await files.countDocuments(deps.db, groupId)) >= GROUP_LIMITS.documentsPerGroup) throw full;
  const taken = await takeUpload(deps, account.id, input.publicId, DOCUMENT_RULES);
  try {
    const row = await deps.db.transaction(async (tx) => {
      assertFound(await store.lockGroup(tx, groupId));
      if ((await files.countDocuments(tx, groupId)) >= GROUP_LIMITS.documentsPerGroup) throw full;
      assertMember(await store.findMember(tx, groupId, me));
      await landTaken(deps, tx, account.id, [taken]);
      const added = await files.insertDocument(tx, groupId, me, {
        publicId: taken.asset.public_id,
        resourceType: taken.asset.resource_type === 'image' ? 'image' : 'raw',
        format: taken.asset.format,
        bytes: taken.asset.bytes,
        name: input.name,
        requestId: input.requestId ?? null,
      });
      // An answer to a file request is the request's answer in the feed; any other document is a document.
      if (input.requestId) {
        await answerRequest(tx, deps.jobs, groupId, input.requestId, me, { kind: 'document', id: added.id });
      } else await store.insertActivity(tx, groupId, 'document', me);
      return added;
    });
    const adder = await addersAsSeen(deps, [row], account.id);
    return { msg: 'Document Added!', document: presentDocument(row, adder(row)) };
  } catch (error) {
    await discardTaken(deps, [taken]);
    throw error;
  }
}

/** GET /api/groups/{id}/documents: members only, newest first. */
export async function listDocuments(
  deps: GroupFilesDeps,
  account: Account,
  groupId: string,
  type: ProfileKind,
  cursor = 0,
): Promise<GroupDocuments> {
  const { shown, nextCursor } = await pageOf(
    deps,
    { account, groupId, type, cursor },
    { size: GROUP_DOCUMENTS_PAGE, list: files.listDocuments, present: presentDocument },
  );
  return { documents: shown, nextCursor };
}

/** DELETE /api/groups/{id}/documents/{documentId}: an admin removes one; links handed out stop finding it. */
export async function removeDocument(
  deps: GroupFilesDeps,
  account: Account,
  groupId: string,
  documentId: string,
) {
  await adminOf(deps, account, groupId);
  await deps.db.transaction(async (tx) => {
    const row = await files.deleteDocument(tx, groupId, documentId);
    if (!row) throw notFound(NO_DOCUMENT);
    await dropKept(deps, tx, {
      public_id: row.public_id,
      resource_type: row.resource_type,
      format: row.format,
    });
  });
  return { msg: 'Document Removed!' };
}

/**
 * GET /api/groups/{id}/documents/{documentId}/link: a member's link to the file, good for documentLinkSeconds. Asked
 * for each time it is opened, so a member removed gets no new one at once.
 */
export async function documentLink(
  deps: GroupFilesDeps,
  account: Account,
  groupId: string,
  documentId: string,
  type: ProfileKind,
  now = Date.now(),
): Promise<DocumentLink> {
  await memberAs(deps, account, groupId, type);
  const row = await files.findDocument(deps.db, groupId, documentId);
  if (!row) throw notFound(NO_DOCUMENT);
  const expiresAt = Math.floor(now / 1000) + GROUP_LIMITS.documentLinkSeconds;
  const url = deps.provider.privateLink(
    { public_id: row.public_id, resource_type: row.resource_type, format: row.format },
    expiresAt,
  );
  return { url, expiresAt: new Date(expiresAt * 1000).toISOString() };
}
