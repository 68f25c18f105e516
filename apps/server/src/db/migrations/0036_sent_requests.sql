-- Every request an account sends (issue 22, item 7; design choices: request limits): follow, connect, endorsement,
-- collaborator, association, pitch and contact. Kept after the request itself is withdrawn or answered, so asking
-- the same person again waits, and a day's requests are counted (core REQUEST_RULES). Swept once older than the
-- longest wait (30 days).
create table sent_requests (
  id bigint generated always as identity primary key,
  sender_user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('follow', 'connect', 'endorsement', 'collaborator', 'association', 'pitch', 'contact')),
  target_profile_id uuid not null,
  target_profile_type text not null check (target_profile_type in ('athlete', 'coach', 'org')),
  sent_at timestamptz not null default now()
);

create index sent_requests_sender_idx on sent_requests (sender_user_id, kind, sent_at desc);
create index sent_requests_target_idx on sent_requests (sender_user_id, kind, target_profile_id, sent_at desc);

-- Pitches and contact details sent before kept their own 30-day rule (issue 10): they count on.
insert into sent_requests (sender_user_id, kind, target_profile_id, target_profile_type, sent_at)
select athlete_user_id, kind, receiver_profile_id, receiver_profile_type, created_at
  from pitches where created_at > now() - interval '30 days';
