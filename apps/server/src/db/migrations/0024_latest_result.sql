-- The athlete search's "newest result" order, kept with each profile (issue 10, search speed). It was each athlete's
-- newest result, found per athlete and sorted per search: 6 seconds at 1,000,000 athletes for the search page as it
-- opens with no filter. `latest_result_key` is that result's time (seconds since 1970; 0 for an athlete with none),
-- kept by triggers on test_results, and indexed in the order pages are read.
alter table athlete_profiles add column latest_result_key double precision not null default 0;

update athlete_profiles p set latest_result_key = r.latest
  from (select profile_id, extract(epoch from max(recorded_at))::float8 as latest from test_results group by profile_id) r
 where r.profile_id = p.id;

create index athlete_profiles_latest_result_idx on athlete_profiles (latest_result_key desc, id desc);

-- A new result can only make an athlete's newest later: `greatest` keeps two results added at once both counted (a
-- second update re-reads the row the first wrote). A changed or deleted one may make it earlier: read again.
create function latest_result_on_insert() returns trigger
language plpgsql
as $$ begin update athlete_profiles p set latest_result_key = greatest(p.latest_result_key, added.latest) from (select profile_id, extract(epoch from max(recorded_at))::float8 as latest from new_rows group by profile_id) added where p.id = added.profile_id and added.latest > p.latest_result_key; return null; end $$;

create function latest_result_reread() returns trigger
language plpgsql
as $$ begin update athlete_profiles p set latest_result_key = coalesce((select extract(epoch from max(r.recorded_at))::float8 from test_results r where r.profile_id = p.id), 0) where p.id in (select profile_id from old_rows); return null; end $$;

create trigger latest_result_on_insert after insert on test_results
referencing new table as new_rows for each statement execute function latest_result_on_insert();

create function latest_result_reread_both() returns trigger
language plpgsql
as $$ begin update athlete_profiles p set latest_result_key = coalesce((select extract(epoch from max(r.recorded_at))::float8 from test_results r where r.profile_id = p.id), 0) where p.id in (select profile_id from old_rows union select profile_id from new_rows); return null; end $$;

create trigger latest_result_on_update after update on test_results
referencing old table as old_rows new table as new_rows for each statement execute function latest_result_reread_both();

create trigger latest_result_on_delete after delete on test_results
referencing old table as old_rows for each statement execute function latest_result_reread();
