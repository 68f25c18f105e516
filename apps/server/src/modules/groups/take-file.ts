// A group takes a file its adder uploaded through the one upload path (signature, provider, report): the bytes are
// read back from the provider and their type sniffed (never the name or the client's type), an image loses its
// location data, and the group keeps a copy of its own (documents in the private folder). The upload itself is then
// removed; the copy is counted against the adder's storage in its place.
import type { UploadedAsset } from '@podium/core/api';
import type { Db, Queryable } from '../../db/connection.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import type { Jobs } from '../../jobs/queue.ts';
import type { MediaProvider } from '../../providers/media/select.ts';
import { sniff } from '../media/inspect.ts';
import { removeMediaFile } from '../media/jobs.ts';
import { formatBytes, type MediaLimits } from '../media/policy.ts';
import { reserveRoom } from '../media/storage.ts';
import * as media from '../media/store.ts';
import { stripIfImage } from '../media/strip.ts';
import { deleteKeptFile } from './file-store.ts';

export interface GroupFilesDeps {
  db: Db;
  provider: MediaProvider;
  limits: MediaLimits;
  jobs: Pick<Jobs, 'enqueue'>;
}

export const NO_UPLOAD = 'publicId: You hold no uploaded file with this id (upload it, then report it)';

/** Where the group keeps its copy, and what it accepts from which upload folder. */
export interface TakeRules {
  /** Upload folders the file may come from. */
  from: readonly string[];
  /** The folder its copy goes to (the adder's sub-folder of it). */
  to: string;
  accepts: readonly string[];
  /** The refusal of any other type. */
  wrongType: string;
}

export interface Taken {
  asset: UploadedAsset;
  /** The upload it was made from, removed once the group's row is written (landTaken). */
  original: media.FileRow;
}

/** Reads, checks and copies one upload of the account's; nothing is recorded yet (landTaken does, in a transaction). */
export async function takeUpload(
  deps: GroupFilesDeps,
  ownerId: string,
  publicId: string,
  rules: TakeRules,
): Promise<Taken> {
  const original = await media.findFile(deps.db, publicId);
  // A copy a group keeps is no upload: taking it again would remove it from under that group.
  if (!original || original.owner_id !== ownerId || original.kept_by) throw notFound(NO_UPLOAD);
  if (!rules.from.some((folder) => publicId.startsWith(`${folder}/${ownerId}/`))) {
    throw badRequest(`publicId: Upload it to the ${rules.from.join(' or ')} folder`);
  }
  const tooLarge = new HttpError(413, [`Files can be at most ${formatBytes(deps.limits.maxImageBytes)}`]);
  if (original.bytes > deps.limits.maxImageBytes) throw tooLarge;
  const bytes = await deps.provider.readBytes(original, deps.limits.maxImageBytes);
  if (!bytes) throw notFound(NO_UPLOAD);
  const type = await sniff(bytes);
  if (!type || !rules.accepts.includes(type.mime)) throw new HttpError(415, [rules.wrongType]);
  // Stripped again, as every upload is as it arrives: a browser's upload to Cloudinary arrives without us.
  const clean = await stripIfImage(bytes, type);
  if (clean && clean.bytes.length > deps.limits.maxImageBytes) throw tooLarge;
  const asset = await deps.provider.storeBytes({
    folder: `${rules.to}/${ownerId}`,
    bytes: clean?.bytes ?? bytes,
    type,
    width: clean?.width,
    height: clean?.height,
  });
  return { asset, original };
}

/** In the group's transaction: the copies counted in place of their uploads, whose files are removed by a job. */
export async function landTaken(
  deps: GroupFilesDeps,
  tx: Queryable,
  ownerId: string,
  taken: readonly Taken[],
) {
  // A re-encoded image can come out larger than its upload: what it adds must fit the adder's storage.
  const growth = taken.reduce(
    (sum, { asset, original }) => sum + Math.max(0, asset.bytes - original.bytes),
    0,
  );
  if (growth > 0) {
    await reserveRoom(tx, deps.limits, ownerId, {
      bytes: growth,
      words: `the group's copies need ${formatBytes(growth)} more`,
    });
  }
  for (const { asset, original } of taken) {
    await media.deleteFile(tx, original.public_id, ownerId);
    const { public_id, resource_type, format } = original;
    await deps.jobs.enqueue(tx, removeMediaFile, { public_id, resource_type, format });
    await media.insertFile(tx, {
      public_id: asset.public_id,
      owner_id: ownerId,
      resource_type: asset.resource_type,
      format: asset.format,
      bytes: asset.bytes,
      kept_by: 'group',
    });
  }
}

/** The copies of a call that failed after they were made: removed again, so no file is kept uncounted. */
export async function discardTaken(deps: GroupFilesDeps, taken: readonly Taken[]) {
  await Promise.all(taken.map(({ asset }) => deps.provider.deleteFile(asset).catch(() => undefined)));
}

/** A file the group no longer keeps: its row (and room) now, its bytes by a job in the same transaction. */
export async function dropKept(
  deps: GroupFilesDeps,
  tx: Queryable,
  file: { public_id: string; resource_type: 'image' | 'video' | 'raw'; format: string },
) {
  await deleteKeptFile(tx, file.public_id);
  await deps.jobs.enqueue(tx, removeMediaFile, file);
}
