// SQL for collaborators: one row per athlete profile and collaborating coach account (migration 0018).
import type { Queryable } from '../../db/connection.ts';

export type CollaborationState = 'invited' | 'active' | 'removed';

export interface CollaborationRow {
  athlete_profile_id: string;
  collaborator_user_id: string;
  state: CollaborationState;
  invited_at: Date;
  accepted_at: Date | null;
}

const COLUMNS = 'athlete_profile_id, collaborator_user_id, state, invited_at, accepted_at';

/** The collaboration of an athlete and a coach; `lock` holds it until the transaction ends (adds vs removal). */
export async function findCollaboration(
  db: Queryable,
  athleteProfileId: string,
  collaboratorUserId: string,
  lock = false,
): Promise<CollaborationRow | undefined> {
  const rows = await db.query<CollaborationRow>(
    `select ${COLUMNS} from collaborators where athlete_profile_id = $1 and collaborator_user_id = $2
     ${lock ? 'for update' : ''}`,
    [athleteProfileId, collaboratorUserId],
  );
  return rows[0];
}

/** Invites (again, after a removal): the row starts over as invited. */
export async function upsertInvitation(tx: Queryable, athleteProfileId: string, collaboratorUserId: string) {
  await tx.query(
    `insert into collaborators (athlete_profile_id, collaborator_user_id) values ($1, $2)
     on conflict (athlete_profile_id, collaborator_user_id) do update
        set state = 'invited', invited_at = now(), accepted_at = null, removed_at = null, updated_at = now()`,
    [athleteProfileId, collaboratorUserId],
  );
}

/** invited -> active; answers whether it moved (a concurrent removal wins). */
export async function markAccepted(tx: Queryable, athleteProfileId: string, collaboratorUserId: string) {
  const rows = await tx.query(
    `update collaborators set state = 'active', accepted_at = now(), updated_at = now()
      where athlete_profile_id = $1 and collaborator_user_id = $2 and state = 'invited' returning 1`,
    [athleteProfileId, collaboratorUserId],
  );
  return rows.length > 0;
}

/** invited or active -> removed; answers whether there was one to remove. */
export async function markRemoved(tx: Queryable, athleteProfileId: string, collaboratorUserId: string) {
  const rows = await tx.query(
    `update collaborators set state = 'removed', removed_at = now(), updated_at = now()
      where athlete_profile_id = $1 and collaborator_user_id = $2 and state <> 'removed' returning 1`,
    [athleteProfileId, collaboratorUserId],
  );
  return rows.length > 0;
}

/** An athlete's collaborators, invited or active, newest invitation first. */
export async function listOfAthlete(db: Queryable, athleteProfileId: string): Promise<CollaborationRow[]> {
  return db.query<CollaborationRow>(
    `select ${COLUMNS} from collaborators where athlete_profile_id = $1 and state <> 'removed'
      order by invited_at desc, collaborator_user_id`,
    [athleteProfileId],
  );
}

/** The athletes a coach collaborates for or is invited by, newest invitation first. */
export async function listOfCollaborator(db: Queryable, userId: string): Promise<CollaborationRow[]> {
  return db.query<CollaborationRow>(
    `select ${COLUMNS} from collaborators where collaborator_user_id = $1 and state <> 'removed'
      order by invited_at desc, athlete_profile_id`,
    [userId],
  );
}
