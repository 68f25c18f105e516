// SQL for the timeline: a profile's activity read from the tables that hold it (one union, newest first), so what
// was removed or hidden since (a deleted result, a hidden endorsement) is gone from it at once.
import type { Queryable } from '../../db/connection.ts';

export interface ActivityRow {
  kind: 'result' | 'video' | 'endorsement';
  id: string;
  at: Date;
  at_us: number;
  test_key: string | null;
  score: string | null;
  unit: string | null;
  is_verified: boolean | null;
  vid_url: string | null;
  title: string | null;
  body: string | null;
  /** An endorsement's other party: the coach (a user id) of an athlete's, the athlete profile of a coach's. */
  other_id: string | null;
}

/** Keeps a branch to the rows before the cursor ($2 microseconds, $3 id) in (time, id) order. */
const before = (time: string, id: string) =>
  `($2::bigint is null or (${time}, ${id}) < (timestamptz 'epoch' + $2::bigint * interval '1 microsecond', $3::uuid))`;

/**
 * One page of activity: an athlete profile's ($1) results, highlight videos and endorsements shown on it, or a
 * coach's ($5, their user id) endorsements shown on athletes' profiles. Each branch is cut to the page first.
 */
export function listActivity(
  db: Queryable,
  ref: { athleteProfileId: string | null; coachUserId: string | null },
  after: { createdUs: number; id: string } | undefined,
  limit: number,
) {
  return db.query<ActivityRow>(
    `select *, (extract(epoch from at) * 1000000)::bigint as at_us from (
       (select 'result' as kind, r.id, r.recorded_at as at, r.test_key, r.score, r.unit,
               (r.verified_by is not null) as is_verified, null::text as vid_url, null::text as title,
               null::text as body, null::uuid as other_id
          from test_results r
         where r.profile_id = $1 and ${before('r.recorded_at', 'r.id')}
         order by r.recorded_at desc, r.id desc limit $4)
       union all
       (select 'video', v.id, v.created_at, null, null, null, null, v.vid_url, v.title, null, null
          from athlete_videos v
         where v.profile_id = $1 and ${before('v.created_at', 'v.id')}
         order by v.created_at desc, v.id desc limit $4)
       union all
       (select 'endorsement', e.id, e.accepted_at, null, null, null, null, null, null, e.body,
               case when e.athlete_profile_id = $1 then e.coach_user_id else e.athlete_profile_id end
          from endorsements e
         where (e.athlete_profile_id = $1 or e.coach_user_id = $5)
           and e.state = 'accepted' and not e.hidden and e.accepted_at is not null
           and ${before('e.accepted_at', 'e.id')}
         order by e.accepted_at desc, e.id desc limit $4)
     ) activity
     order by at desc, id desc limit $4`,
    [ref.athleteProfileId, after?.createdUs ?? null, after?.id ?? null, limit, ref.coachUserId],
  );
}
