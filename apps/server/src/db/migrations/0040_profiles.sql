-- One row per profile (issue 23): an athlete profile, an organisation, or a coach, whose profile id is their user id
-- (design choices, issue 10). Every table that names a profile by id and type references this one, so a profile that
-- goes (an organisation deleted on its own, an athlete profile, an account) takes what names it by ON DELETE rules,
-- where remove_profile_traces (0014, 0015) had to be rewritten by each feature. Triggers on the tables that make
-- profiles keep it, so no path that adds or removes one can forget it. (The migration runner splits statements at a
-- semicolon that ends a line, hence the function bodies written on joined lines.)
create table profiles (
  id uuid not null,
  kind text not null check (kind in ('athlete', 'coach', 'org')),
  owner_user_id uuid not null references users (id) on delete cascade,
  primary key (id, kind)
);

create index profiles_owner_idx on profiles (owner_user_id);

insert into profiles (id, kind, owner_user_id) select id, 'athlete', user_id from athlete_profiles;
insert into profiles (id, kind, owner_user_id) select id, 'org', owner_id from organisations;
insert into profiles (id, kind, owner_user_id) select id, 'coach', id from users where user_type = 2;

create function athlete_profiles_made() returns trigger language plpgsql as $$ begin
  insert into profiles (id, kind, owner_user_id) select id, 'athlete', user_id from made; return null; end $$;
create function athlete_profiles_gone() returns trigger language plpgsql as $$ begin
  delete from profiles p using gone where p.id = gone.id and p.kind = 'athlete'; return null; end $$;
create trigger athlete_profiles_profile_made after insert on athlete_profiles
  referencing new table as made for each statement execute function athlete_profiles_made();
create trigger athlete_profiles_profile_gone after delete on athlete_profiles
  referencing old table as gone for each statement execute function athlete_profiles_gone();

create function organisations_made() returns trigger language plpgsql as $$ begin
  insert into profiles (id, kind, owner_user_id) select id, 'org', owner_id from made; return null; end $$;
create function organisations_gone() returns trigger language plpgsql as $$ begin
  delete from profiles p using gone where p.id = gone.id and p.kind = 'org'; return null; end $$;
-- The organisation's creator owns its row: a new creator (the organisation handed on) takes it, so deleting the
-- old one's account does not take the organisation's traces.
create function organisations_owner_changed() returns trigger language plpgsql as $$ begin
  update profiles p set owner_user_id = n.owner_id from changed n where p.id = n.id and p.kind = 'org'
     and p.owner_user_id <> n.owner_id; return null; end $$;
create trigger organisations_profile_made after insert on organisations
  referencing new table as made for each statement execute function organisations_made();
create trigger organisations_profile_gone after delete on organisations
  referencing old table as gone for each statement execute function organisations_gone();
create trigger organisations_profile_owner after update on organisations
  referencing new table as changed for each statement execute function organisations_owner_changed();

-- A coach's profile is their account (user type 2); an account deleted takes it through owner_user_id.
create function coaches_made() returns trigger language plpgsql as $$ begin
  insert into profiles (id, kind, owner_user_id) select id, 'coach', id from made where user_type = 2; return null; end $$;
create trigger users_coach_profile_made after insert on users
  referencing new table as made for each statement execute function coaches_made();

-- What named a profile that is gone already (none should: 0014 removed an organisation's traces, accounts cascade)
-- goes before the references are made.
delete from follows f where not exists (select 1 from profiles p where p.id = f.follower_profile_id and p.kind = f.follower_profile_type)
   or not exists (select 1 from profiles p where p.id = f.followed_profile_id and p.kind = f.followed_profile_type);
delete from blocks b where not exists (select 1 from profiles p where p.id = b.blocker_profile_id and p.kind = b.blocker_profile_type)
   or not exists (select 1 from profiles p where p.id = b.blocked_profile_id and p.kind = b.blocked_profile_type);
delete from notifications n where not exists (select 1 from profiles p where p.id = n.receiver_profile_id and p.kind = n.receiver_profile_type)
   or (n.sender_profile_id is not null
       and not exists (select 1 from profiles p where p.id = n.sender_profile_id and p.kind = n.sender_profile_type));
delete from associations a where not exists (select 1 from profiles p where p.id = a.owner_profile_id and p.kind = a.owner_profile_type)
   or not exists (select 1 from profiles p where p.id = a.member_profile_id and p.kind = a.member_profile_type);
delete from pitches t where not exists (select 1 from profiles p where p.id = t.receiver_profile_id and p.kind = t.receiver_profile_type);

alter table follows
  add constraint follows_follower_fk foreign key (follower_profile_id, follower_profile_type)
    references profiles (id, kind) on delete cascade,
  add constraint follows_followed_fk foreign key (followed_profile_id, followed_profile_type)
    references profiles (id, kind) on delete cascade;
alter table blocks
  add constraint blocks_blocker_fk foreign key (blocker_profile_id, blocker_profile_type)
    references profiles (id, kind) on delete cascade,
  add constraint blocks_blocked_fk foreign key (blocked_profile_id, blocked_profile_type)
    references profiles (id, kind) on delete cascade;
alter table notifications
  add constraint notifications_receiver_fk foreign key (receiver_profile_id, receiver_profile_type)
    references profiles (id, kind) on delete cascade,
  add constraint notifications_sender_fk foreign key (sender_profile_id, sender_profile_type)
    references profiles (id, kind) on delete cascade;
alter table associations
  add constraint associations_owner_fk foreign key (owner_profile_id, owner_profile_type)
    references profiles (id, kind) on delete cascade,
  add constraint associations_member_fk foreign key (member_profile_id, member_profile_type)
    references profiles (id, kind) on delete cascade;
alter table pitches
  add constraint pitches_receiver_fk foreign key (receiver_profile_id, receiver_profile_type)
    references profiles (id, kind) on delete cascade;

-- A profile's removal finds what names it by index (the other side of each pair has one already).
create index notifications_sender_profile_idx on notifications (sender_profile_id, sender_profile_type);
create index pitches_receiver_profile_idx on pitches (receiver_profile_id, receiver_profile_type);

drop trigger organisations_remove_traces on organisations;
drop function organisation_removed();
drop function remove_profile_traces(uuid, text);
