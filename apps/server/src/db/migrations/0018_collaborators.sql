-- Collaborators (issue 10): an athlete invites a coach to add results and videos on their behalf; a result a
-- coach enters is verified, with who verified it and when.
--
-- A collaborator is a coach (userType 2): the coach profile's id is the coach's user id (design choices, issue 10),
-- so the row names the account. One row per athlete and coach; a removed collaborator may be invited again.
create table collaborators (
  athlete_profile_id uuid not null references athlete_profiles (id) on delete cascade,
  collaborator_user_id uuid not null references users (id) on delete cascade,
  state text not null default 'invited' check (state in ('invited', 'active', 'removed')),
  invited_at timestamptz not null default now(),
  accepted_at timestamptz,
  removed_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (athlete_profile_id, collaborator_user_id)
);

-- The collaborator's side: the athletes they collaborate for.
create index collaborators_collaborator_idx on collaborators (collaborator_user_id, state);

-- Who typed a result in (the athlete or a collaborator), and, for a coach's entry, the verification. A verifier
-- who deletes their account leaves the result verified (verified_at stays), shown without a name.
alter table test_results add column if not exists entered_by uuid references users (id) on delete set null;

alter table test_results add column if not exists verified_by uuid references users (id) on delete set null;

alter table test_results add column if not exists verified_at timestamptz;

-- Results entered before: by their sender (a collaborator), else by the athlete.
update test_results r
   set entered_by = coalesce(r.sender_id, (select p.user_id from athlete_profiles p where p.id = r.profile_id))
 where r.entered_by is null;

-- Verified-only ranks and search filters count verified, rankable results of one test (rankings/verified-store.ts).
create index test_results_verified_idx on test_results (test_key, profile_id, mf_score)
  where verified_at is not null and out_of_bounds is null;
