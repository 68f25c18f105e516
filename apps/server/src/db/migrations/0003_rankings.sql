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

-- Age pools are made of whole birth months plus the part-months at their ends (see age-window.ts).
create function ranking_birth_pool(birth_date date) returns text
language sql immutable strict parallel safe
as $$ select 'born:' || lpad(extract(year from birth_date)::text, 4, '0') || '-'
  || lpad(extract(month from birth_date)::text, 2, '0') $$;

-- One row per athlete and ranked test: the best result by the test's direction, with what pools need.
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
  primary key (profile_id, test_key)
);

-- Standings inside one fine bucket that beat a score, over all athletes of a test (and a test's best/worst).
create index ranking_standings_fine_idx on ranking_standings (test_key, fine, merit);

-- The same inside a main sport.
create index ranking_standings_sport_fine_idx on ranking_standings (test_key, sport, fine, merit);

-- The part-months at the ends of an age window.
create index ranking_standings_born_idx on ranking_standings (test_key, birth_date) include (merit);

-- Standings inside one coarse bucket across the whole months of an age window.
create index ranking_standings_coarse_born_idx on ranking_standings (test_key, coarse, birth_date) include (merit);

-- Age and sport together are small pools (one birth year of one sport): counted straight from this index.
create index ranking_standings_sport_born_idx on ranking_standings (test_key, sport, birth_date) include (merit);

-- pool: 'all', 'sport:<main sport>' or 'born:<YYYY-MM>' (C collation, so born pools range in date order).
-- level 0 holds the pool's total in bucket 0; level 1 counts per coarse bucket; level 2 per fine bucket
-- (all and sport pools only: a birth month of one test is small enough to count within a coarse bucket).
create table ranking_counts (
  test_key text not null,
  pool text collate "C" not null,
  level smallint not null check (level in (0, 1, 2)),
  bucket integer not null,
  athletes integer not null check (athletes >= 0),
  primary key (test_key, pool, level, bucket)
);

-- The counting cells one standing belongs to: its pools, each with a total and its bucket(s).
create function ranking_cells(coarse integer, fine integer, sport text, birth_date date)
returns table (pool text, level smallint, bucket integer)
language sql immutable parallel safe
as $$
  select cell.pool, cell.level::smallint, cell.bucket
    from (values
      ('all', 0, 0), ('all', 1, coarse), ('all', 2, fine),
      ('sport:' || sport, 0, 0), ('sport:' || sport, 1, coarse), ('sport:' || sport, 2, fine),
      (ranking_birth_pool(birth_date), 0, 0), (ranking_birth_pool(birth_date), 1, coarse)
    ) as cell (pool, level, bucket)
   where cell.pool is not null
$$;

-- ranking_counts follows ranking_standings through statement triggers, so the counts are the standings
-- counted whoever changes them: refreshStanding, refreshAthlete, a bulk load, or the cascade when an
-- account or profile is deleted. Each statement's changed rows (transition tables) are counted per cell:
-- additions in one upsert, removals in one update (an upsert would check its negative candidate row
-- against the constraint first). A count that would go below zero, a bug, breaks the caller's transaction
-- rather than drifting. Rows are taken in key order so concurrent writers lock cells in the same order.
-- (The migration runner splits statements at a semicolon that ends a line, hence "; return null; end".)
create function ranking_counts_on_insert() returns trigger language plpgsql as $$ begin
  insert into ranking_counts as c (test_key, pool, level, bucket, athletes)
  select s.test_key, cell.pool, cell.level, cell.bucket, count(*)
    from new_rows s cross join lateral ranking_cells(s.coarse, s.fine, s.sport, s.birth_date) cell
   group by 1, 2, 3, 4
   order by 1, 2, 3, 4
  on conflict (test_key, pool, level, bucket) do update set athletes = c.athletes + excluded.athletes; return null; end $$;

create function ranking_counts_on_delete() returns trigger language plpgsql as $$ begin
  update ranking_counts c set athletes = c.athletes - gone.athletes
    from (select s.test_key, cell.pool, cell.level, cell.bucket, count(*) as athletes
            from old_rows s cross join lateral ranking_cells(s.coarse, s.fine, s.sport, s.birth_date) cell
           group by 1, 2, 3, 4
           order by 1, 2, 3, 4) gone
   where (c.test_key, c.pool, c.level, c.bucket) = (gone.test_key, gone.pool, gone.level, gone.bucket); return null; end $$;

create function ranking_counts_on_update() returns trigger language plpgsql as $$ begin
  with change as (
    select moved.test_key, cell.pool, cell.level, cell.bucket, sum(moved.delta) as athletes
      from (select test_key, coarse, fine, sport, birth_date, -1 as delta from old_rows
            union all
            select test_key, coarse, fine, sport, birth_date, 1 from new_rows) moved
     cross join lateral ranking_cells(moved.coarse, moved.fine, moved.sport, moved.birth_date) cell
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
