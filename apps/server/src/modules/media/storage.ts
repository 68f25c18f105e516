// Each account's storage (issue 22, item 3): the room an upload keeps from the moment it is allowed, the file that
// lands with it, files reported from Cloudinary, deletion giving room back. Every file is recorded one way: a grant
// (one signature, or one server-side upload) is used up in the transaction that records the file it brought.
import type { StorageUsage, StoredFile, UploadedAsset, UploadReport } from '@podium/core/api';
import type { Db, Queryable } from '../../db/connection.ts';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../http/errors.ts';
import type { Jobs } from '../../jobs/queue.ts';
import type { MediaProvider } from '../../providers/media/select.ts';
import { removeMediaFile } from './jobs.ts';
import { formatBytes, type MediaLimits } from './policy.ts';
import * as store from './store.ts';

export interface StorageDeps {
  db: Db;
  provider: MediaProvider;
  limits: MediaLimits;
  /** Durable jobs: a deleted file's removal from the provider, enqueued with the deletion of its row. */
  jobs: Pick<Jobs, 'enqueue'>;
}

export const SIGNATURE_USED = 'This upload signature has already been used: ask for a new one';
export const NO_SUCH_FILE = 'You hold no file with this publicId';
export const KEPT_FILE = 'publicId: A group keeps this file: remove it from the group';

/** What an upload asks room for, in the words its refusal uses: "a video needs up to 200 MB". */
export interface RoomNeeded {
  bytes: number;
  words: string;
}

/** 413: the upload would take the account past its storage. Says what is used, kept for uploads, and allowed. */
function noRoom(usage: { used: number; held: number }, need: RoomNeeded, quota: number): HttpError {
  const held = usage.held > 0 ? `, and uploads not finished yet keep ${formatBytes(usage.held)}` : '';
  return new HttpError(413, [
    `Your files use ${formatBytes(usage.used)} of your ${formatBytes(quota)} of storage${held}; ` +
      `${need.words}. Delete files you no longer need to upload more.`,
  ]);
}

/**
 * Refuses an upload that would take the account past its quota, counting its files and the room every unfinished
 * upload keeps. Holds the account's row lock to the end of tx: two reservations for one account are made one after
 * the other, so two at once can never both squeeze under the quota.
 */
export async function reserveRoom(
  tx: Queryable,
  limits: MediaLimits,
  userId: string,
  need: RoomNeeded,
): Promise<void> {
  if (!(await store.lockOwner(tx, userId))) throw unauthorized();
  const usage = await store.usageOf(tx, userId);
  if (usage.used + usage.held + need.bytes > limits.quotaBytes) throw noRoom(usage, need, limits.quotaBytes);
}

/** Uses a grant up, answering its owner: a grant brings one file. */
async function useGrant(tx: Queryable, grantId: string): Promise<string> {
  const owner = await store.useGrant(tx, grantId);
  if (!owner) throw forbidden(SIGNATURE_USED);
  return owner;
}

async function recordFile(tx: Queryable, owner: string, asset: UploadedAsset): Promise<void> {
  const isNew = await store.insertFile(tx, {
    public_id: asset.public_id,
    owner_id: owner,
    resource_type: asset.resource_type,
    format: asset.format,
    bytes: asset.bytes,
  });
  if (!isNew) throw conflict('This file is already recorded');
}

/**
 * Lands a file with its grant in one transaction: the grant is used, the file put in place (place) and recorded.
 * If any of it fails a placed file is removed again, so no file is kept uncounted; a second upload with the same
 * grant fails before it places anything.
 */
export async function landUpload(
  deps: StorageDeps,
  grantId: string,
  place: () => Promise<UploadedAsset>,
): Promise<UploadedAsset> {
  const landed: { asset?: UploadedAsset } = {};
  try {
    return await deps.db.transaction(async (tx) => {
      const owner = await useGrant(tx, grantId);
      landed.asset = await place();
      await recordFile(tx, owner, landed.asset);
      return landed.asset;
    });
  } catch (error) {
    // The failure that got here is the one to answer; a file that cannot be removed now goes with its account.
    if (landed.asset) await deps.provider.deleteFile(landed.asset).catch(() => undefined);
    throw error;
  }
}

const presentFile = (file: store.FileRow | UploadedAsset): StoredFile => ({
  public_id: file.public_id,
  resource_type: file.resource_type,
  format: file.format,
  bytes: file.bytes,
});

/**
 * POST /api/media/files: a client reports the file it uploaded with a signature. Cloudinary takes uploads without
 * asking us, so this is where they are counted, at the size Cloudinary says; the local provider recorded its upload
 * as it landed, and the report answers that record. Either way one signature records one file.
 */
export async function reportUpload(
  deps: StorageDeps,
  account: { id: string },
  report: UploadReport,
): Promise<StoredFile> {
  const recorded = await store.findFile(deps.db, report.publicId);
  if (recorded) {
    if (recorded.owner_id !== account.id) throw notFound(NO_SUCH_FILE);
    return presentFile(recorded);
  }
  const grants = await store.findGrants(deps.db, report.signature);
  const grant = grants.find((row) => row.user_id === account.id);
  if (!grant) throw notFound('No upload of yours was signed with this signature, or it has expired');
  if (grant.used_at) throw forbidden(SIGNATURE_USED);
  if (!grant.folder || !report.publicId.startsWith(`${grant.folder}/`)) {
    throw badRequest('publicId: This file is not in the folder its signature was for');
  }
  const asset = await deps.provider.findUploaded(report.publicId, report.resourceType);
  if (!asset) throw notFound('The media provider holds no such file');
  try {
    await deps.db.transaction(async (tx) => recordFile(tx, await useGrant(tx, grant.id), asset));
  } catch (error) {
    // The same file reported twice at once: the first report recorded it, and this one answers that.
    const now = await store.findFile(deps.db, report.publicId);
    if (now?.owner_id === account.id) return presentFile(now);
    throw error;
  }
  return presentFile(asset);
}

/** DELETE /api/media/files: removes one of the caller's files and gives its room back. */
export async function deleteStoredFile(
  deps: StorageDeps,
  account: { id: string },
  publicId: string,
): Promise<StorageUsage> {
  const file = await store.findFile(deps.db, publicId);
  if (!file || file.owner_id !== account.id) throw notFound(NO_SUCH_FILE);
  if (file.kept_by) throw conflict(KEPT_FILE);
  // The row now, and its room with it; the file by a job written in the same transaction, tried again while the
  // provider fails (jobs.ts), so a crash or a provider down loses no removal.
  await deps.db.transaction(async (tx) => {
    await store.deleteFile(tx, publicId, account.id);
    const { public_id, resource_type, format } = file;
    await deps.jobs.enqueue(tx, removeMediaFile, { public_id, resource_type, format });
  });
  return storageUsage(deps, account.id);
}

export async function storageUsage(deps: StorageDeps, userId: string): Promise<StorageUsage> {
  const usage = await store.usageOf(deps.db, userId);
  return { usedBytes: usage.used, heldBytes: usage.held, quotaBytes: deps.limits.quotaBytes };
}
