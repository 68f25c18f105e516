-- The athlete search reads the set of those passing a threshold straight from the standings index, with a range
-- the planner sizes as small (search/athlete-store.ts, passersSql): the function of migration 0023 copied every row
-- once more on the way and cost as much again as reading them.
drop function search_passers(text, boolean, double precision);
