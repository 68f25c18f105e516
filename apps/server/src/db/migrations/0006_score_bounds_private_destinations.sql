-- Issue 7: results beyond plausible bounds (defect 10) and destinations public against their profile (defect 14).
-- Every statement can run again over its own result: the test of this migration applies it a second time over
-- rows written the old way.

-- 1. Score bounds, a copy of core tests/bounds.ts SCORE_BOUNDS: the better end at the world record (or the best
-- mark on record), the worse end a generous finite limit, in the normalised unit. The server test
-- score-bounds.test.ts fails when these rows and core's differ, so a change of bounds in core needs a migration
-- that updates them (and flags again).
create table if not exists test_score_bounds (
  test_key text primary key,
  mf_unit text not null,
  better text not null check (better in ('higher', 'lower')),
  min_score double precision not null,
  max_score double precision not null check (max_score > min_score)
);

insert into test_score_bounds (test_key, mf_unit, better, min_score, max_score) values
  ('benchPress1', 'kg', 'higher', 0, 355),
  ('benchPress3', 'kg', 'higher', 0, 355),
  ('strictPress1', 'kg', 'higher', 0, 240),
  ('strictPress3', 'kg', 'higher', 0, 240),
  ('weightedPullUp1', 'kg', 'higher', 0, 250),
  ('weightedPullUp3', 'kg', 'higher', 0, 250),
  ('overheadSquat1', 'kg', 'higher', 0, 300),
  ('overheadSquat3', 'kg', 'higher', 0, 300),
  ('frontSquat1', 'kg', 'higher', 0, 350),
  ('frontSquat3', 'kg', 'higher', 0, 350),
  ('backSquat1', 'kg', 'higher', 0, 520),
  ('backSquat3', 'kg', 'higher', 0, 520),
  ('deadlift1', 'kg', 'higher', 0, 510),
  ('deadlift3', 'kg', 'higher', 0, 510),
  ('barbellLunge1', 'kg', 'higher', 0, 300),
  ('barbellLunge3', 'kg', 'higher', 0, 300),
  ('astrand', 'ml/kg/min', 'higher', 0, 97.5),
  ('vo2', 'ml/kg/min', 'higher', 0, 97.5),
  ('beepTest', 'level', 'higher', 0, 21.16),
  ('yoyoEndurance', 'level', 'higher', 0, 24),
  ('yoyoRecovery', 'level', 'higher', 0, 24),
  ('bronco', 'sec', 'lower', 210, 1800),
  ('iceHockeyBeepTest', 'level', 'higher', 0, 24),
  ('row2000', 'sec', 'lower', 335.8, 1800),
  ('row5000', 'sec', 'lower', 870, 3600),
  ('threeConeDrill', 'sec', 'lower', 6.2, 60),
  ('laneAgility', 'sec', 'lower', 9.5, 60),
  ('reactiveShuttle', 'sec', 'lower', 2.4, 60),
  ('illinois', 'sec', 'lower', 13, 60),
  ('zigZag', 'sec', 'lower', 3.5, 60),
  ('agility505', 'sec', 'lower', 1.9, 60),
  ('shuttle20Yard', 'sec', 'lower', 3.7, 60),
  ('shuttle60Yard', 'sec', 'lower', 10, 90),
  ('sprint300', 'sec', 'lower', 30.5, 180),
  ('row500', 'sec', 'lower', 65, 600),
  ('phosphateRecovery', 'sec', 'lower', 3.9, 600),
  ('handLength', 'mm', 'higher', 0, 324),
  ('handSpan', 'mm', 'higher', 0, 400),
  ('armLength', 'cm', 'higher', 0, 130),
  ('standingReach', 'cm', 'higher', 0, 370),
  ('sitAndReach', 'mm', 'higher', 0, 700),
  ('calfFlexibility', 'mm', 'higher', 0, 300),
  ('sideBendTest', 'mm', 'higher', 0, 400),
  ('sprint10', 'sec', 'lower', 1.5, 15),
  ('sprint20', 'sec', 'lower', 2.5, 20),
  ('sprint30', 'sec', 'lower', 3.4, 25),
  ('sprint40', 'sec', 'lower', 4.3, 30),
  ('sprint50', 'sec', 'lower', 5.1, 35),
  ('sprint60', 'sec', 'lower', 6, 40),
  ('dash40', 'sec', 'lower', 4.1, 20),
  ('basketballSprint', 'sec', 'lower', 2.8, 15),
  ('baseballSprint', 'sec', 'lower', 5.8, 30),
  ('oneHund', 'sec', 'lower', 9.58, 60),
  ('twoHund', 'sec', 'lower', 19.19, 120),
  ('fourHund', 'sec', 'lower', 43.03, 300),
  ('eightHund', 'sec', 'lower', 100.91, 600),
  ('twelveHund', 'sec', 'lower', 158.35, 900),
  ('sixteenHund', 'sec', 'lower', 219.73, 1200),
  ('threeKm', 'sec', 'lower', 440.67, 2400),
  ('fiveKm', 'sec', 'lower', 755.36, 3600),
  ('tenKm', 'sec', 'lower', 1571, 7200),
  ('marathon', 'sec', 'lower', 7235, 36000),
  ('verticalJump', 'cm', 'higher', 0, 116.84),
  ('runningVert1', 'cm', 'higher', 0, 130),
  ('runningVert2', 'cm', 'higher', 0, 130),
  ('cmJump', 'cm', 'higher', 0, 120),
  ('threeHopTest', 'cm', 'higher', 0, 1829),
  ('standingBroad', 'cm', 'higher', 0, 373.38),
  ('powerClean', 'kg', 'higher', 0, 270),
  ('snatch', 'kg', 'higher', 0, 225),
  ('pushPress', 'kg', 'higher', 0, 270),
  ('medBallThrow', 'cm', 'higher', 0, 4000),
  ('kneelingLaunch', 'cm', 'higher', 0, 3000),
  ('benchPressPower', 'watts', 'higher', 0, 3000),
  ('benchPressReps150', 'reps', 'higher', 0, 120),
  ('benchPressReps185', 'reps', 'higher', 0, 80),
  ('benchPressReps225', 'reps', 'higher', 0, 51),
  ('oneKmSwim', 'sec', 'lower', 540, 3600),
  ('shuttleSwimTest', 'level', 'higher', 0, 30),
  ('swim500Yard', 'sec', 'lower', 230, 2400),
  ('swim50free', 'sec', 'lower', 19.5, 300),
  ('swim100free', 'sec', 'lower', 44, 600),
  ('swim200free', 'sec', 'lower', 97, 1200),
  ('swim400free', 'sec', 'lower', 208, 2400),
  ('swim50back', 'sec', 'lower', 21.5, 300),
  ('swim100back', 'sec', 'lower', 47.5, 600),
  ('swim200back', 'sec', 'lower', 103, 1200),
  ('swim50breast', 'sec', 'lower', 24.5, 300),
  ('swim100breast', 'sec', 'lower', 54.5, 600),
  ('swim200breast', 'sec', 'lower', 118, 1200),
  ('swim50fly', 'sec', 'lower', 21, 300),
  ('swim100fly', 'sec', 'lower', 47, 600),
  ('swim200fly', 'sec', 'lower', 105, 1200)
