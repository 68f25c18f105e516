-- Each group's leaderboard kept in board order (issue 24, the leaderboard's speed target): a row for each athlete
-- member and kept best (test_bests, 0048), with the member's user and birth date, so a page is read in score order
-- from an index (about its fifty rows) and the total counted from the same index, instead of joining, sorting and
-- ranking every member per request. Who may see whom is still asked per request (the day and consent change without a
-- write here): the birth date is kept for it, the caregiver's consent is read live. Kept in the writer's own
-- transaction: a best replaced or gone takes its rows with it (cascade), a new best is copied to the member's groups,
-- a member joining copies their bests, a member leaving takes theirs (cascade), a birth date changed is copied.
create table group_bests (
  group_id uuid not null,
  profile_id uuid not null,
  member_type text not null default 'athlete' check (member_type = 'athlete'),
  test_key text not null,
  verified_only boolean not null,
  direction text not null,
  result_id uuid not null,
  mf_score double precision not null,
  recorded_at timestamptz not null,
  user_id uuid not null,
  birth_date date not null,
  primary key (profile_id, test_key, verified_only, direction, group_id),
  foreign key (profile_id, test_key, verified_only, direction) references test_bests on delete cascade,
  foreign key (group_id, profile_id, member_type)
    references group_members (group_id, member_profile_id, member_profile_type) on delete cascade
);
-- The board's order in each direction (the leaderboard's: the best first, ties to the earlier, then the smaller id).
create index group_bests_lower_idx on group_bests (group_id, test_key, verified_only, mf_score, recorded_at, profile_id)
  include (user_id, birth_date) where direction = 'lower';
create index group_bests_higher_idx on group_bests (group_id, test_key, verified_only, mf_score desc, recorded_at, profile_id)
  include (user_id, birth_date) where direction = 'higher';

-- 0048's refresh, now first taking its athletes' locks shared (in order) as well, so that a member joining (which
-- takes the athlete's lock alone) and a best written at once see each other: one waits for the other's commit.
create or replace function test_bests_refresh(profile_ids uuid[], test_keys text[]) returns void language plpgsql as $$ begin if cardinality(profile_ids) > 64 then perform pg_advisory_xact_lock(hashtextextended('test-bests', 0)); else perform pg_advisory_xact_lock_shared(hashtextextended('test-bests', 0)); perform pg_advisory_xact_lock_shared(hashtextextended('test-best-athlete:' || k.profile_id, 0)) from (select distinct p.profile_id from unnest(profile_ids) as p (profile_id) order by 1) k; perform pg_advisory_xact_lock(hashtextextended('test-best:' || k.profile_id || ':' || k.test_key, 0)) from (select distinct p.profile_id, p.test_key from unnest(profile_ids, test_keys) as p (profile_id, test_key) order by 1, 2) k; end if; delete from test_bests b using unnest(profile_ids, test_keys) as k (profile_id, test_key) where b.profile_id = k.profile_id and b.test_key = k.test_key; insert into test_bests (profile_id, test_key, verified_only, direction, result_id, mf_score, recorded_at) select k.profile_id, k.test_key, s.verified_only, s.direction, best.id, best.mf_score, best.recorded_at from (select distinct p.profile_id, p.test_key from unnest(profile_ids, test_keys) as p (profile_id, test_key)) k cross join (values (false, 'lower'), (false, 'higher'), (true, 'lower'), (true, 'higher')) as s (verified_only, direction) cross join lateral (select r.id, r.mf_score, r.recorded_at from test_results r where r.profile_id = k.profile_id and r.test_key = k.test_key and r.mf_score is not null and r.out_of_bounds is null and (not s.verified_only or r.verified_by is not null) order by case when s.direction = 'lower' then r.mf_score end, case when s.direction = 'higher' then r.mf_score end desc, r.recorded_at, r.id limit 1) best; end $$;

-- New bests to the groups their athlete is in. A membership being removed at once is waited for and skipped (key
-- share), a birth date being changed at once is waited for and read as changed (share). A row there already is the
-- same: one statement may add a member and their results at once, and each trigger then finds the other's rows.
create function group_bests_on_best() returns trigger language plpgsql as $$ begin insert into group_bests (group_id, profile_id, test_key, verified_only, direction, result_id, mf_score, recorded_at, user_id, birth_date) select m.group_id, b.profile_id, b.test_key, b.verified_only, b.direction, b.result_id, b.mf_score, b.recorded_at, u.id, u.birth_date from new_rows b join group_members m on m.member_profile_id = b.profile_id and m.member_profile_type = 'athlete' join athlete_profiles ap on ap.id = b.profile_id join users u on u.id = ap.user_id for key share of m for share of u on conflict do nothing; return null; end $$;

-- A joining athlete's bests to the group, under the athlete's lock alone (or the whole table's for many at once, as
-- the refresh does), so no best of theirs is written meanwhile.
create function group_bests_on_join() returns trigger language plpgsql as $$ declare joined uuid[]; groups uuid[]; begin select array_agg(n.member_profile_id), array_agg(n.group_id) into joined, groups from new_rows n where n.member_profile_type = 'athlete'; if joined is null then return null; end if; if cardinality(joined) > 64 then perform pg_advisory_xact_lock(hashtextextended('test-bests', 0)); else perform pg_advisory_xact_lock_shared(hashtextextended('test-bests', 0)); perform pg_advisory_xact_lock(hashtextextended('test-best-athlete:' || k.profile_id, 0)) from (select distinct p.profile_id from unnest(joined) as p (profile_id) order by 1) k; end if; insert into group_bests (group_id, profile_id, test_key, verified_only, direction, result_id, mf_score, recorded_at, user_id, birth_date) select j.group_id, b.profile_id, b.test_key, b.verified_only, b.direction, b.result_id, b.mf_score, b.recorded_at, u.id, u.birth_date from unnest(groups, joined) as j (group_id, profile_id) join test_bests b on b.profile_id = j.profile_id join athlete_profiles ap on ap.id = j.profile_id join users u on u.id = ap.user_id for share of u on conflict do nothing; return null; end $$;

create function group_bests_on_birth_date() returns trigger language plpgsql as $$ begin update group_bests g set birth_date = new.birth_date from athlete_profiles ap where ap.user_id = new.id and g.profile_id = ap.id; return null; end $$;

create trigger group_bests_on_best after insert on test_bests
  referencing new table as new_rows for each statement execute function group_bests_on_best();
create trigger group_bests_on_join after insert on group_members
  referencing new table as new_rows for each statement execute function group_bests_on_join();
create trigger group_bests_on_birth_date after update of birth_date on users
  for each row when (old.birth_date is distinct from new.birth_date) execute function group_bests_on_birth_date();

-- The groups already there.
insert into group_bests (group_id, profile_id, test_key, verified_only, direction, result_id, mf_score, recorded_at,
                         user_id, birth_date)
select m.group_id, b.profile_id, b.test_key, b.verified_only, b.direction, b.result_id, b.mf_score, b.recorded_at,
       u.id, u.birth_date
  from group_members m
  join test_bests b on b.profile_id = m.member_profile_id
  join athlete_profiles ap on ap.id = m.member_profile_id
  join users u on u.id = ap.user_id
 where m.member_profile_type = 'athlete';
