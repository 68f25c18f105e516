-- Every change to what a signed-in request is read with (modules/auth/store.ts SESSION_USER: the session, the user,
-- the organisation they own, their athlete profile) is told on the channel podium_accounts, the user's id as payload,
-- when it commits. Each server process keeps the accounts it read for a moment and forgets a user's when told
-- (modules/auth/account-cache.ts). Triggers, so no path that writes these tables can forget to tell; the session's
-- hourly last_used_at touch changes nothing read and tells nothing.
create function account_changed() returns trigger
language plpgsql
as $$ begin perform pg_notify('podium_accounts', told.user_id) from (select case when tg_op <> 'INSERT' then to_jsonb(old) ->> tg_argv[0] end as user_id union select case when tg_op <> 'DELETE' then to_jsonb(new) ->> tg_argv[0] end) told where told.user_id is not null; return null; end $$;

create trigger users_account_changed after update on users
  for each row when (old.* is distinct from new.*) execute function account_changed('id');
create trigger users_account_deleted after delete on users
  for each row execute function account_changed('id');

create trigger sessions_account_changed after update of revoked_at, expires_at, user_id on sessions
  for each row when (old.revoked_at is distinct from new.revoked_at or old.expires_at is distinct from new.expires_at
                     or old.user_id is distinct from new.user_id)
  execute function account_changed('user_id');
-- A live session deleted ends it as a revocation does; ended ones the sweep removes tell nothing new.
create trigger sessions_account_deleted after delete on sessions
  for each row when (old.revoked_at is null) execute function account_changed('user_id');

create trigger organisations_account_changed after insert or update or delete on organisations
  for each row execute function account_changed('owner_id');

create trigger athlete_profiles_account_changed after insert or delete or update of user_id on athlete_profiles
  for each row execute function account_changed('user_id');
