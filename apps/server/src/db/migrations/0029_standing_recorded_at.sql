-- Each standing carries its result's time (issue 10, search speed). The athlete search's cards read every shown
-- athlete's standings with their times, and took each time from test_results by key: two look-ups a card, a fifteenth
-- of a threshold search at 1,000,000 athletes. Kept by the standings' own upsert (rankings/store.ts).
alter table ranking_standings add column recorded_at timestamptz;

update ranking_standings s set recorded_at = r.recorded_at from test_results r where r.id = s.result_id;

alter table ranking_standings alter column recorded_at set not null;

-- Every row was written again, and with it every index entry: at 1,000,000 athletes the search index grew from 54 to
-- 169 MB, and a walk read three times the pages. Built afresh, as small as before.
reindex table ranking_standings;

-- A writer that does not name the column (an older migration's upsert, run again) gets its result's time.
create function standing_recorded_at() returns trigger
language plpgsql
as $$ begin new.recorded_at := (select r.recorded_at from test_results r where r.id = new.result_id); return new; end $$;

create trigger ranking_standings_recorded_at before insert on ranking_standings
for each row when (new.recorded_at is null) execute function standing_recorded_at();
