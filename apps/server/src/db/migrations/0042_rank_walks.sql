-- The rank filter ("top p % for their age") walked from indexes alone (issue 23, rank filter speed; search/
-- rank-passers.ts). The standings' search index carries each standing's age, so a walk best first checks the age
-- pool's cutoff, and the set of all who pass a rank is read, without visiting the table. The newest-result order's
-- index carries the athlete's number, so a page ordered newest first walks it checking each athlete against the
-- rank's passers (kept by number) without reading the profile of the thousands it passes over.
drop index ranking_standings_search_idx;

create index ranking_standings_search_idx on ranking_standings (test_key, merit desc, profile_id desc) include (age);

drop index athlete_profiles_latest_result_idx;

create index athlete_profiles_latest_result_idx on athlete_profiles (latest_result_key desc, id desc) include (seq);
