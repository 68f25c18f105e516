// Clears what uploads leave behind (run by app.ts's periodic sweep): expired upload grants, and files that landed for an account after it was deleted.
// Account deletion removes the files at once (auth's accountDeleted hook); a signature handed out before the deletion
// can still put a file on Cloudinary for up to an hour, so each deleted account's media is removed once more after
// every such signature has expired. The rows come from a trigger in the deleting transaction (0008_upload_grants.sql),
// so a crash between the deletion and its file removal loses nothing either. Safe with several server processes:
// a row is leased while one of them works on it.
import { MEDIA_LIMITS } from '@podium/core/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/connection.ts';
import type { MediaProviderBase } from '../../providers/media/provider.ts';
import * as store from './store.ts';

/** A minute for an upload that was in flight when its signature expired. */
const IN_FLIGHT_SECONDS = 60;
/** After this long without finishing, another process may take a claimed row (a crash, a hung provider). */
const LEASE_SECONDS = 10 * 60;
const BATCH = 20;

export interface CleanupDeps {
  db: Queryable;
  provider: Pick<MediaProviderBase, 'deleteOwnerMedia'>;
  log: FastifyBaseLogger;
}

/** The moment before which a deletion's last signature has surely expired. */
export function lastSignatureCutoff(now: Date): Date {
  const wait = MEDIA_LIMITS.signatureTtlSeconds + MEDIA_LIMITS.clockSkewSeconds + IN_FLIGHT_SECONDS;
  return new Date(now.getTime() - wait * 1000);
}

/** One pass: answers the accounts whose media was cleared (a failure is logged and retried after the lease). */
export async function sweepMedia(deps: CleanupDeps, now = new Date()): Promise<string[]> {
  await store.deleteExpiredGrants(deps.db);
  const cleared: string[] = [];
  for (const owner of await store.claimDueCleanups(deps.db, lastSignatureCutoff(now), LEASE_SECONDS, BATCH)) {
    try {
      await deps.provider.deleteOwnerMedia(owner);
      await store.finishCleanup(deps.db, owner);
      cleared.push(owner);
    } catch (error) {
      deps.log.warn({ err: error, owner }, 'could not clear the media of a deleted account; will retry');
    }
  }
  return cleared;
}
