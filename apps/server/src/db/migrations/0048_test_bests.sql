-- Each athlete's best result of each test, kept (issue 24, the group leaderboard's speed). The leaderboard found every
-- member's best per request: the members joined to all their results of the test, sorted per member. It now reads one
-- kept row a member. The direction a test is better in lives in core's catalogue, not here, so both are kept: the
-- lowest and the highest; and each again among verified results only (the leaderboard's "verified only"). Ties go to
-- the earlier result, then the smaller id, as the leaderboard ranks. Kept by triggers on test_results, so every path
-- that writes results (the athletes' calls, accepted submissions, seeds, bulk loads, later migrations) keeps it, in
-- the writer's own transaction.
create table test_bests (
  profile_id uuid not null references athlete_profiles (id) on delete cascade,
  test_key text not null,
  verified_only boolean not null,
  direction text not null check (direction in ('lower', 'higher')),
  result_id uuid not null,
  mf_score double precision not null,
  recorded_at timestamptz not null,
  primary key (profile_id, test_key, verified_only, direction)
);

-- Reads the best of these (profile, test) pairs again. Writers of one athlete's results take each pair's lock (in
-- order: no deadlock) under a shared lock of the whole table; a statement touching many pairs (a bulk load, this
-- migration) takes the whole table's lock alone instead, so it never holds thousands of locks. Under READ COMMITTED
-- each statement after the lock sees what an earlier writer of the same pair committed: two results added at once
-- cannot hide each other.
create function test_bests_refresh(profile_ids uuid[], test_keys text[]) returns void language plpgsql as $$ begin if cardinality(profile_ids) > 64 then perform pg_advisory_xact_lock(hashtextextended('test-bests', 0)); else perform pg_advisory_xact_lock_shared(hashtextextended('test-bests', 0)); perform pg_advisory_xact_lock(hashtextextended('test-best:' || k.profile_id || ':' || k.test_key, 0)) from (select distinct p.profile_id, p.test_key from unnest(profile_ids, test_keys) as p (profile_id, test_key) order by 1, 2) k; end if; delete from test_bests b using unnest(profile_ids, test_keys) as k (profile_id, test_key) where b.profile_id = k.profile_id and b.test_key = k.test_key; insert into test_bests (profile_id, test_key, verified_only, direction, result_id, mf_score, recorded_at) select k.profile_id, k.test_key, s.verified_only, s.direction, best.id, best.mf_score, best.recorded_at from (select distinct p.profile_id, p.test_key from unnest(profile_ids, test_keys) as p (profile_id, test_key)) k cross join (values (false, 'lower'), (false, 'higher'), (true, 'lower'), (true, 'higher')) as s (verified_only, direction) cross join lateral (select r.id, r.mf_score, r.recorded_at from test_results r where r.profile_id = k.profile_id and r.test_key = k.test_key and r.mf_score is not null and r.out_of_bounds is null and (not s.verified_only or r.verified_by is not null) order by case when s.direction = 'lower' then r.mf_score end, case when s.direction = 'higher' then r.mf_score end desc, r.recorded_at, r.id limit 1) best; end $$;

create function test_bests_on_insert() returns trigger language plpgsql as $$ begin perform test_bests_refresh(array_agg(k.profile_id), array_agg(k.test_key)) from (select distinct profile_id, test_key from new_rows) k; return null; end $$;
create function test_bests_on_update() returns trigger language plpgsql as $$ begin perform test_bests_refresh(array_agg(k.profile_id), array_agg(k.test_key)) from (select profile_id, test_key from old_rows union select profile_id, test_key from new_rows) k; return null; end $$;
create function test_bests_on_delete() returns trigger language plpgsql as $$ begin perform test_bests_refresh(array_agg(k.profile_id), array_agg(k.test_key)) from (select distinct profile_id, test_key from old_rows) k; return null; end $$;

create trigger test_bests_on_insert after insert on test_results
  referencing new table as new_rows for each statement execute function test_bests_on_insert();
create trigger test_bests_on_update after update on test_results
  referencing old table as old_rows new table as new_rows for each statement execute function test_bests_on_update();
create trigger test_bests_on_delete after delete on test_results
  referencing old table as old_rows for each statement execute function test_bests_on_delete();

-- The results already written.
select test_bests_refresh(array_agg(k.profile_id), array_agg(k.test_key))
  from (select distinct profile_id, test_key from test_results) k;
