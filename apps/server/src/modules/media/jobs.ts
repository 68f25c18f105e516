// Media's background work, as durable jobs: removing files whose rows are gone (written in the deleting transaction,
// so a crash loses no removal), and the recurring sweep of expired upload grants and files that landed for deleted
// accounts.
import { ResourceTypeSchema } from '@podium/core/api';
import { z } from 'zod';
import { type JobKind, type JobType, scheduledJob } from '../../jobs/queue.ts';
import type { MediaProviderBase, StoredRef } from '../../providers/media/provider.ts';
import { type CleanupDeps, sweepMedia } from './cleanup.ts';

/** A deleted account's files (auth's accountDeleted hook): a dozen Admin API calls on Cloudinary. */
export const removeAccountMedia: JobType<{ userId: string }> = {
  name: 'remove-account-media',
  payload: z.object({ userId: z.uuid() }).strict(),
};

/** One file whose row was deleted (DELETE /api/media/files). */
export const removeMediaFile: JobType<StoredRef> = {
  name: 'remove-media-file',
  payload: z
    .object({
      public_id: z.string().min(1).max(500),
      resource_type: ResourceTypeSchema,
      format: z.string().max(20),
    })
    .strict(),
};

/** A provider that fails is tried again: 30 s, then doubling, six times (about half an hour), then failed. */
const REMOVAL = { retries: 6, retryDelaySeconds: 30 };

export function mediaJobs(
  deps: CleanupDeps & {
    provider: Pick<MediaProviderBase, 'deleteOwnerMedia' | 'deleteFile'>;
    schedule: string;
  },
): JobKind<unknown>[] {
  const accountMedia: JobKind<{ userId: string }> = {
    ...removeAccountMedia,
    ...REMOVAL,
    handle: ({ userId }) => deps.provider.deleteOwnerMedia(userId),
  };
  const oneFile: JobKind<StoredRef> = {
    ...removeMediaFile,
    ...REMOVAL,
    handle: (file) => deps.provider.deleteFile(file),
  };
  return [scheduledJob('sweep-media', deps.schedule, () => sweepMedia(deps)), accountMedia, oneFile];
}
