-- Rankings (profiles spec 3, 7): each athlete's standing result per test, and counts that make a rank a lookup.
--
-- A rank is 1 + the number of athletes in a pool whose standing is strictly better (core rankWithTies).
-- Scores are compared as `merit`: the normalised score turned so that higher is always better.
-- ranking_counts holds, per test and pool, how many standings fall in each score bucket, at two widths:
-- coarse (16 per doubling of the score) and fine (1024 per doubling, 64 inside each coarse bucket).
-- "Better than x" is then: the coarse buckets above x's, plus the fine buckets above x's inside its coarse
-- bucket, plus the few standings inside x's fine bucket that beat x (read from an index). See store.ts.

-- An integer with the same order as the double: the IEEE bits of |merit| order like the value, so the
-- sign is put back in front. Exact, so a bucket never mixes scores out of order (unlike a rounded log).
create function ranking_key(merit double precision) returns bigint
language sql immutable strict parallel safe
as $$ select sign(merit)::bigint * ('x' || encode(float8send(abs(merit)), 'hex'))::bit(64)::bigint $$;

-- Above the 52 mantissa bits sits the binary exponent: dropping 48 bits keeps it and 4 mantissa bits,
-- so 16 buckets per doubling of the score, whatever its unit.
create function ranking_coarse(merit double precision) returns integer
language sql immutable strict parallel safe
as $$ select (ranking_key(merit) >> 48)::integer $$;

-- Dropping 42 bits leaves 1024 buckets per doubling; coarse = fine >> 6, so 64 fine buckets nest in each coarse one.
create function ranking_fine(merit double precision) returns integer
language sql immutable strict parallel safe
as $$ select (ranking_key(merit) >> 42)::integer $$;

-- Whole years on a day, as core's ageInYears counts them: one less until the birthday's month and day.
create function ranking_age(birth_date date, on_date date) returns integer
language sql immutable strict parallel safe
as $$ select (extract(year from on_date) - extract(year from birth_date))::integer
           - case when extract(month from on_date) * 100 + extract(day from on_date)
                     < extract(month from birth_date) * 100 + extract(day from birth_date) then 1 else 0 end $$;

-- The day someone turns `age`. Adding years to Feb 29 lands on Feb 28 off leap years, but ageInYears
-- counts that birthday from Mar 1 (Feb 28 is still before 02-29), hence the day after.
create function ranking_turns(birth_date date, age integer) returns date
language sql immutable strict parallel safe
as $$ select case when extract(day from (birth_date + make_interval(years => age))) = extract(day from birth_date)
                  then (birth_date + make_interval(years => age))::date
                  else (birth_date + make_interval(years => age))::date + 1 end $$;

-- Writers age standings on the database's UTC day; a reader re-ages them to its day before counting.
create function ranking_today() returns date
language sql stable parallel safe
as $$ select (now() at time zone 'utc')::date $$;

-- One row per athlete and ranked test: the best result by the test's direction, with what pools need:
-- the main sport, and the age, right for the days in [age_from, age_until).
-- Kept by rankings' refreshStanding / refreshAthlete inside the callers' transactions.
create table ranking_standings (
  profile_id uuid not null references athlete_profiles (id) on delete cascade,
  test_key text not null,
  result_id uuid not null,
  score text not null,
  unit text not null,
  mf_score double precision not null,
  mf_unit text not null,
  merit double precision not null,
  coarse integer not null generated always as (ranking_coarse(merit)) stored,
  fine integer not null generated always as (ranking_fine(merit)) stored,
  sport text,
  birth_date date not null,
  age integer not null,
  age_from date not null,
  age_until date not null,
  primary key (profile_id, test_key)
);

-- Standings inside one fine bucket that beat a score, in any pool (a fine bucket holds few athletes, so
-- filtering its rows by sport or age is cheap); also a test's best and worst standing.
create index ranking_standings_fine_idx on ranking_standings (test_key, fine, merit) include (sport, age);

-- Standings whose age is wrong for a day: birthdays since (or, for an earlier day, not yet).
create index ranking_standings_age_until_idx on ranking_standings (age_until);

create index ranking_standings_age_from_idx on ranking_standings (age_from);

-- pool: 'all', 'sport:<main sport>', 'age:<years>' or 'age:<years>|sport:<main sport>'.
-- level 0 holds the pool's total in bucket 0; level 1 counts per coarse bucket; level 2 per fine bucket.
create table ranking_counts (
  test_key text not null,
  pool text collate "C" not null,
  level smallint not null check (level in (0, 1, 2)),
  bucket integer not null,
  athletes integer not null check (athletes >= 0),
  primary key (test_key, pool, level, bucket)
);

