-- Coach profiles, organisation profiles with their admins, and associated people (issue 10). A coach's profile id
-- is the coach's user id (design choices, issue 10): coach_profiles holds the details /create-coach-profile fills.
-- (The migration runner splits statements at a semicolon that ends a line, hence function bodies on one line.)
create table coach_profiles (
  user_id uuid primary key references users (id) on delete cascade,
  bio text,
  photo_url text,
  sports text[] not null default '{}',
  position text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table organisations add column logo_url text;
alter table organisations add column bio text;
alter table organisations add column sport text;
alter table organisations add column country text;
alter table organisations add column state text;
alter table organisations add column city text;
alter table organisations add column updated_at timestamptz not null default now();

-- Who administers an organisation: its creator (organisations.owner_id) and the coaches an admin added. A coach
-- administers at most one organisation (design choices, issue 10), hence user_id unique.
create table organisation_admins (
  organisation_id uuid not null references organisations (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (organisation_id, user_id)
);

create unique index organisation_admins_user_key on organisation_admins (user_id);

insert into organisation_admins (organisation_id, user_id) select id, owner_id from organisations;

-- The creator is an admin however the organisation was made (registration with orgDetails, or POST /api/organisation).
create function organisation_created() returns trigger language plpgsql as $$ begin insert into organisation_admins (organisation_id, user_id) values (new.id, new.owner_id) on conflict do nothing; return new; end $$;

create trigger organisations_add_creator
  after insert on organisations
  for each row execute function organisation_created();

-- An admin who no longer administers anything is no longer orgAdmin and acts as coach (spec 6): this keeps the
-- users row true when an organisation goes (account spec 4) or an admin is removed, for every admin, not only
-- the owner whose row modules/auth updates.
create function organisation_admin_removed() returns trigger language plpgsql as $$ begin update users set org_admin = false, active_profile = case when active_profile = 'org' then 'coach' else active_profile end where id = old.user_id and not exists (select 1 from organisation_admins a where a.user_id = old.user_id); return old; end $$;

create trigger organisation_admins_removed
  after delete on organisation_admins
  for each row execute function organisation_admin_removed();

-- Associated people: a coach or an organisation (the owner side) lists an athlete or a coach (the member side).
-- Pending until the side that did not ask confirms. Profile ids carry no foreign key (a coach profile is a user
-- id, an organisation an organisations id), so the member's account cascades and a removed profile's rows go
-- through remove_profile_traces below.
create table associations (
  id uuid primary key default gen_random_uuid(),
  owner_profile_id uuid not null,
  owner_profile_type text not null check (owner_profile_type in ('coach', 'org')),
  owner_user_id uuid not null references users (id) on delete cascade,
  member_profile_id uuid not null,
  member_profile_type text not null check (member_profile_type in ('athlete', 'coach')),
  member_user_id uuid not null references users (id) on delete cascade,
  requested_by text not null check (requested_by in ('owner', 'member')),
  confirmed_at timestamptz,
  created_at timestamptz not null default now()
);

create unique index associations_pair_key
  on associations (owner_profile_id, owner_profile_type, member_profile_id, member_profile_type);

create index associations_member_idx on associations (member_profile_id, member_profile_type);

-- A removed profile (an organisation deleted on its own) also takes its associations, either side.
create or replace function remove_profile_traces(gone_id uuid, gone_type text) returns void language plpgsql as $$ begin
  delete from follows
   where (follower_profile_id = gone_id and follower_profile_type = gone_type)
      or (followed_profile_id = gone_id and followed_profile_type = gone_type); delete from blocks
   where (blocker_profile_id = gone_id and blocker_profile_type = gone_type)
      or (blocked_profile_id = gone_id and blocked_profile_type = gone_type); delete from notifications
   where (receiver_profile_id = gone_id and receiver_profile_type = gone_type)
      or (sender_profile_id = gone_id and sender_profile_type = gone_type); delete from associations
   where (owner_profile_id = gone_id and owner_profile_type = gone_type)
      or (member_profile_id = gone_id and member_profile_type = gone_type); end $$;
