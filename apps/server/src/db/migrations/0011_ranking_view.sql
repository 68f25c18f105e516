-- athData's one read per request (rankings/store.ts findRankingView, issue 8) as a function: PL/pgSQL keeps
-- the plan of its query for each connection, and planning this join took several times as long as running it.
-- For the signed-in user on a day (by default the database's UTC day): whether some standing's age is wrong
-- on that day, the athlete's profile, age and main sport, and per asked test (in order) its version and the
-- athlete's standing. One statement, so one snapshot. No profile: one row of nulls after day and stale.
create function ranking_view(viewer uuid, asked_day date, test_keys text[])
returns table (day date, stale boolean, profile_id uuid, athlete_age integer, athlete_sport text,
               test_key text, ord bigint, version bigint, score text, unit text, mf_score double precision,
               mf_unit text, merit double precision, sport text, age integer)
language plpgsql stable
as $$
#variable_conflict use_column
begin
  return query
  select d.day,
         -- min and max read one end of their index whatever the plan: the plan kept for every day cannot
         -- know that no standing matches, and an exists() would then scan them all.
         coalesce((select min(w.age_until) from ranking_standings w) <= d.day
                  or (select max(w.age_from) from ranking_standings w) > d.day, false),
         a.profile_id, a.age, a.sport,
         t.test_key, t.ord, v.version,
         s.score, s.unit, s.mf_score, s.mf_unit, s.merit, s.sport, s.age
    from (select coalesce(asked_day, ranking_today()) as day) d
    left join lateral (
          select p.id as profile_id, ranking_age(u.birth_date, d.day) as age,
                 (select m.sport from athlete_sports m where m.profile_id = p.id and m.main and not m.other) as sport
            from athlete_profiles p join users u on u.id = p.user_id
           where p.user_id = viewer) a on true
    left join lateral unnest(test_keys) with ordinality as t (test_key, ord) on true
    left join ranking_standings s on s.profile_id = a.profile_id and s.test_key = t.test_key
    left join ranking_versions v on v.test_key = t.test_key
   order by t.ord; end $$;
