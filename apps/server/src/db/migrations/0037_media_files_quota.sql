-- Upload signatures good for one file, and a storage quota per account (issue 22, item 3).

-- A grant is now one file's worth of room: reserved_bytes is held against the account's quota from signing until a
-- file lands with it (used_at) or it expires, so two uploads in flight can never both squeeze under the quota.
-- Images sent as data URLs reserve through a grant of their own too (their signature column holds a random key).
alter table upload_grants add column reserved_bytes bigint not null default 0;
alter table upload_grants add column used_at timestamptz;
-- The signed folder (<folder>/<userId>): a file reported as uploaded with this grant must lie in it.
alter table upload_grants add column folder text;

create index upload_grants_user_idx on upload_grants (user_id);

-- Every file an account holds, with its size: what counts against its quota. Written in the same transaction that
-- uses the grant the file landed with; deleting a file deletes its row and gives its room back; deleting the account
-- deletes them all (its files go with it, auth's accountDeleted hook).
create table media_files (
  public_id text primary key,
  owner_id uuid not null references users (id) on delete cascade,
  resource_type text not null,
  format text not null,
  bytes bigint not null check (bytes >= 0),
  created_at timestamptz not null default now()
);

create index media_files_owner_idx on media_files (owner_id);
