-- The athlete search's "few pass" thresholds as a set function (issue 10, search speed). The search keeps one plan
-- per shape, blind to the threshold values (search/athlete-store.ts), and PostgreSQL sizes the hashed set of those
-- who pass a threshold by its estimate: a third of the test's standings (175,000 at 1,000,000 athletes) where it is
-- used for at most about 20,000, which cost 4 ms a search in setting up the hash alone. A function states its own
-- estimate; plpgsql, so PostgreSQL cannot inline it back into the statement.
create function search_passers(test text, above boolean, bound double precision) returns setof uuid
language plpgsql stable rows 4000
as $$ begin if above then return query select profile_id from ranking_standings where test_key = test and merit > bound; else return query select profile_id from ranking_standings where test_key = test and merit < bound; end if; end $$;
