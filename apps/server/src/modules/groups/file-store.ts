// SQL for a group's images and documents (migration 0044).
import type { ProfileKind, ProfileRef } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';

export interface ImageRow {
  id: string;
  group_id: string;
  public_id: string;
  format: string;
  url: string;
  width: number | null;
  height: number | null;
  added_by_profile_id: string;
  added_by_profile_type: ProfileKind;
  added_at: Date;
}

export interface DocumentRow {
  id: string;
  group_id: string;
  public_id: string;
  resource_type: 'image' | 'raw';
  format: string;
  bytes: number;
  name: string;
  request_id: string | null;
  added_by_profile_id: string;
  added_by_profile_type: ProfileKind;
  added_at: Date;
}

export async function countImages(db: Queryable, groupId: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'select count(*)::int as n from group_images where group_id = $1',
    [groupId],
  );
  return rows[0]?.n ?? 0;
}

export async function countDocuments(db: Queryable, groupId: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'select count(*)::int as n from group_documents where group_id = $1',
    [groupId],
  );
  return rows[0]?.n ?? 0;
}

export async function insertImage(
  tx: Queryable,
  groupId: string,
  adder: ProfileRef,
  image: { publicId: string; format: string; url: string; width: number | null; height: number | null },
): Promise<ImageRow> {
  const rows = await tx.query<ImageRow>(
    `insert into group_images (group_id, public_id, format, url, width, height, added_by_profile_id,
                               added_by_profile_type)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
    [
      groupId,
      image.publicId,
      image.format,
      image.url,
      image.width,
      image.height,
      adder.profileId,
      adder.profileType,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into group_images returned no row');
  return row;
}

export async function insertDocument(
  tx: Queryable,
  groupId: string,
  adder: ProfileRef,
  document: {
    publicId: string;
    resourceType: 'image' | 'raw';
    format: string;
    bytes: number;
    name: string;
    requestId: string | null;
  },
): Promise<DocumentRow> {
  const rows = await tx.query<DocumentRow>(
    `insert into group_documents (group_id, public_id, resource_type, format, bytes, name, request_id,
                                  added_by_profile_id, added_by_profile_type)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *`,
    [
      groupId,
      document.publicId,
      document.resourceType,
      document.format,
      document.bytes,
      document.name,
      document.requestId,
      adder.profileId,
      adder.profileType,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into group_documents returned no row');
  return row;
}

/** Newest first, by offset (a group keeps at most a few hundred). */
export function listImages(db: Queryable, groupId: string, offset: number, limit: number) {
  return db.query<ImageRow>(
    'select * from group_images where group_id = $1 order by added_at desc, id offset $2 limit $3',
    [groupId, offset, limit],
  );
}

export function listDocuments(db: Queryable, groupId: string, offset: number, limit: number) {
  return db.query<DocumentRow>(
    'select * from group_documents where group_id = $1 order by added_at desc, id offset $2 limit $3',
    [groupId, offset, limit],
  );
}

export async function findDocument(db: Queryable, groupId: string, id: string) {
  const rows = await db.query<DocumentRow>('select * from group_documents where group_id = $1 and id = $2', [
    groupId,
    id,
  ]);
  return rows[0];
}

export async function deleteImage(tx: Queryable, groupId: string, id: string) {
  const rows = await tx.query<ImageRow>(
    'delete from group_images where group_id = $1 and id = $2 returning *',
    [groupId, id],
  );
  return rows[0];
}

export async function deleteDocument(tx: Queryable, groupId: string, id: string) {
  const rows = await tx.query<DocumentRow>(
    'delete from group_documents where group_id = $1 and id = $2 returning *',
    [groupId, id],
  );
  return rows[0];
}

/** A file a group kept, no longer counted against its adder's storage. */
export async function deleteKeptFile(tx: Queryable, publicId: string) {
  await tx.query('delete from media_files where public_id = $1', [publicId]);
}
