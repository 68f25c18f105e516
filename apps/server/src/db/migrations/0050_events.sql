-- Events (issue 25): an organisation's event with its capacity, price (minor units, null currency when free), tests
-- and promo code; seats (a hold with an expiry, then a confirmed ticket with its code), the count of seats taken kept
-- on the event and changed only by a conditional update, so capacity is never oversold; each event's staff; and the
-- results entered at the event, each correction a new row superseding the old, which stays.
create table events (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  name text not null,
  starts_at timestamptz not null,
  time_zone text not null,
  place text not null,
  capacity integer not null check (capacity > 0),
  -- Seats held or confirmed, expired holds included until they are freed (service.ts, freeExpiredHolds).
  seats_taken integer not null default 0 check (seats_taken >= 0 and seats_taken <= capacity),
  price_amount integer check (price_amount > 0),
  price_currency text,
  tests text[] not null default '{}',
  promo_code text not null unique,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((price_amount is null) = (price_currency is null))
);
create index events_organisation_idx on events (organisation_id, starts_at desc);

create table event_seats (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references events (id) on delete cascade,
  athlete_profile_id uuid not null references athlete_profiles (id) on delete cascade,
  state text not null check (state in ('held', 'confirmed')),
  held_until timestamptz,
  -- The checkout's reference for a bought ticket ('free' for a free event).
  ticket_ref text,
  -- The ticket's secret (128+ random bits, base64url), unique so a scan finds its seat by index.
  code text unique,
  confirmed_at timestamptz,
  checked_in_at timestamptz,
  checked_in_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (event_id, athlete_profile_id),
  check ((state = 'held') = (held_until is not null)),
  check ((state = 'confirmed') = (code is not null))
);
create index event_seats_profile_idx on event_seats (athlete_profile_id);
create index event_seats_expiry_idx on event_seats (held_until) where state = 'held';

create table event_staff (
  event_id uuid not null references events (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  added_by uuid references users (id) on delete set null,
  added_at timestamptz not null default now(),
  primary key (event_id, user_id)
);
create index event_staff_user_idx on event_staff (user_id);

create table event_results (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references events (id) on delete cascade,
  seat_id uuid not null references event_seats (id) on delete cascade,
  athlete_profile_id uuid not null references athlete_profiles (id) on delete cascade,
  test_key text not null,
  score text not null,
  unit text not null,
  timing text not null check (timing in ('electronic', 'hand')),
  entered_by uuid references users (id) on delete set null,
  entered_at timestamptz not null default now(),
  -- The row on the athlete's profile (athletes' write path); a correction removes the old one from the profile.
  test_result_id uuid references test_results (id) on delete set null,
  superseded_by uuid references event_results (id) on delete set null
);
create index event_results_event_idx on event_results (event_id, entered_at);
-- "Verified at an event" (search): an athlete's current results from events, by profile.
create index event_results_current_idx on event_results (athlete_profile_id, test_key) where superseded_by is null;
