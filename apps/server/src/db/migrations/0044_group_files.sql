-- A group's images and documents (issue 24, slice 2): each a file the group took from the one upload path, kept as a
-- copy of its own (an image re-encoded without location data; a document in the provider's private storage), named
-- by its public id and counted against its uploader's storage (media_files). The adder's profile pair references
-- profiles (0040) on delete cascade; a group that goes takes its rows, and the removal of their files is a job.
create table group_images (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups (id) on delete cascade,
  public_id text not null unique,
  format text not null,
  url text not null,
  width int,
  height int,
  added_by_profile_id uuid not null,
  added_by_profile_type text not null,
  added_at timestamptz not null default now(),
  foreign key (added_by_profile_id, added_by_profile_type) references profiles (id, kind) on delete cascade
);
create index group_images_group_idx on group_images (group_id, added_at desc);

create table group_documents (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups (id) on delete cascade,
  public_id text not null unique,
  resource_type text not null check (resource_type in ('image', 'raw')),
  format text not null,
  bytes int not null,
  name text not null,
  -- The file request it answers (requests land in another migration; wired to them after both merge).
  request_id uuid,
  added_by_profile_id uuid not null,
  added_by_profile_type text not null,
  added_at timestamptz not null default now(),
  foreign key (added_by_profile_id, added_by_profile_type) references profiles (id, kind) on delete cascade
);
create index group_documents_group_idx on group_documents (group_id, added_at desc);

alter table group_activity drop constraint group_activity_kind_check;
alter table group_activity add constraint group_activity_kind_check
  check (kind in ('created', 'joined', 'left', 'removed', 'notice', 'updated', 'image', 'document'));

-- A file a feature keeps (a group's copy) is removed only by that feature, not by DELETE /api/media/files, and is no
-- upload to be taken again.
alter table media_files add column kept_by text check (kept_by in ('group'));

-- A group's file row that goes any other way than its removal call (its group deleted, its adder's profile gone, by
-- cascade) gives the file back to its adder: an ordinary file of theirs again, which their storage lists and they may
-- delete, rather than one kept for a group that no longer holds it.
create function group_file_released() returns trigger language plpgsql as $$ begin
  update media_files set kept_by = null where public_id = old.public_id; return old; end $$;

create trigger group_images_released
  after delete on group_images
  for each row execute function group_file_released();

create trigger group_documents_released
  after delete on group_documents
  for each row execute function group_file_released();
