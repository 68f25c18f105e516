-- The athlete search's rank filter, "top p % in a test for their age" (issue 10), from rankings' counts.
--
-- An athlete is in the top p % of their age pool when fewer than p % of the pool beat them (rank - 1 < p % of the
-- pool, core rankWithTies). With the pool's merits best first, that is: a merit at least the one in place
-- ceil(p × pool / 100), the pool's cutoff. Ranking each pool per search (a window over the test's standings) took
-- 2 s at 1,000,000 athletes. A cutoff is found as a rank is counted (0003), the other way round: the coarse bucket
-- holding that place, the fine bucket inside it, then the place inside the fine bucket. Scores are often recorded
-- coarser than a fine bucket (a dash to the hundredth), so a fine bucket whose standings all share one merit gives
-- it at once; only a mixed one is read down its index to the place.
--
-- Pools are the standings' kept ages, probed for every age a person can have (the oldest ever lived to 122): the
-- caller first makes sure no standing's age is stale for the day (rankings/service.ts, ageCutoffs), and the search
-- compares each standing with the cutoff of its own kept age.
create function ranking_age_cutoffs(test text, percent integer)
returns table (age integer, merit double precision)
language sql stable
as $$
  select pool.age,
         case when edge.highest = edge.lowest then edge.highest
              else (select s.merit from ranking_standings s
                     where s.test_key = test and s.fine = fine.bucket and s.age = pool.age
                     order by s.merit desc
                    offset pool.place - coarse.above - fine.above - 1 limit 1) end
    from (select years.age, c.pool, (c.athletes * percent + 99) / 100 as place
            from generate_series(0, 150) as years (age)
            join ranking_counts c
              on c.test_key = test and c.pool = 'age:' || years.age and c.level = 0 and c.bucket = 0
           where c.athletes > 0) pool
   cross join lateral (
         select b.bucket, b.above
           from (select c.bucket, sum(c.athletes) over (order by c.bucket desc) - c.athletes as above
                   from ranking_counts c
                  where c.test_key = test and c.pool = pool.pool and c.level = 1 and c.athletes > 0) b
          where b.above < pool.place
          order by b.bucket
          limit 1) coarse
   cross join lateral (
         select b.bucket, b.above
           from (select c.bucket, sum(c.athletes) over (order by c.bucket desc) - c.athletes as above
                   from ranking_counts c
                  where c.test_key = test and c.pool = pool.pool and c.level = 2 and c.athletes > 0
                    and c.bucket >= coarse.bucket * 64 and c.bucket < (coarse.bucket + 1) * 64) b
          where b.above < pool.place - coarse.above
          order by b.bucket
          limit 1) fine
   cross join lateral (
         select (select max(s.merit) from ranking_standings s where s.test_key = test and s.fine = fine.bucket) as highest,
                (select min(s.merit) from ranking_standings s where s.test_key = test and s.fine = fine.bucket) as lowest
         ) edge
$$;