-- The counting cells one standing belongs to: its four pools, each with a total and its two buckets.
create function ranking_cells(coarse integer, fine integer, sport text, age integer)
returns table (pool text, level smallint, bucket integer)
language sql immutable parallel safe
as $$
  select pool.name, cell.level::smallint, case cell.level when 0 then 0 when 1 then coarse else fine end
    from (values ('all'), ('sport:' || sport), ('age:' || age), ('age:' || age || '|sport:' || sport)) as pool (name)
   cross join (values (0), (1), (2)) as cell (level)
   where pool.name is not null
$$;

-- Bumped by every statement that changes a test's standings: a test's distribution is the same for every
-- athlete, so a server reuses the one it computed while the version it read it at is still current.
create table ranking_versions (
  test_key text primary key,
  version bigint not null
);

-- ranking_counts follows ranking_standings through statement triggers, so the counts are the standings
-- counted whoever changes them: refreshStanding, refreshAthlete, re-ageing, a bulk load, or the cascade
-- when an account or profile is deleted. Each statement's changed rows (transition tables) are counted
-- per cell: additions in one upsert, removals in one update (an upsert would check its negative
-- candidate row against the constraint first). A count that would go below zero, a bug, breaks the
-- caller's transaction rather than drifting. Rows are taken in key order so concurrent writers lock
-- cells in the same order. Each also bumps the versions of the tests it changed.
-- (The migration runner splits statements at a semicolon that ends a line, hence "; return null; end".)
create function ranking_counts_on_insert() returns trigger language plpgsql as $$ begin
  with bumped as (
    insert into ranking_versions as v (test_key, version)
    select distinct test_key, 1 from new_rows order by 1
    on conflict (test_key) do update set version = v.version + 1
  )
  insert into ranking_counts as c (test_key, pool, level, bucket, athletes)
  select s.test_key, cell.pool, cell.level, cell.bucket, count(*)
    from new_rows s cross join lateral ranking_cells(s.coarse, s.fine, s.sport, s.age) cell
   group by 1, 2, 3, 4
   order by 1, 2, 3, 4
  on conflict (test_key, pool, level, bucket) do update set athletes = c.athletes + excluded.athletes; return null; end $$;

create function ranking_counts_on_delete() returns trigger language plpgsql as $$ begin
  with bumped as (
    insert into ranking_versions as v (test_key, version)
    select distinct test_key, 1 from old_rows order by 1
    on conflict (test_key) do update set version = v.version + 1
  )
  update ranking_counts c set athletes = c.athletes - gone.athletes
    from (select s.test_key, cell.pool, cell.level, cell.bucket, count(*) as athletes
            from old_rows s cross join lateral ranking_cells(s.coarse, s.fine, s.sport, s.age) cell
           group by 1, 2, 3, 4
           order by 1, 2, 3, 4) gone
   where (c.test_key, c.pool, c.level, c.bucket) = (gone.test_key, gone.pool, gone.level, gone.bucket); return null; end $$;

create function ranking_counts_on_update() returns trigger language plpgsql as $$ begin
  with bumped as (
    insert into ranking_versions as v (test_key, version)
    select distinct test_key, 1 from new_rows order by 1
    on conflict (test_key) do update set version = v.version + 1
  ), change as (
    select moved.test_key, cell.pool, cell.level, cell.bucket, sum(moved.delta) as athletes
      from (select test_key, coarse, fine, sport, age, -1 as delta from old_rows
            union all
            select test_key, coarse, fine, sport, age, 1 from new_rows) moved
     cross join lateral ranking_cells(moved.coarse, moved.fine, moved.sport, moved.age) cell
     group by 1, 2, 3, 4
    having sum(moved.delta) <> 0
  ), removed as (
    update ranking_counts c set athletes = c.athletes + change.athletes
      from change
     where change.athletes < 0
       and (c.test_key, c.pool, c.level, c.bucket) = (change.test_key, change.pool, change.level, change.bucket)
  )
  insert into ranking_counts as c (test_key, pool, level, bucket, athletes)
  select test_key, pool, level, bucket, athletes from change where athletes > 0
   order by 1, 2, 3, 4
  on conflict (test_key, pool, level, bucket) do update set athletes = c.athletes + excluded.athletes; return null; end $$;

create trigger ranking_counts_on_insert after insert on ranking_standings
referencing new table as new_rows for each statement execute function ranking_counts_on_insert();

create trigger ranking_counts_on_delete after delete on ranking_standings
referencing old table as old_rows for each statement execute function ranking_counts_on_delete();

create trigger ranking_counts_on_update after update on ranking_standings
referencing old table as old_rows new table as new_rows for each statement execute function ranking_counts_on_update();

-- Counts follow standings even in a session that skips ordinary triggers (session_replication_role =
-- replica: replication, or a bulk load that skips foreign key checks).
alter table ranking_standings enable always trigger ranking_counts_on_insert;

alter table ranking_standings enable always trigger ranking_counts_on_delete;

alter table ranking_standings enable always trigger ranking_counts_on_update;
