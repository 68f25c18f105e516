-- Every change to an athlete's standing merit is told on the channel podium_standings when it commits (issue 10,
-- search speed). Each server process keeps every test's standings as (merit, athlete number) in memory and picks a
-- threshold search's candidates from them (modules/search/standings-index.ts); the database then checks and reads
-- only those.
--
-- An athlete's number: small, dense and never reused, so a process marks who passes a threshold in an array.
alter table athlete_profiles add column seq integer generated always as identity;

create unique index athlete_profiles_seq_key on athlete_profiles (seq);

-- A message is lines of "<test> <athlete number> <profile id's first 8 hex digits> <old merit> <new merit>", each
-- merit its float8send in hex (exact, whatever the session's extra_float_digits) or '-' for none, at most 50 lines.
-- "gone <number> ..." when athletes' profiles are deleted (its standings go with it, when its number can no longer be
-- read); "reload" when one statement changed more than 200, and every process reads everything again.
-- (The migration runner splits statements at a semicolon that ends a line, hence the semicolons mid-line.)
create function standings_tell(changes text[]) returns void language plpgsql as $$ begin
  if cardinality(changes) > 200 then
    perform pg_notify('podium_standings', 'reload'); return; end if; perform
    pg_notify('podium_standings', array_to_string(changes[part * 50 + 1 : part * 50 + 50], E'\n'))
     from generate_series(0, (cardinality(changes) + 49) / 50 - 1) part; end $$;

create function standings_told_on_insert() returns trigger language plpgsql as $$ begin
  if (select count(*) from new_rows) > 200 then
    perform pg_notify('podium_standings', 'reload'); return null; end if; perform standings_tell(array(
    select n.test_key || ' ' || p.seq || ' ' || left(n.profile_id::text, 8) || ' - '
           || encode(float8send(n.merit), 'hex')
      from new_rows n join athlete_profiles p on p.id = n.profile_id)); return null; end $$;

-- Rankings' daily re-ageing rewrites many rows and no merit: only a changed merit is told.
create function standings_told_on_update() returns trigger language plpgsql as $$ begin
  perform standings_tell(array(
    select test_key || ' ' || p.seq || ' ' || left(profile_id::text, 8) || ' '
           || coalesce(encode(float8send(o.merit), 'hex'), '-') || ' '
           || coalesce(encode(float8send(n.merit), 'hex'), '-')
      from old_rows o full join new_rows n using (profile_id, test_key)
      join athlete_profiles p on p.id = profile_id
     where o.merit is distinct from n.merit)); return null; end $$;

create function standings_told_on_delete() returns trigger language plpgsql as $$ begin
  if (select count(*) from old_rows) > 200 then
    perform pg_notify('podium_standings', 'reload'); return null; end if; perform standings_tell(array(
    select o.test_key || ' ' || p.seq || ' ' || left(o.profile_id::text, 8) || ' '
           || encode(float8send(o.merit), 'hex') || ' -'
      from old_rows o join athlete_profiles p on p.id = o.profile_id)); return null; end $$;

create trigger ranking_standings_told_on_insert after insert on ranking_standings
referencing new table as new_rows for each statement execute function standings_told_on_insert();

create trigger ranking_standings_told_on_update after update on ranking_standings
referencing old table as old_rows new table as new_rows for each statement execute function standings_told_on_update();

create trigger ranking_standings_told_on_delete after delete on ranking_standings
referencing old table as old_rows for each statement execute function standings_told_on_delete();

create function athletes_gone_told() returns trigger language plpgsql as $$ begin
  if (select count(*) from old_rows) > 200 then
    perform pg_notify('podium_standings', 'reload'); return null; end if; perform
    pg_notify('podium_standings', 'gone ' || string_agg(seq::text, ' ')) from old_rows having count(*) > 0; return null; end $$;

create trigger athlete_profiles_gone_told after delete on athlete_profiles
referencing old table as old_rows for each statement execute function athletes_gone_told();

-- Told even in a session that skips ordinary triggers (as rankings' counts, migration 0003).
alter table ranking_standings enable always trigger ranking_standings_told_on_insert;

alter table ranking_standings enable always trigger ranking_standings_told_on_update;

alter table ranking_standings enable always trigger ranking_standings_told_on_delete;

alter table athlete_profiles enable always trigger athlete_profiles_gone_told;
