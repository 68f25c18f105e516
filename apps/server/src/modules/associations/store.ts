// SQL for associated people (issue 10): who a coach or an organisation lists, and whether it is confirmed yet.
import type { ProfileRef } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import type { OwnedRef } from '../../events/types.ts';

export type Side = 'owner' | 'member';

export interface AssociationRow {
  id: string;
  owner_profile_id: string;
  owner_profile_type: 'coach' | 'org';
  owner_user_id: string;
  member_profile_id: string;
  member_profile_type: 'athlete' | 'coach';
  member_user_id: string;
  requested_by: Side;
  confirmed_at: string | null;
}

const COLUMNS = `id, owner_profile_id, owner_profile_type, owner_user_id, member_profile_id, member_profile_type,
  member_user_id, requested_by, confirmed_at`;

/** Inserts the pending link; undefined when the pair is already linked (pending or confirmed). */
export async function insertAssociation(
  tx: Queryable,
  owner: OwnedRef,
  member: OwnedRef,
  requestedBy: Side,
): Promise<AssociationRow | undefined> {
  const rows = await tx.query<AssociationRow>(
    `insert into associations (owner_profile_id, owner_profile_type, owner_user_id, member_profile_id,
                               member_profile_type, member_user_id, requested_by)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict do nothing
     returning ${COLUMNS}`,
    [
      owner.profileId,
      owner.profileType,
      owner.userId,
      member.profileId,
      member.profileType,
      member.userId,
      requestedBy,
    ],
  );
  return rows[0];
}

export async function findAssociation(db: Queryable, id: string): Promise<AssociationRow | undefined> {
  const rows = await db.query<AssociationRow>(`select ${COLUMNS} from associations where id = $1`, [id]);
  return rows[0];
}

/** Confirms it once; undefined when it was already confirmed or has gone. */
export async function confirmAssociation(db: Queryable, id: string): Promise<AssociationRow | undefined> {
  const rows = await db.query<AssociationRow>(
    `update associations set confirmed_at = now() where id = $1 and confirmed_at is null returning ${COLUMNS}`,
    [id],
  );
  return rows[0];
}

export async function deleteAssociation(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('delete from associations where id = $1 returning id', [id]);
  return rows.length > 0;
}

/** Everyone a coach or organisation lists, oldest first. */
export function listByOwner(db: Queryable, owner: ProfileRef): Promise<AssociationRow[]> {
  return db.query<AssociationRow>(
    `select ${COLUMNS} from associations where owner_profile_id = $1 and owner_profile_type = $2
      order by created_at, id`,
    [owner.profileId, owner.profileType],
  );
}

/** Every coach or organisation that lists this athlete or coach, oldest first. */
export function listByMember(db: Queryable, member: ProfileRef): Promise<AssociationRow[]> {
  return db.query<AssociationRow>(
    `select ${COLUMNS} from associations where member_profile_id = $1 and member_profile_type = $2
      order by created_at, id`,
    [member.profileId, member.profileType],
  );
}
