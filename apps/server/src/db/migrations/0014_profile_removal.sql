-- A profile that goes without its account (an organisation deleted on its own, account spec 4) takes with it what
-- names it: its follows both ways, blocks both ways, and notifications to or from it. Profile ids carry no foreign
-- key (a profile is an athlete profile, an organisation or, until issue 10, a coach account), so a trigger does it.
-- (The migration runner splits statements at a semicolon that ends a line, hence the statements joined below.)
create function remove_profile_traces(gone_id uuid, gone_type text) returns void language plpgsql as $$ begin
  delete from follows
   where (follower_profile_id = gone_id and follower_profile_type = gone_type)
      or (followed_profile_id = gone_id and followed_profile_type = gone_type); delete from blocks
   where (blocker_profile_id = gone_id and blocker_profile_type = gone_type)
      or (blocked_profile_id = gone_id and blocked_profile_type = gone_type); delete from notifications
   where (receiver_profile_id = gone_id and receiver_profile_type = gone_type)
      or (sender_profile_id = gone_id and sender_profile_type = gone_type); end $$;

create function organisation_removed() returns trigger language plpgsql as $$ begin
  perform remove_profile_traces(old.id, 'org'); return old; end $$;

create trigger organisations_remove_traces
  after delete on organisations
  for each row execute function organisation_removed();
