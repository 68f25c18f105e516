// SQL for uploads: the grant behind each signature handed out, and the media of deleted accounts still to clear.
import type { Queryable } from '../../db/connection.ts';

export async function insertGrant(
  db: Queryable,
  grant: { signature: string; userId: string; sessionId: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    'insert into upload_grants (signature, user_id, session_id, expires_at) values ($1, $2, $3, $4)',
    [grant.signature, grant.userId, grant.sessionId, grant.expiresAt],
  );
}

/** The sessions that were handed this signature and have not expired (several only for one user, same second). */
export async function findGrantSessions(db: Queryable, signature: string): Promise<string[]> {
  const rows = await db.query<{ session_id: string }>(
    'select session_id from upload_grants where signature = $1 and expires_at > now()',
    [signature],
  );
  return rows.map((row) => row.session_id);
}

export async function deleteExpiredGrants(db: Queryable): Promise<void> {
  await db.query('delete from upload_grants where expires_at < now()');
}

/**
 * Claims up to `limit` deleted accounts whose media is due for its last removal (deleted before `deletedBefore`),
 * leasing each for `leaseSeconds`: another server process skips them meanwhile, and a crash only delays them.
 */
export async function claimDueCleanups(
  db: Queryable,
  deletedBefore: Date,
  leaseSeconds: number,
  limit: number,
): Promise<string[]> {
  const rows = await db.query<{ owner_id: string }>(
    `update media_cleanups c
        set leased_until = now() + make_interval(secs => $2), attempts = c.attempts + 1
      where c.owner_id in (
              select owner_id from media_cleanups
               where deleted_at <= $1 and (leased_until is null or leased_until <= now())
               order by deleted_at
               limit $3
                 for update skip locked)
      returning c.owner_id`,
    [deletedBefore, leaseSeconds, limit],
  );
  return rows.map((row) => row.owner_id);
}

export async function finishCleanup(db: Queryable, ownerId: string): Promise<void> {
  await db.query('delete from media_cleanups where owner_id = $1', [ownerId]);
}
