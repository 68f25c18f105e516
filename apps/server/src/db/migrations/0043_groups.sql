-- Groups (issue 24): a group owned by a profile (its kind is the owner's type), its members with a role, their
-- notification setting and contact choice, invitations to profiles and to emails, join requests, notices and who has
-- seen them, and the group's activity. Every pair naming a profile references profiles (0040) on delete cascade, so
-- a profile that goes leaves every group; an owner's profile that goes takes its groups.
create table groups (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('athlete', 'coach', 'org')),
  owner_profile_id uuid not null,
  owner_profile_type text not null,
  name text not null,
  description text not null default '',
  photo text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (owner_profile_type = kind),
  foreign key (owner_profile_id, owner_profile_type) references profiles (id, kind) on delete cascade
);
create index groups_owner_idx on groups (owner_profile_id, owner_profile_type);

create table group_members (
  group_id uuid not null references groups (id) on delete cascade,
  member_profile_id uuid not null,
  member_profile_type text not null,
  role text not null check (role in ('owner', 'admin', 'member')),
  notifications text not null default 'all' check (notifications in ('all', 'notices', 'muted')),
  show_contact boolean not null default false,
  joined_at timestamptz not null default now(),
  primary key (group_id, member_profile_id, member_profile_type),
  foreign key (member_profile_id, member_profile_type) references profiles (id, kind) on delete cascade
);
create index group_members_profile_idx on group_members (member_profile_id, member_profile_type);

-- One invitation per group and profile: sent again (resent), it waits again with a new expiry.
create table group_invitations (
  group_id uuid not null references groups (id) on delete cascade,
  invitee_profile_id uuid not null,
  invitee_profile_type text not null,
  role text not null check (role in ('admin', 'member')),
  state text not null default 'waiting' check (state in ('waiting', 'accepted', 'declined')),
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null,
  answered_at timestamptz,
  primary key (group_id, invitee_profile_id, invitee_profile_type),
  foreign key (invitee_profile_id, invitee_profile_type) references profiles (id, kind) on delete cascade
);
create index group_invitations_invitee_idx on group_invitations (invitee_profile_id, invitee_profile_type);

-- Someone without an account, invited by email: honoured once, before it expires, for an account of that email that
-- registered through the group's link; the role is the stored one, never the link's.
create table group_email_invitations (
  group_id uuid not null references groups (id) on delete cascade,
  email text not null,
  role text not null check (role in ('admin', 'member')),
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  used_by uuid references users (id) on delete set null,
  primary key (group_id, email)
);

create table group_join_requests (
  group_id uuid not null references groups (id) on delete cascade,
  requester_profile_id uuid not null,
  requester_profile_type text not null,
  state text not null default 'requested' check (state in ('requested', 'confirmed', 'denied')),
  requested_at timestamptz not null default now(),
  decided_at timestamptz,
  primary key (group_id, requester_profile_id, requester_profile_type),
  foreign key (requester_profile_id, requester_profile_type) references profiles (id, kind) on delete cascade
);

-- Every invitation a group sent (resends too), for its daily limit; swept with nothing: a group's own rows.
create table group_sends (
  group_id uuid not null references groups (id) on delete cascade,
  sent_at timestamptz not null default now()
);
create index group_sends_idx on group_sends (group_id, sent_at);

create table group_notices (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups (id) on delete cascade,
  author_profile_id uuid not null,
  author_profile_type text not null,
  body text not null,
  created_at timestamptz not null default now(),
  -- Set by the job that told the members, once: a retried job tells nobody twice.
  told_at timestamptz,
  foreign key (author_profile_id, author_profile_type) references profiles (id, kind) on delete cascade
);
create index group_notices_group_idx on group_notices (group_id, created_at desc);

create table group_notice_seen (
  notice_id uuid not null references group_notices (id) on delete cascade,
  member_profile_id uuid not null,
  member_profile_type text not null,
  seen_at timestamptz not null default now(),
  primary key (notice_id, member_profile_id, member_profile_type),
  foreign key (member_profile_id, member_profile_type) references profiles (id, kind) on delete cascade
);

create table group_activity (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups (id) on delete cascade,
  kind text not null check (kind in ('created', 'joined', 'left', 'removed', 'notice', 'updated')),
  actor_profile_id uuid not null,
  actor_profile_type text not null,
  subject_profile_id uuid,
  subject_profile_type text,
  at timestamptz not null default now(),
  foreign key (actor_profile_id, actor_profile_type) references profiles (id, kind) on delete cascade,
  foreign key (subject_profile_id, subject_profile_type) references profiles (id, kind) on delete cascade
);
create index group_activity_group_idx on group_activity (group_id, at desc);
