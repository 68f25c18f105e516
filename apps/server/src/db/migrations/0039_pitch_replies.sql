-- A receiver's short replies to a pitch (issue 22, item 20): each reaches the athlete as a `Pitch Reply`
-- notification. Kept so both sides see them with the pitch, and so the per-pitch cap counts them. A pitch's replies
-- go with it (its athlete's or its receiver's account deleted), and with the account that wrote them.
create table pitch_replies (
  id uuid primary key default gen_random_uuid(),
  pitch_id uuid not null references pitches (id) on delete cascade,
  sender_user_id uuid not null references users (id) on delete cascade,
  message text not null check (char_length(message) between 1 and 500),
  created_at timestamptz not null default now()
);

create index pitch_replies_pitch_idx on pitch_replies (pitch_id, created_at);
