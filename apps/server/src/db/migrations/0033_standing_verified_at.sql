-- Each standing carries when its result was verified (issue 10: a result a coach collaborator entered is shown as
-- verified "on the profile, in search cards and in rankings"). The athlete search's cards are read from the
-- standings; the verifier's name is looked up, by the result's key, only for the few standings that have this set.
-- Kept by the standings' own upsert (rankings/store.ts). Nullable with no default: adding it writes no row.
alter table ranking_standings add column verified_at timestamptz;

-- Only verified standings are written, so the table and its indexes are not rewritten (compare 0029).
update ranking_standings s set verified_at = r.verified_at
  from test_results r
 where r.id = s.result_id and r.verified_at is not null;

-- A writer that verifies a result after it was stored (the demo loader does; the product verifies as it inserts)
-- verifies its standing with it. (The migration runner splits statements at a semicolon that ends a line.)
create function standing_verified_at() returns trigger language plpgsql as $$ begin
  update ranking_standings s set verified_at = new.verified_at
   where s.profile_id = new.profile_id and s.test_key = new.test_key and s.result_id = new.id; return null; end $$;

create trigger test_results_verified_at after update of verified_at on test_results
for each row when (old.verified_at is distinct from new.verified_at) execute function standing_verified_at();
