// SQL for uploads: the grant behind each signature handed out (one file's room), the files each account holds, and
// the media of deleted accounts still to clear.
import type { ResourceType } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';

export interface NewGrant {
  signature: string;
  userId: string;
  sessionId: string;
  expiresAt: Date;
  reservedBytes: number;
  /** The signed folder; none for a server-side upload's grant. */
  folder: string | null;
}

export async function insertGrant(db: Queryable, grant: NewGrant): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into upload_grants (signature, user_id, session_id, expires_at, reserved_bytes, folder)
     values ($1, $2, $3, $4, $5, $6) returning id::text`,
    [grant.signature, grant.userId, grant.sessionId, grant.expiresAt, grant.reservedBytes, grant.folder],
  );
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export interface GrantRow {
  id: string;
  user_id: string;
  session_id: string;
  folder: string | null;
  used_at: Date | null;
}

/** The grants of a signature that have not expired: one, but for rows written before signatures were made unique. */
export async function findGrants(db: Queryable, signature: string): Promise<GrantRow[]> {
  return db.query<GrantRow>(
    `select id::text, user_id, session_id, folder, used_at from upload_grants
      where signature = $1 and expires_at > now() order by used_at nulls first, id`,
    [signature],
  );
}

/** Every signature this user holds a grant for, expired or not: a new one must differ from each. */
export async function signaturesOf(db: Queryable, userId: string): Promise<Set<string>> {
  const rows = await db.query<{ signature: string }>(
    'select signature from upload_grants where user_id = $1',
    [userId],
  );
  return new Set(rows.map((row) => row.signature));
}

/**
 * Uses a grant for the file that landed with it, answering its owner; null when it was already used. Two uploads
 * racing with one grant both reach this update: the second waits for the first's row lock, then finds it used.
 */
export async function useGrant(db: Queryable, grantId: string): Promise<string | null> {
  const [row] = await db.query<{ user_id: string }>(
    'update upload_grants set used_at = now() where id = $1 and used_at is null returning user_id',
    [grantId],
  );
  return row?.user_id ?? null;
}

/** Gives a grant's room back: its upload failed before anything was stored. */
export async function deleteGrant(db: Queryable, grantId: string): Promise<void> {
  await db.query('delete from upload_grants where id = $1 and used_at is null', [grantId]);
}

/**
 * Takes the account's row lock for the rest of the transaction, so the room counted next cannot change under it:
 * two reservations for one account are made one after the other. (No key update: rows that only refer to the
 * account are still written meanwhile.) False when the account is gone.
 */
export async function lockOwner(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query('select 1 from users where id = $1 for no key update', [userId]);
  return rows.length > 0;
}

/** The size of every file the account holds, and the room its unused, unexpired grants keep. */
export async function usageOf(db: Queryable, userId: string): Promise<{ used: number; held: number }> {
  const [row] = await db.query<{ used: number; held: number }>(
    `select coalesce((select sum(bytes) from media_files where owner_id = $1), 0) as used,
            coalesce((select sum(reserved_bytes) from upload_grants
                       where user_id = $1 and used_at is null and expires_at > now()), 0) as held`,
    [userId],
  );
  return { used: row?.used ?? 0, held: row?.held ?? 0 };
}

export interface FileRow {
  public_id: string;
  owner_id: string;
  resource_type: ResourceType;
  format: string;
  bytes: number;
  /** The feature that keeps this file (a group): only it removes the file, and it is no upload to take again. */
  kept_by?: 'group' | null;
}

/** False when a file by that id is already recorded. */
export async function insertFile(db: Queryable, file: FileRow): Promise<boolean> {
  const rows = await db.query(
    `insert into media_files (public_id, owner_id, resource_type, format, bytes, kept_by)
     values ($1, $2, $3, $4, $5, $6) on conflict (public_id) do nothing returning 1`,
    [file.public_id, file.owner_id, file.resource_type, file.format, file.bytes, file.kept_by ?? null],
  );
  return rows.length > 0;
}

export async function findFile(db: Queryable, publicId: string): Promise<FileRow | null> {
  const [row] = await db.query<FileRow>(
    'select public_id, owner_id, resource_type, format, bytes, kept_by from media_files where public_id = $1',
    [publicId],
  );
  return row ?? null;
}

export async function deleteFile(db: Queryable, publicId: string, ownerId: string): Promise<void> {
  await db.query('delete from media_files where public_id = $1 and owner_id = $2', [publicId, ownerId]);
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
