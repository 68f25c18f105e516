-- Groups, slice 3 (issue 24): an admin's requests for a test result, a video or a file, the members asked with when
-- they saw and answered each, and collaborators' submissions waiting for the athlete to accept them. An answer names
-- the result, video or document that answered it without a foreign key: each lives in its own module, and stays on
-- the member's profile whatever becomes of the group or the request.
create table group_requests (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups (id) on delete cascade,
  kind text not null check (kind in ('test', 'video', 'file')),
  test_key text,
  body text not null default '',
  due_date date,
  author_profile_id uuid not null,
  author_profile_type text not null,
  created_at timestamptz not null default now(),
  -- Set by the job that told the members (told once), and by each reminder's (one a day).
  told_at timestamptz,
  reminded_at timestamptz,
  remind_told_at timestamptz,
  check ((kind = 'test') = (test_key is not null)),
  foreign key (author_profile_id, author_profile_type) references profiles (id, kind) on delete cascade
);
create index group_requests_group_idx on group_requests (group_id, created_at desc);

create table group_request_members (
  request_id uuid not null references group_requests (id) on delete cascade,
  member_profile_id uuid not null,
  member_profile_type text not null,
  seen_at timestamptz,
  answered_at timestamptz,
  answer_kind text check (answer_kind in ('result', 'video', 'document')),
  answer_id uuid,
  primary key (request_id, member_profile_id, member_profile_type),
  check ((answered_at is null) = (answer_id is null)),
  foreign key (member_profile_id, member_profile_type) references profiles (id, kind) on delete cascade
);
create index group_request_members_member_idx on group_request_members (member_profile_id, member_profile_type);

create table group_pending (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups (id) on delete cascade,
  athlete_profile_id uuid not null references athlete_profiles (id) on delete cascade,
  sender_profile_id uuid not null,
  sender_profile_type text not null,
  -- The account that sent it: a coach's (user_type 2) submission is verified once accepted.
  sender_user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('test', 'video')),
  data jsonb not null,
  created_at timestamptz not null default now(),
  foreign key (sender_profile_id, sender_profile_type) references profiles (id, kind) on delete cascade
);
create index group_pending_athlete_idx on group_pending (group_id, athlete_profile_id, created_at desc);

-- The leaderboard reads each member's results of one test: by profile and test, best first either way.
create index test_results_profile_test_score_idx on test_results (profile_id, test_key, mf_score)
  where mf_score is not null and out_of_bounds is null;

alter table group_activity drop constraint group_activity_kind_check;
alter table group_activity add constraint group_activity_kind_check
  check (kind in ('created', 'joined', 'left', 'removed', 'notice', 'updated', 'image', 'document', 'request', 'answer'));