on conflict (test_key) do update
   set mf_unit = excluded.mf_unit, better = excluded.better,
       min_score = excluded.min_score, max_score = excluded.max_score;

-- 2. Results stored before the bounds are flagged, never deleted: the owner still sees them, marked, and others
-- do not; rankings leave them out (rankings store.ts skips flagged results on every refresh).
alter table test_results add column if not exists out_of_bounds text
  check (out_of_bounds in ('beyond_record', 'beyond_limit'));

update test_results r
   set out_of_bounds = case when (b.better = 'higher' and r.mf_score > b.max_score)
                              or (b.better = 'lower' and r.mf_score < b.min_score) then 'beyond_record'
                            else 'beyond_limit' end
  from test_score_bounds b
 where b.test_key = r.test_key and b.mf_unit = r.mf_unit
   and (r.mf_score > b.max_score or r.mf_score < b.min_score)
   and r.out_of_bounds is null;

-- 3. Standings that rest on a flagged result move to the athlete's best result left in the test: this is rankings'
-- store.saveStanding as it stands today, for those athletes and tests at once (direction from the bounds table).
-- Then the standings with no result left go. The triggers of 0003 bring ranking_counts and ranking_versions along.
insert into ranking_standings as s (profile_id, test_key, result_id, score, unit, mf_score, mf_unit, merit,
                                    sport, birth_date, age, age_from, age_until)
select distinct on (r.profile_id, r.test_key)
       r.profile_id, r.test_key, r.id, r.score, r.unit, r.mf_score, coalesce(r.mf_unit, r.unit),
       case when b.better = 'lower' then 0 - r.mf_score else r.mf_score end as merit,
       main.sport, u.birth_date,
       ranking_age(u.birth_date, ranking_today()) as age,
       ranking_turns(u.birth_date, ranking_age(u.birth_date, ranking_today())) as age_from,
       ranking_turns(u.birth_date, ranking_age(u.birth_date, ranking_today()) + 1) as age_until
  from ranking_standings flagged
  join test_results gone on gone.id = flagged.result_id and gone.out_of_bounds is not null
  join test_results r on r.profile_id = flagged.profile_id and r.test_key = flagged.test_key
  join test_score_bounds b on b.test_key = r.test_key
  join athlete_profiles p on p.id = r.profile_id
  join users u on u.id = p.user_id
  left join athlete_sports main on main.profile_id = p.id and main.main
 where r.out_of_bounds is null
   and r.mf_score > '-Infinity' and r.mf_score < 'Infinity'
 order by r.profile_id, r.test_key, merit desc, r.recorded_at desc, r.id
on conflict (profile_id, test_key) do update
   set result_id = excluded.result_id, score = excluded.score, unit = excluded.unit,
       mf_score = excluded.mf_score, mf_unit = excluded.mf_unit, merit = excluded.merit,
       sport = excluded.sport, birth_date = excluded.birth_date,
       age = excluded.age, age_from = excluded.age_from, age_until = excluded.age_until;

delete from ranking_standings s
 using test_results r
 where r.id = s.result_id and r.out_of_bounds is not null;

-- 4. Destinations are private unless their owner made them public. Profile creation stored its destinations public
-- while the profile said destinationsPublic false (the column default was true), so they showed on public pages.
-- Those rows are the ones written in the creation transaction: now() is the transaction's start, so they share
-- the profile's created_at. A row added later with `public: true`, or switched on one by one, was the owner's
-- choice and keeps it; a creation row the owner later switched on cannot be told apart and goes private, the
-- safe side (the owner can switch it on again). Rows of profiles with destinationsPublic true agree and stay.
alter table athlete_destinations alter column is_public set default false;

update athlete_destinations d
   set is_public = false
  from athlete_profiles p
 where p.id = d.profile_id and d.is_public and not p.destinations_public
   and d.created_at = p.created_at;
