-- Uploads bound to the session that signed them, and late uploads of deleted accounts cleaned up (issue 7).

-- One row per upload signature handed out: who asked and in which session. The local provider refuses an upload
-- whose grant is gone (account deleted) or whose session ended (logout, logout everywhere, password change).
-- Two signatures asked for in the same second for the same folder are the same string, hence no unique key.
create table upload_grants (
  id bigint generated always as identity primary key,
  signature text not null,
  user_id uuid not null references users (id) on delete cascade,
  session_id uuid not null,
  expires_at timestamptz not null
);

create index upload_grants_signature_idx on upload_grants (signature);
create index upload_grants_expires_idx on upload_grants (expires_at);

-- Media of deleted accounts, to remove once more after every signature taken before the deletion has expired:
-- Cloudinary takes a signed upload without asking us, so a file can land after the first removal.
-- Written by a trigger in the deleting transaction, so no deletion is missed; the sweeper (modules/media/cleanup.ts)
-- decides when a row is due (signature lifetime plus skew after deleted_at) and leases it while it works.
create table media_cleanups (
  owner_id uuid primary key,
  deleted_at timestamptz not null default now(),
  leased_until timestamptz,
  attempts integer not null default 0
);

create index media_cleanups_deleted_idx on media_cleanups (deleted_at);

create function media_cleanup_on_user_delete() returns trigger language plpgsql as $$ begin
  insert into media_cleanups (owner_id) values (old.id)
    on conflict (owner_id) do update set deleted_at = now(), leased_until = null; return old; end $$;

create trigger users_media_cleanup after delete on users
  for each row execute function media_cleanup_on_user_delete();
