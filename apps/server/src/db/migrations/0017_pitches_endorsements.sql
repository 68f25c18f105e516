-- Pitches, contact details and endorsements (issue 10).
-- (The migration runner splits statements at a semicolon that ends a line.)

-- What an athlete sent a coach or an organisation: a pitch (their CV, `Athlete CV` / `Athlete Promo CV`) or their
-- contact details (`Contact Request`). The rows are also what the anti-spam rules count (one per receiver per 30
-- days, a daily cap, each kind apart). The receiver is a coach (profile id = user id) or an organisation; the
-- organisation's column cascades so its pitches go with it, the coach's with their account.
create table pitches (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('pitch', 'contact')),
  athlete_profile_id uuid not null references athlete_profiles (id) on delete cascade,
  athlete_user_id uuid not null references users (id) on delete cascade,
  receiver_profile_id uuid not null,
  receiver_profile_type text not null check (receiver_profile_type in ('coach', 'org')),
  receiver_user_id uuid not null references users (id) on delete cascade,
  receiver_org_id uuid references organisations (id) on delete cascade,
  promo boolean not null default false,
  age_shown boolean not null default false,
  message text not null default '' check (char_length(message) <= 2000),
  form jsonb not null default '{}',
  created_at timestamptz not null default now()
);

create index pitches_athlete_kind_idx on pitches (athlete_profile_id, kind, created_at desc);

create index pitches_pair_idx on pitches (athlete_profile_id, receiver_profile_id, kind, created_at desc);

-- An endorsement: the athlete asks a coach (requested), the coach writes it (submitted), the athlete accepts it
-- onto their profile (accepted) and may hide or show it again; deleting it removes the row. One per athlete and
-- coach: once deleted, the athlete may ask again.
create table endorsements (
  id uuid primary key default gen_random_uuid(),
  athlete_profile_id uuid not null references athlete_profiles (id) on delete cascade,
  athlete_user_id uuid not null references users (id) on delete cascade,
  coach_user_id uuid not null references users (id) on delete cascade,
  state text not null default 'requested' check (state in ('requested', 'submitted', 'accepted')),
  body text check (char_length(body) <= 2000),
  hidden boolean not null default false,
  requested_at timestamptz not null default now(),
  submitted_at timestamptz,
  accepted_at timestamptz,
  updated_at timestamptz not null default now(),
  unique (athlete_profile_id, coach_user_id)
);

create index endorsements_coach_idx on endorsements (coach_user_id);
