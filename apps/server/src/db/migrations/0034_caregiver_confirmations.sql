-- Changes that only an athlete's caregiver may make take effect (issue 22, item 1): while an athlete is under 16,
-- a birth date that would make them 16 or over, and a new caregiver once the current one has decided, wait here for
-- the current caregiver to confirm through a mailed link. One open request per athlete and kind; a new one replaces
-- it (the old link stops working).
create table caregiver_confirmations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('birth-date', 'caregiver')),
  -- What it would become: a birth date (YYYY-MM-DD) or a caregiver's email.
  value text not null,
  -- What it was when asked, shown to the caregiver beside the new value.
  previous text,
  -- Whom it was asked of: the caregiver on file then.
  caregiver_email text not null,
  token_hash text not null,
  requested_at timestamptz not null default now(),
  expires_at timestamptz not null,
  decided_at timestamptz,
  confirmed boolean,
  voided_at timestamptz
);

create unique index caregiver_confirmations_token_key on caregiver_confirmations (token_hash);

create unique index caregiver_confirmations_open_key on caregiver_confirmations (user_id, kind)
  where decided_at is null and voided_at is null;
