// SQL for collaborators' submissions waiting for the athlete to accept them (migration 0045, group_pending).
import type { PendingKind, ProfileKind, ProfileRef } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';

/** What a pending item holds: the results or the video as sent, and whether a coach sent it. */
export interface PendingData {
  verified: boolean;
  tests?: {
    attribute: string;
    test: string;
    results: {
      score: string | number;
      unitOfMeasurement?: string | undefined;
      vidUrl?: string | undefined;
      vidId?: string | undefined;
      imgUrl?: string | undefined;
      imgId?: string | undefined;
    };
  }[];
  video?: { vidUrl: string; vidId?: string | undefined; title?: string | undefined };
}

export interface PendingRow {
  id: string;
  group_id: string;
  athlete_profile_id: string;
  sender_profile_id: string;
  sender_profile_type: ProfileKind;
  sender_user_id: string;
  kind: PendingKind;
  data: PendingData;
  created_at: Date;
}

const COLUMNS = `id, group_id, athlete_profile_id, sender_profile_id, sender_profile_type, sender_user_id, kind, data,
  created_at`;

export async function insertPending(
  tx: Queryable,
  item: {
    groupId: string;
    athleteProfileId: string;
    sender: ProfileRef;
    senderUserId: string;
    kind: PendingKind;
    data: PendingData;
  },
): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into group_pending (group_id, athlete_profile_id, sender_profile_id, sender_profile_type, sender_user_id,
                                kind, data)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb) returning id`,
    [
      item.groupId,
      item.athleteProfileId,
      item.sender.profileId,
      item.sender.profileType,
      item.senderUserId,
      item.kind,
      JSON.stringify(item.data),
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into group_pending returned no id');
  return id;
}

export async function countPendingFor(tx: Queryable, groupId: string, athleteProfileId: string) {
  const rows = await tx.query<{ n: number }>(
    'select count(*)::int as n from group_pending where group_id = $1 and athlete_profile_id = $2',
    [groupId, athleteProfileId],
  );
  return rows[0]?.n ?? 0;
}

/** The item, locked until the transaction ends when `lock` (an accept and a removal at once: one wins). */
export async function findPending(db: Queryable, groupId: string, id: string, lock = false) {
  const rows = await db.query<PendingRow>(
    `select ${COLUMNS} from group_pending where group_id = $1 and id = $2 ${lock ? 'for update' : ''}`,
    [groupId, id],
  );
  return rows[0];
}

export async function deletePending(tx: Queryable, id: string) {
  await tx.query('delete from group_pending where id = $1', [id]);
}

/** The group's items (all of them), or those for or from any of `mine`, newest first. */
export function listPending(
  db: Queryable,
  groupId: string,
  mine: readonly ProfileRef[] | 'all',
  limit: number,
) {
  const ids = mine === 'all' ? null : mine.map((ref) => ref.profileId);
  return db.query<PendingRow>(
    `select ${COLUMNS} from group_pending
      where group_id = $1 and ($2::uuid[] is null or athlete_profile_id = any($2) or sender_profile_id = any($2))
      order by created_at desc, id limit $3`,
    [groupId, ids, limit],
  );
}
