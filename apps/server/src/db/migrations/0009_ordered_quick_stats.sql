-- Quick stats keep the order their athlete gave them (issue 8): jsonb sorts an object's keys (shortest first), so
-- "Height, Weight, 40 yd" came back as "40 yd, Height, Weight". They are now a jsonb array of [name, value] pairs,
-- whose order jsonb keeps. Existing objects become pairs in the order jsonb holds them: the typed order is lost.
update athlete_profiles
   set quick_stats = coalesce(
         (select jsonb_agg(jsonb_build_array(stat.key, stat.value) order by stat.key_order)
            from jsonb_each_text(quick_stats) with ordinality as stat(key, value, key_order)),
         '[]'::jsonb)
 where jsonb_typeof(quick_stats) = 'object';

alter table athlete_profiles alter column quick_stats set default '[]'::jsonb;

alter table athlete_profiles
  add constraint athlete_profiles_quick_stats_pairs check (jsonb_typeof(quick_stats) = 'array');
