-- Hand Length, Hand Span, Sit & Reach, Calf Flexibility and Lateral Side-Bending now normalise every
-- length to mm (core units.ts): results typed in cm were stored with mf_unit 'cm', beside inches in 'mm',
-- so one test held two scales and ranked an inches athlete about ten times better. Convert them, rounded
-- to two decimals like core roundScore.
update test_results
   set mf_score = round((mf_score * 10)::numeric, 2)::double precision, mf_unit = 'mm'
 where test_key in ('handLength', 'handSpan', 'sitAndReach', 'calfFlexibility', 'sideBendTest')
   and mf_unit = 'cm';

-- Then the standings of those tests are recomputed here, in the same transaction, so no reader ever sees
-- results in mm ranked by standings in cm. An athlete's best result may change (25 cm now beats 9 in.).
-- This is rankings' store.saveStandingsOfTest as it stands today, for the five tests at once (all five
-- are higher-is-better, so merit is mf_score); the triggers of 0003 bring ranking_counts and
-- ranking_versions along.
insert into ranking_standings as s (profile_id, test_key, result_id, score, unit, mf_score, mf_unit, merit,
                                    sport, birth_date, age, age_from, age_until)
select distinct on (r.profile_id, r.test_key)
       r.profile_id, r.test_key, r.id, r.score, r.unit, r.mf_score, coalesce(r.mf_unit, r.unit),
       r.mf_score as merit,
       main.sport, u.birth_date,
       ranking_age(u.birth_date, ranking_today()) as age,
       ranking_turns(u.birth_date, ranking_age(u.birth_date, ranking_today())) as age_from,
       ranking_turns(u.birth_date, ranking_age(u.birth_date, ranking_today()) + 1) as age_until
  from test_results r
  join athlete_profiles p on p.id = r.profile_id
  join users u on u.id = p.user_id
  left join athlete_sports main on main.profile_id = p.id and main.main
 where r.test_key in ('handLength', 'handSpan', 'sitAndReach', 'calfFlexibility', 'sideBendTest')
   and r.mf_score > '-Infinity' and r.mf_score < 'Infinity'
 order by r.profile_id, r.test_key, merit desc, r.recorded_at desc, r.id
on conflict (profile_id, test_key) do update
   set result_id = excluded.result_id, score = excluded.score, unit = excluded.unit,
       mf_score = excluded.mf_score, mf_unit = excluded.mf_unit, merit = excluded.merit,
       sport = excluded.sport, birth_date = excluded.birth_date,
       age = excluded.age, age_from = excluded.age_from, age_until = excluded.age_until
 where (s.result_id, s.score, s.unit, s.mf_score, s.mf_unit, s.merit, s.sport, s.birth_date)
       is distinct from (excluded.result_id, excluded.score, excluded.unit, excluded.mf_score,
                         excluded.mf_unit, excluded.merit, excluded.sport, excluded.birth_date);
