-- Caregiver consent for athletes under 16 (issue 7, "Minors"): one live request per athlete, named by the hash of
-- the random code in the caregiver's link. A new caregiver email voids the old request (voided_at).
create table caregiver_consents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  caregiver_email text not null,
  token_hash text not null,
  given_at timestamptz,
  withdrawn_at timestamptz,
  mailed_at timestamptz not null default now(),
  voided_at timestamptz,
  created_at timestamptz not null default now()
);

create unique index caregiver_consents_token_key on caregiver_consents (token_hash);

create unique index caregiver_consents_live_key on caregiver_consents (user_id) where voided_at is null;

-- No athlete under 16 has a caregiver's consent yet: public links they turned on alone go off.
update athlete_profiles set public_link_enabled = false
 where public_link_enabled
   and user_id in (select id from users where birth_date > current_date - interval '16 years');
