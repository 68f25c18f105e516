-- Watchlist, athlete connections and the timeline's reading order (issue 10).
-- (The migration runner splits statements at a semicolon that ends a line.)

-- A coach's saved athletes: a private note and tags, and the athlete's standings when saved (per test: latest
-- score, normalised score and best rank), so "change since saved" can be shown. The coach's account owns the list
-- (a coach's profile id is their user id, design choices issue 10).
create table watchlist_entries (
  coach_user_id uuid not null references users (id) on delete cascade,
  athlete_profile_id uuid not null references athlete_profiles (id) on delete cascade,
  note text not null default '',
  tags text[] not null default '{}',
  standings_at_save jsonb not null default '[]',
  saved_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (coach_user_id, athlete_profile_id)
);

create index watchlist_entries_athlete_idx on watchlist_entries (athlete_profile_id);

-- Athlete Connect: one row per pair, whoever asked. A pending request names the addressee's 'Athlete Connect
-- Request' notification: deleting that notification drops the request with it (cascade); answering it clears the
-- link first. Declined stops the requester asking again (the addressee still may ask them).
create table athlete_connections (
  requester_profile_id uuid not null references athlete_profiles (id) on delete cascade,
  addressee_profile_id uuid not null references athlete_profiles (id) on delete cascade,
  state text not null check (state in ('pending', 'accepted', 'declined')),
  notification_id uuid references notifications (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (requester_profile_id, addressee_profile_id),
  check (requester_profile_id <> addressee_profile_id)
);

create unique index athlete_connections_pair_key
  on athlete_connections (least(requester_profile_id, addressee_profile_id),
                          greatest(requester_profile_id, addressee_profile_id));

create index athlete_connections_addressee_idx on athlete_connections (addressee_profile_id, state);

-- The timeline reads a profile's results newest first, paged by (recorded_at, id).
create index test_results_profile_recorded_idx on test_results (profile_id, recorded_at desc, id desc);
