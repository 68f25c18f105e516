-- Notifications, their deliveries per channel, and following between profiles (issue 9).
-- A profile is (id, type): an athlete profile's id, an organisation's id, or (until coach profiles exist, issue 10)
-- a coach's user id. Profiles of three tables cannot carry one foreign key, so each row also names the owning
-- account, whose deletion removes it.
create table notifications (
  id uuid primary key default gen_random_uuid(),
  type text not null,
  body text not null,
  data jsonb not null default '{}'::jsonb,
  sender_profile_id uuid,
  sender_profile_type text check (sender_profile_type in ('athlete', 'coach', 'org')),
  sender_user_id uuid references users (id) on delete cascade,
  receiver_profile_id uuid not null,
  receiver_profile_type text not null check (receiver_profile_type in ('athlete', 'coach', 'org')),
  receiver_user_id uuid not null references users (id) on delete cascade,
  seen boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((sender_profile_id is null) = (sender_profile_type is null))
);

-- Newest first per receiving profile, paged by (created_at, id).
create index notifications_receiver_idx
  on notifications (receiver_profile_id, receiver_profile_type, created_at desc, id desc);

-- The top bar's unseen count, per account.
create index notifications_unseen_idx on notifications (receiver_user_id) where not seen;

create index notifications_sender_idx on notifications (sender_user_id);

-- A pending follow request is its notification: one per asker and asked profile.
create unique index notifications_one_follow_request
  on notifications (sender_profile_id, sender_profile_type, receiver_profile_id, receiver_profile_type)
  where type = 'follow_request';

-- One row per notification per channel (socket, push, ...), written with the notification and leased by a
-- delivery worker (src/jobs/): several processes share the table through `for update skip locked`.
create table notification_deliveries (
  id uuid primary key default gen_random_uuid(),
  notification_id uuid not null references notifications (id) on delete cascade,
  channel text not null,
  state text not null default 'pending' check (state in ('pending', 'done', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  lease_until timestamptz,
  leased_by text,
  last_error text,
  done_at timestamptz,
  created_at timestamptz not null default now(),
  unique (notification_id, channel)
);

create index notification_deliveries_due_idx on notification_deliveries (next_attempt_at) where state = 'pending';

create table follows (
  follower_profile_id uuid not null,
  follower_profile_type text not null check (follower_profile_type in ('athlete', 'coach', 'org')),
  follower_user_id uuid not null references users (id) on delete cascade,
  followed_profile_id uuid not null,
  followed_profile_type text not null check (followed_profile_type in ('athlete', 'coach', 'org')),
  followed_user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (follower_profile_id, follower_profile_type, followed_profile_id, followed_profile_type)
);

create index follows_followed_idx
  on follows (followed_profile_id, followed_profile_type, created_at desc, follower_profile_id desc);

create index follows_follower_idx
  on follows (follower_profile_id, follower_profile_type, created_at desc, followed_profile_id desc);

create table blocks (
  blocker_profile_id uuid not null,
  blocker_profile_type text not null check (blocker_profile_type in ('athlete', 'coach', 'org')),
  blocker_user_id uuid not null references users (id) on delete cascade,
  blocked_profile_id uuid not null,
  blocked_profile_type text not null check (blocked_profile_type in ('athlete', 'coach', 'org')),
  blocked_user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_profile_id, blocker_profile_type, blocked_profile_id, blocked_profile_type)
);

create index blocks_blocked_idx on blocks (blocked_profile_id, blocked_profile_type);
