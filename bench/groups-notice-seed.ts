// The group notice benchmark's data (bench/groups-notice.ts): adult athletes with a profile and a session each,
// set-based as bench/notifications.ts loads them (registration through the API is rate limited per address), and
// groups made with the groups module's own store: the first athlete owns every group, and every athlete is a member
// of each (the group's limit, its owner included).
import type { ProfileRef } from '@podium/core/api';
import { z } from 'zod';
import type { Db } from '../apps/server/src/db/connection.ts';
import { openSession } from '../apps/server/src/modules/auth/sessions.ts';
import { createTokens } from '../apps/server/src/modules/auth/tokens.ts';
import * as store from '../apps/server/src/modules/groups/store.ts';

const BenchMemberSchema = z.object({ userId: z.string(), profileId: z.string(), token: z.string() });
export type BenchMember = z.infer<typeof BenchMemberSchema>;

/** What the seeding server answers at GET /bench/setup: the owner first (who posts), then the members told. */
export const BenchSetupSchema = z.object({
  members: z.array(BenchMemberSchema),
  groupIds: z.array(z.string()),
});
export type BenchSetup = z.infer<typeof BenchSetupSchema>;

export async function seedGroups(
  db: Db,
  options: { secret: string; members: number; groups: number },
): Promise<BenchSetup> {
  await db.query(
    `insert into users (id, email, password_hash, user_type, name, birth_date, terms_agreed_at, country)
     select gen_random_uuid(), 'member' || i || '@example.com', 'not-a-hash', 1, 'Member ' || i,
            current_date - interval '25 years', now(), 'Ireland'
       from generate_series(1, $1::integer) as i`,
    [options.members],
  );
  await db.query(`insert into athlete_profiles (id, user_id) select gen_random_uuid(), id from users`);
  const rows = await db.query<{ user_id: string; id: string }>(
    `select p.user_id, p.id from athlete_profiles p join users u on u.id = p.user_id
      order by substring(u.email from '[0-9]+')::int`,
  );
  const tokens = createTokens(options.secret, '30d');
  const members: BenchMember[] = [];
  for (const row of rows) {
    const token = await openSession({ db, tokens }, db, row.user_id, { address: '127.0.0.1' });
    members.push({ userId: row.user_id, profileId: row.id, token });
  }
  const [owner] = members;
  if (!owner) throw new Error('no members seeded');
  const groupIds: string[] = [];
  for (let index = 0; index < options.groups; index += 1) {
    const id = await db.transaction(async (tx) => {
      const ownerRef: ProfileRef = { profileId: owner.profileId, profileType: 'athlete' };
      const made = await store.insertGroup(tx, ownerRef, {
        name: `Bench Squad ${index + 1}`,
        description: 'A notice benchmark group',
        photo: null,
      });
      for (const member of members) {
        const ref: ProfileRef = { profileId: member.profileId, profileType: 'athlete' };
        await store.insertMember(tx, made, ref, member === owner ? 'owner' : 'member');
      }
      return made;
    });
    groupIds.push(id);
  }
  await db.exec('analyze');
  return { members, groupIds };
}
