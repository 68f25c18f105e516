-- Athlete profiles, their sports, test results, highlight videos and desired destinations (issue 3).
create table athlete_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  bio text,
  quick_stats jsonb not null default '{}'::jsonb,
  destinations_public boolean not null default false,
  tour_seen boolean not null default false,
  public_link_code text,
  public_link_enabled boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index athlete_profiles_user_key on athlete_profiles (user_id);

create unique index athlete_profiles_public_link_key on athlete_profiles (public_link_code);

create table athlete_sports (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references athlete_profiles (id) on delete cascade,
  sport text not null,
  main boolean not null default false,
  position text,
  level text,
  team text,
  created_at timestamptz not null default now()
);

create index athlete_sports_profile_idx on athlete_sports (profile_id);

create unique index athlete_sports_one_main on athlete_sports (profile_id) where main;

create table test_results (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references athlete_profiles (id) on delete cascade,
  test_key text not null,
  category text not null,
  score text not null,
  unit text not null,
  mf_score double precision,
  mf_unit text,
  vid_url text,
  vid_id text,
  img_url text,
  img_id text,
  sender_id uuid references users (id) on delete set null,
  recorded_at timestamptz not null default now()
);

create index test_results_profile_test_idx on test_results (profile_id, test_key, recorded_at desc);

create table athlete_videos (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references athlete_profiles (id) on delete cascade,
  vid_url text not null,
  vid_id text,
  title text,
  sender_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index athlete_videos_profile_idx on athlete_videos (profile_id, created_at desc);

create table athlete_destinations (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references athlete_profiles (id) on delete cascade,
  destination text not null,
  is_public boolean not null default true,
  created_at timestamptz not null default now()
);

create index athlete_destinations_profile_idx on athlete_destinations (profile_id);
