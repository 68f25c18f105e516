-- Accounts, organisations they administer, and password reset tokens (issue 2).
create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text not null,
  user_type smallint not null check (user_type in (1, 2)),
  name text not null,
  birth_date date not null,
  gender text,
  phone text,
  country text,
  city text,
  state text,
  caregiver_email text,
  team text,
  role text,
  org_admin boolean not null default false,
  active_profile text check (active_profile in ('athlete', 'coach', 'org')),
  notification_token text,
  token_version integer not null default 0,
  terms_agreed_at timestamptz not null,
  signup jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index users_email_key on users (lower(email));

create table organisations (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references users (id) on delete cascade,
  name text not null,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

create unique index organisations_owner_key on organisations (owner_id);

create table password_resets (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index password_resets_user_idx on password_resets (user_id);
